import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { questions, subjects } from '../../db/schema/index'

export type NewQuestion = typeof questions.$inferInsert

/** Subjects and their questions: the bank papers are drawn from. */
export function catalogRepository(db: Db) {
  return {
    /** Seeding: the subject's id, inserting it first when absent. */
    async ensureSubject(name: string, position: number): Promise<string> {
      await db
        .insert(subjects)
        .values({ name, position })
        .onConflictDoNothing({ target: subjects.name })
      const [row] = await db
        .select({ id: subjects.id })
        .from(subjects)
        .where(eq(subjects.name, name))
      if (!row) throw new Error(`subject ${name} missing after insert`)
      return row.id
    },

    /** Seeding: inserts questions whose key is not there yet. */
    async insertQuestionsIfAbsent(values: NewQuestion[]) {
      if (values.length === 0) return
      await db.insert(questions).values(values).onConflictDoNothing({ target: questions.key })
    },
  }
}

export type CatalogRepository = ReturnType<typeof catalogRepository>
