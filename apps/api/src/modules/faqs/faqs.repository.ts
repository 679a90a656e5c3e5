import { asc, count } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { faqs } from '../../db/schema/index'

export function faqsRepository(db: Db) {
  return {
    /** FAQs in their display order. */
    async list(limit: number, offset: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: faqs.id, question: faqs.question, answer: faqs.answer })
          .from(faqs)
          .orderBy(asc(faqs.position), asc(faqs.createdAt), asc(faqs.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(faqs),
      ])
      return { rows, total: total?.n ?? 0 }
    },

    /** Seeding: inserts an FAQ whose key is not there yet (never overwrites an edit). */
    async insertIfAbsent(values: {
      key: string
      question: string
      answer: string
      position: number
    }) {
      await db.insert(faqs).values(values).onConflictDoNothing({ target: faqs.key })
    },
  }
}

export type FaqsRepository = ReturnType<typeof faqsRepository>
