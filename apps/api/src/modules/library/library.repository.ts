import type { TLibraryKind } from '@nurseready/shared/schemas/library'
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  lectureVideos,
  mediaCategories,
  studyCalendarFiles,
  studyNotes,
} from '../../db/schema/index'

export type CategoryRow = typeof mediaCategories.$inferSelect
export type VideoRow = typeof lectureVideos.$inferSelect
export type NoteRow = typeof studyNotes.$inferSelect
export type StudyCalendarRow = typeof studyCalendarFiles.$inferSelect
type NewCategory = typeof mediaCategories.$inferInsert & { key: string }
type NewVideo = typeof lectureVideos.$inferInsert & { key: string }
type NewNote = typeof studyNotes.$inferInsert & { key: string }
type NewStudyCalendarFile = typeof studyCalendarFiles.$inferInsert

/** A LIKE pattern that matches `text` anywhere, with the user's % _ and \ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export function libraryRepository(db: Db) {
  async function page<T>(
    rows: Promise<T[]>,
    total: Promise<{ n: number }[]>,
  ): Promise<{ rows: T[]; total: number }> {
    const [r, [t]] = await Promise.all([rows, total])
    return { rows: r, total: t?.n ?? 0 }
  }

  return {
    listCategories(kind: TLibraryKind, limit: number, offset: number) {
      const where = eq(mediaCategories.kind, kind)
      return page(
        db
          .select({ id: mediaCategories.id, name: mediaCategories.name })
          .from(mediaCategories)
          .where(where)
          .orderBy(asc(mediaCategories.position), asc(mediaCategories.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(mediaCategories).where(where),
      )
    },

    async findCategory(kind: TLibraryKind, id: string): Promise<CategoryRow | undefined> {
      const [row] = await db
        .select()
        .from(mediaCategories)
        .where(and(eq(mediaCategories.id, id), eq(mediaCategories.kind, kind)))
        .limit(1)
      return row
    },

    /** A category's videos in order; `q` searches title and subject (case-insensitive). */
    listVideos(categoryId: string, q: string | undefined, limit: number, offset: number) {
      const conditions: SQL[] = [eq(lectureVideos.categoryId, categoryId)]
      if (q) {
        const pattern = containsPattern(q)
        conditions.push(
          or(ilike(lectureVideos.title, pattern), ilike(lectureVideos.subject, pattern))!,
        )
      }
      const where = and(...conditions)
      return page(
        db
          .select()
          .from(lectureVideos)
          .where(where)
          .orderBy(asc(lectureVideos.position), asc(lectureVideos.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(lectureVideos).where(where),
      )
    },

    async findVideo(id: string) {
      const [row] = await db
        .select({ video: lectureVideos, categoryName: mediaCategories.name })
        .from(lectureVideos)
        .innerJoin(mediaCategories, eq(mediaCategories.id, lectureVideos.categoryId))
        .where(eq(lectureVideos.id, id))
        .limit(1)
      return row
    },

    /** A category's notes in order; `q` searches title and body system. */
    listNotes(categoryId: string, q: string | undefined, limit: number, offset: number) {
      const conditions: SQL[] = [eq(studyNotes.categoryId, categoryId)]
      if (q) {
        const pattern = containsPattern(q)
        conditions.push(or(ilike(studyNotes.title, pattern), ilike(studyNotes.system, pattern))!)
      }
      const where = and(...conditions)
      return page(
        db
          .select()
          .from(studyNotes)
          .where(where)
          .orderBy(asc(studyNotes.position), asc(studyNotes.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(studyNotes).where(where),
      )
    },

    async findNote(id: string) {
      const [row] = await db
        .select({ note: studyNotes, categoryName: mediaCategories.name })
        .from(studyNotes)
        .innerJoin(mediaCategories, eq(mediaCategories.id, studyNotes.categoryId))
        .where(eq(studyNotes.id, id))
        .limit(1)
      return row
    },

    listStudyCalendar(): Promise<StudyCalendarRow[]> {
      return db.select().from(studyCalendarFiles).orderBy(asc(studyCalendarFiles.position))
    },

    /** Seeding: inserts the categories whose key is absent; returns every given key's id. */
    async insertCategoriesIfAbsent(values: NewCategory[]): Promise<Map<string, string>> {
      if (values.length === 0) return new Map()
      await db.insert(mediaCategories).values(values).onConflictDoNothing({
        target: mediaCategories.key,
      })
      const rows = await db
        .select({ id: mediaCategories.id, key: mediaCategories.key })
        .from(mediaCategories)
        .where(
          inArray(
            mediaCategories.key,
            values.map((v) => v.key),
          ),
        )
      return new Map(rows.map((r) => [r.key!, r.id]))
    },

    async insertVideosIfAbsent(values: NewVideo[]) {
      if (values.length === 0) return
      await db.insert(lectureVideos).values(values).onConflictDoNothing({
        target: lectureVideos.key,
      })
    },

    async insertNotesIfAbsent(values: NewNote[]) {
      if (values.length === 0) return
      await db.insert(studyNotes).values(values).onConflictDoNothing({ target: studyNotes.key })
    },

    async insertStudyCalendarIfAbsent(values: NewStudyCalendarFile[]) {
      if (values.length === 0) return
      await db.insert(studyCalendarFiles).values(values).onConflictDoNothing({
        target: studyCalendarFiles.key,
      })
    },
  }
}

export type LibraryRepository = ReturnType<typeof libraryRepository>
