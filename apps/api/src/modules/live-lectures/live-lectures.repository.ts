import { and, asc, gt, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { liveLectures } from '../../db/schema/index'

export type LiveLectureRow = typeof liveLectures.$inferSelect

/** The only code of live lectures that touches Drizzle (packages and access belong to billing). */
export function liveLecturesRepository(db: Db) {
  return {
    /** Lectures not yet over, of the given courses, soonest first. */
    listUpcoming: (now: Date, limit: number, courses: string[]) =>
      db
        .select()
        .from(liveLectures)
        .where(and(gt(liveLectures.endsAt, now), inArray(liveLectures.courseName, courses)))
        .orderBy(asc(liveLectures.startsAt), asc(liveLectures.id))
        .limit(limit),

    /** Seeding: inserts a lecture whose key is not there yet. */
    async insertIfAbsent(values: typeof liveLectures.$inferInsert & { key: string }) {
      await db.insert(liveLectures).values(values).onConflictDoNothing({ target: liveLectures.key })
    },
  }
}

export type LiveLecturesRepository = ReturnType<typeof liveLecturesRepository>
