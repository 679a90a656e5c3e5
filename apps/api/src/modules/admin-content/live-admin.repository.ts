import { and, asc, count, desc, eq, gt, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  liveLecturePackages,
  liveLectures,
  users,
  webinarRegistrations,
  webinars,
} from '../../db/schema/index'

export type WebinarRow = typeof webinars.$inferSelect
export type PackageRow = typeof liveLecturePackages.$inferSelect
export type LectureRow = typeof liveLectures.$inferSelect
type WebinarValues = Omit<typeof webinars.$inferInsert, 'id' | 'key' | 'createdAt'>
type PackageValues = Omit<typeof liveLecturePackages.$inferInsert, 'id' | 'key' | 'createdAt'>
type LectureValues = Omit<typeof liveLectures.$inferInsert, 'id' | 'key' | 'createdAt'>
type Window = { now: Date; past: boolean; limit: number; offset: number }

/** Upcoming (not over) soonest first, or everything newest first. */
const timeWindow = (
  endsAt: typeof webinars.endsAt | typeof liveLectures.endsAt,
  { now, past }: Window,
): SQL | undefined => (past ? undefined : gt(endsAt, now))

/** The admin console's reads and writes of webinars, live-lecture packages and lectures. */
export function liveAdminRepository(db: Db) {
  const one = async <T>(rows: Promise<T[]>) => (await rows)[0]
  // Table-qualified by hand: in a one-table select Drizzle writes columns without their table.
  const registrations = sql<number>`(select count(*)::int from ${webinarRegistrations} r where r.webinar_id = ${webinars}.id)`

  return {
    async listWebinars(w: Window) {
      const where = timeWindow(webinars.endsAt, w)
      const [rows, [total]] = await Promise.all([
        db
          .select({ webinar: webinars, registrations })
          .from(webinars)
          .where(where)
          .orderBy(w.past ? desc(webinars.startsAt) : asc(webinars.startsAt), asc(webinars.id))
          .limit(w.limit)
          .offset(w.offset),
        db.select({ n: count() }).from(webinars).where(where),
      ])
      return { rows, total: total?.n ?? 0 }
    },

    findWebinar: (id: string) =>
      one(
        db
          .select({ webinar: webinars, registrations })
          .from(webinars)
          .where(eq(webinars.id, id))
          .limit(1),
      ),

    insertWebinar: (values: WebinarValues) => one(db.insert(webinars).values(values).returning()),

    updateWebinar: (id: string, values: WebinarValues) =>
      one(db.update(webinars).set(values).where(eq(webinars.id, id)).returning()),

    deleteWebinar: (id: string) => one(db.delete(webinars).where(eq(webinars.id, id)).returning()),

    /** Who registered for a webinar, first registration first. */
    async listRegistrants(webinarId: string, limit: number, offset: number) {
      const where = eq(webinarRegistrations.webinarId, webinarId)
      const [rows, [total]] = await Promise.all([
        db
          .select({
            userId: users.id,
            name: users.name,
            email: users.email,
            registeredAt: webinarRegistrations.createdAt,
          })
          .from(webinarRegistrations)
          .innerJoin(users, eq(users.id, webinarRegistrations.userId))
          .where(where)
          .orderBy(asc(webinarRegistrations.createdAt), asc(webinarRegistrations.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(webinarRegistrations).where(where),
      ])
      return { rows, total: total?.n ?? 0 }
    },

    listPackages: () =>
      db
        .select()
        .from(liveLecturePackages)
        .orderBy(asc(liveLecturePackages.sortOrder), asc(liveLecturePackages.createdAt)),

    findPackage: (id: string) =>
      one(db.select().from(liveLecturePackages).where(eq(liveLecturePackages.id, id)).limit(1)),

    insertPackage: (values: PackageValues & { key: string }) =>
      one(db.insert(liveLecturePackages).values(values).returning()),

    updatePackage: (id: string, values: PackageValues) =>
      one(
        db
          .update(liveLecturePackages)
          .set(values)
          .where(eq(liveLecturePackages.id, id))
          .returning(),
      ),

    async listLectures(w: Window & { course?: string }) {
      const conditions = [timeWindow(liveLectures.endsAt, w)]
      if (w.course) conditions.push(eq(liveLectures.courseName, w.course))
      const where = and(...conditions)
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(liveLectures)
          .where(where)
          .orderBy(
            w.past ? desc(liveLectures.startsAt) : asc(liveLectures.startsAt),
            asc(liveLectures.id),
          )
          .limit(w.limit)
          .offset(w.offset),
        db.select({ n: count() }).from(liveLectures).where(where),
      ])
      return { rows, total: total?.n ?? 0 }
    },

    /** Every course named by a lecture or a package, for the course filter and the package form. */
    async courseNames(): Promise<string[]> {
      const [fromLectures, fromPackages] = await Promise.all([
        db.selectDistinct({ name: liveLectures.courseName }).from(liveLectures),
        db.select({ courses: liveLecturePackages.courses }).from(liveLecturePackages),
      ])
      const names = new Set([
        ...fromLectures.map((r) => r.name),
        ...fromPackages.flatMap((p) => p.courses),
      ])
      return [...names].sort((a, b) => a.localeCompare(b))
    },

    findLecture: (id: string) =>
      one(db.select().from(liveLectures).where(eq(liveLectures.id, id)).limit(1)),

    insertLecture: (values: LectureValues) =>
      one(db.insert(liveLectures).values(values).returning()),

    updateLecture: (id: string, values: LectureValues) =>
      one(db.update(liveLectures).set(values).where(eq(liveLectures.id, id)).returning()),

    deleteLecture: (id: string) =>
      one(db.delete(liveLectures).where(eq(liveLectures.id, id)).returning()),
  }
}

export type LiveAdminRepository = ReturnType<typeof liveAdminRepository>
