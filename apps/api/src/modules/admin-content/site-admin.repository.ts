import { asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { siteSettings, studentVideos, studyCalendarFiles } from '../../db/schema/index'

export type StudentVideoRow = typeof studentVideos.$inferSelect
export type CalendarRow = typeof studyCalendarFiles.$inferSelect
type StudentVideoValues = Omit<typeof studentVideos.$inferInsert, 'id' | 'key' | 'createdAt'>

/** The admin console's reads and writes of student videos, study calendar files and settings. */
export function siteAdminRepository(db: Db) {
  const one = async <T>(rows: Promise<T[]>) => (await rows)[0]
  return {
    listStudentVideos: () =>
      db
        .select()
        .from(studentVideos)
        .orderBy(asc(studentVideos.position), asc(studentVideos.createdAt)),
    findStudentVideo: (id: string) =>
      one(db.select().from(studentVideos).where(eq(studentVideos.id, id)).limit(1)),
    insertStudentVideo: (values: StudentVideoValues) =>
      one(db.insert(studentVideos).values(values).returning()),
    updateStudentVideo: (id: string, values: Partial<StudentVideoValues>) =>
      one(db.update(studentVideos).set(values).where(eq(studentVideos.id, id)).returning()),
    deleteStudentVideo: (id: string) =>
      one(db.delete(studentVideos).where(eq(studentVideos.id, id)).returning()),

    listCalendar: () =>
      db.select().from(studyCalendarFiles).orderBy(asc(studyCalendarFiles.position)),
    findCalendar: (key: string) =>
      one(db.select().from(studyCalendarFiles).where(eq(studyCalendarFiles.key, key)).limit(1)),
    updateCalendar: (
      key: string,
      values: Partial<Pick<CalendarRow, 'title' | 'description' | 'fileKey'>>,
    ) =>
      one(
        db
          .update(studyCalendarFiles)
          .set(values)
          .where(eq(studyCalendarFiles.key, key))
          .returning(),
      ),

    async getSetting(key: string): Promise<unknown> {
      return (await one(db.select().from(siteSettings).where(eq(siteSettings.key, key)).limit(1)))
        ?.value
    },
    /** Inserts or replaces a setting. */
    putSetting: (key: string, value: unknown, now: Date) =>
      db
        .insert(siteSettings)
        .values({ key, value, updatedAt: now })
        .onConflictDoUpdate({
          target: siteSettings.key,
          set: { value: sql`excluded.value`, updatedAt: now },
        }),
  }
}

export type SiteAdminRepository = ReturnType<typeof siteAdminRepository>
