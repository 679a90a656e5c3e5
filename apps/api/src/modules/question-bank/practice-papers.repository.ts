import { inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { questions } from '../../db/schema/index'

/** What a practice paper built from chosen questions needs to know of them. */
export function practicePapersRepository(db: Db) {
  return {
    async findQuestions(ids: string[]) {
      if (ids.length === 0) return []
      return db.select().from(questions).where(inArray(questions.id, ids))
    },
  }
}
