import type { TLibraryKind } from '@nurseready/shared/schemas/library'
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { lectureVideos, mediaCategories, studyNotes } from '../../db/schema/index'

export type CategoryRow = typeof mediaCategories.$inferSelect
export type VideoRow = typeof lectureVideos.$inferSelect
export type NoteRow = typeof studyNotes.$inferSelect
type VideoValues = Omit<typeof lectureVideos.$inferInsert, 'id' | 'key' | 'createdAt'>
type NoteValues = Omit<typeof studyNotes.$inferInsert, 'id' | 'key' | 'createdAt'>
type Filter = { categoryId?: string; q?: string; limit: number; offset: number }

/** A LIKE pattern that matches `text` anywhere, with the user's % _ and \ taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The admin console's reads and writes of library categories, videos and notes. */
export function libraryAdminRepository(db: Db) {
  const one = async <T>(rows: Promise<T[]>) => (await rows)[0]

  return {
    listCategories(kind: TLibraryKind) {
      // Table-qualified by hand: in a one-table select Drizzle writes columns without their table.
      const items =
        kind === 'video'
          ? sql<number>`(select count(*)::int from ${lectureVideos} i where i.category_id = ${mediaCategories}.id)`
          : sql<number>`(select count(*)::int from ${studyNotes} i where i.category_id = ${mediaCategories}.id)`
      return db
        .select({ category: mediaCategories, itemCount: items })
        .from(mediaCategories)
        .where(eq(mediaCategories.kind, kind))
        .orderBy(asc(mediaCategories.position), asc(mediaCategories.name), asc(mediaCategories.id))
    },

    findCategory: (id: string) =>
      one(db.select().from(mediaCategories).where(eq(mediaCategories.id, id)).limit(1)),

    insertCategory: (values: { kind: TLibraryKind; name: string; position: number }) =>
      one(db.insert(mediaCategories).values(values).returning()),

    updateCategory: (id: string, values: Partial<{ name: string; position: number }>) =>
      one(db.update(mediaCategories).set(values).where(eq(mediaCategories.id, id)).returning()),

    /** Deletes an empty category; false when videos or notes still point at it. */
    async deleteCategoryIfEmpty(id: string): Promise<boolean> {
      const [v, n] = await Promise.all([
        db.select({ n: count() }).from(lectureVideos).where(eq(lectureVideos.categoryId, id)),
        db.select({ n: count() }).from(studyNotes).where(eq(studyNotes.categoryId, id)),
      ])
      if ((v[0]?.n ?? 0) + (n[0]?.n ?? 0) > 0) return false
      await db.delete(mediaCategories).where(eq(mediaCategories.id, id))
      return true
    },

    async listVideos({ categoryId, q, limit, offset }: Filter) {
      const conditions: SQL[] = []
      if (categoryId) conditions.push(eq(lectureVideos.categoryId, categoryId))
      if (q)
        conditions.push(
          or(ilike(lectureVideos.title, contains(q)), ilike(lectureVideos.subject, contains(q)))!,
        )
      const where = and(...conditions)
      const [rows, [total]] = await Promise.all([
        db
          .select({ video: lectureVideos, categoryName: mediaCategories.name })
          .from(lectureVideos)
          .innerJoin(mediaCategories, eq(mediaCategories.id, lectureVideos.categoryId))
          .where(where)
          .orderBy(desc(lectureVideos.createdAt), desc(lectureVideos.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(lectureVideos).where(where),
      ])
      return { rows, total: total?.n ?? 0 }
    },

    findVideo: (id: string) =>
      one(
        db
          .select({ video: lectureVideos, categoryName: mediaCategories.name })
          .from(lectureVideos)
          .innerJoin(mediaCategories, eq(mediaCategories.id, lectureVideos.categoryId))
          .where(eq(lectureVideos.id, id))
          .limit(1),
      ),

    insertVideo: (values: VideoValues) => one(db.insert(lectureVideos).values(values).returning()),

    updateVideo: (id: string, values: Partial<VideoValues>) =>
      one(db.update(lectureVideos).set(values).where(eq(lectureVideos.id, id)).returning()),

    deleteVideo: (id: string) =>
      one(db.delete(lectureVideos).where(eq(lectureVideos.id, id)).returning()),

    async listNotes({ categoryId, q, limit, offset }: Filter) {
      const conditions: SQL[] = []
      if (categoryId) conditions.push(eq(studyNotes.categoryId, categoryId))
      if (q)
        conditions.push(
          or(ilike(studyNotes.title, contains(q)), ilike(studyNotes.system, contains(q)))!,
        )
      const where = and(...conditions)
      const [rows, [total]] = await Promise.all([
        db
          .select({ note: studyNotes, categoryName: mediaCategories.name })
          .from(studyNotes)
          .innerJoin(mediaCategories, eq(mediaCategories.id, studyNotes.categoryId))
          .where(where)
          .orderBy(desc(studyNotes.createdAt), desc(studyNotes.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(studyNotes).where(where),
      ])
      return { rows, total: total?.n ?? 0 }
    },

    findNote: (id: string) =>
      one(
        db
          .select({ note: studyNotes, categoryName: mediaCategories.name })
          .from(studyNotes)
          .innerJoin(mediaCategories, eq(mediaCategories.id, studyNotes.categoryId))
          .where(eq(studyNotes.id, id))
          .limit(1),
      ),

    insertNote: (values: NoteValues) => one(db.insert(studyNotes).values(values).returning()),

    updateNote: (id: string, values: Partial<NoteValues>) =>
      one(db.update(studyNotes).set(values).where(eq(studyNotes.id, id)).returning()),

    deleteNote: (id: string) => one(db.delete(studyNotes).where(eq(studyNotes.id, id)).returning()),
  }
}

export type LibraryAdminRepository = ReturnType<typeof libraryAdminRepository>
