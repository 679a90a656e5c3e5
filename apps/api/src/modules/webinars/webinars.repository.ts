import { and, asc, count, eq, gt, notExists, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { webinarRegistrations, webinars } from '../../db/schema/index'

export type WebinarRow = typeof webinars.$inferSelect
export type RegistrationRow = typeof webinarRegistrations.$inferSelect
export type NewWebinar = typeof webinars.$inferInsert

export function webinarsRepository(db: Db) {
  const registeredBy = (userId: string) =>
    db
      .select({ one: webinarRegistrations.id })
      .from(webinarRegistrations)
      .where(
        and(
          eq(webinarRegistrations.webinarId, webinars.id),
          eq(webinarRegistrations.userId, userId),
        ),
      )

  // The dashboard's upcoming-webinars count, prepared once per connection (a hot read).
  const countUpcomingQuery = db
    .select({ n: count() })
    .from(webinarRegistrations)
    .innerJoin(webinars, eq(webinars.id, webinarRegistrations.webinarId))
    .where(
      and(
        eq(webinarRegistrations.userId, sql.placeholder('userId')),
        sql`${webinars.endsAt} > ${sql.placeholder('now')}::timestamptz`,
      ),
    )
    .prepare('count_upcoming_webinars')

  return {
    /** Webinars not yet over that the user has not enrolled in, soonest first. */
    async listAvailable(userId: string, now: Date, limit: number, offset: number) {
      const where = and(gt(webinars.endsAt, now), notExists(registeredBy(userId)))
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(webinars)
          .where(where)
          .orderBy(asc(webinars.startsAt), asc(webinars.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(webinars).where(where),
      ])
      return { rows, total: total?.n ?? 0 }
    },

    /** The user's registrations for webinars not yet over, soonest first. */
    async listRegistered(userId: string, now: Date, limit: number, offset: number) {
      const where = and(eq(webinarRegistrations.userId, userId), gt(webinars.endsAt, now))
      const [rows, [total]] = await Promise.all([
        db
          .select({ registration: webinarRegistrations, webinar: webinars })
          .from(webinarRegistrations)
          .innerJoin(webinars, eq(webinars.id, webinarRegistrations.webinarId))
          .where(where)
          .orderBy(asc(webinars.startsAt), asc(webinars.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: count() })
          .from(webinarRegistrations)
          .innerJoin(webinars, eq(webinars.id, webinarRegistrations.webinarId))
          .where(where),
      ])
      return { rows, total: total?.n ?? 0 }
    },

    async countRegisteredUpcoming(userId: string, now: Date): Promise<number> {
      const [row] = await countUpcomingQuery.execute({ userId, now: now.toISOString() })
      return row?.n ?? 0
    },

    async findById(id: string): Promise<WebinarRow | undefined> {
      const [row] = await db.select().from(webinars).where(eq(webinars.id, id)).limit(1)
      return row
    },

    /** Enrols the user; undefined when already enrolled (the unique index decides, race-free). */
    async insertRegistration(userId: string, webinarId: string) {
      const [row] = await db
        .insert(webinarRegistrations)
        .values({ userId, webinarId })
        .onConflictDoNothing({
          target: [webinarRegistrations.userId, webinarRegistrations.webinarId],
        })
        .returning()
      return row
    },

    /** Seeding: inserts a webinar whose key is not there yet. */
    async insertIfAbsent(values: NewWebinar & { key: string }) {
      await db.insert(webinars).values(values).onConflictDoNothing({ target: webinars.key })
    },
  }
}

export type WebinarsRepository = ReturnType<typeof webinarsRepository>
