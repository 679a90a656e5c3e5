import { asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { faqs } from '../../db/schema/index'

type AfterWrite = (tx: Pick<Db, 'insert'>, id: string) => Promise<void>
export type FaqRow = { id: string; question: string; answer: string; position: number }

const columns = {
  id: faqs.id,
  question: faqs.question,
  answer: faqs.answer,
  position: faqs.position,
}

/** The admin's FAQ writes, each with its audit entry (`after`) in the same transaction. */
export function faqsAdminRepository(db: Db) {
  return {
    all: () =>
      db.select(columns).from(faqs).orderBy(asc(faqs.position), asc(faqs.createdAt), asc(faqs.id)),

    async find(id: string): Promise<FaqRow | undefined> {
      const [row] = await db.select(columns).from(faqs).where(eq(faqs.id, id)).limit(1)
      return row
    },

    /** A new FAQ at the end of the list. */
    async insert(values: { question: string; answer: string }, after: AfterWrite) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(faqs)
          .values({
            ...values,
            position: sql`(select coalesce(max(${faqs.position}), -1) + 1 from ${faqs})`,
          })
          .returning(columns)
        await after(tx, row!.id)
        return row!
      })
    },

    async update(id: string, values: { question: string; answer: string }, after: AfterWrite) {
      return db.transaction(async (tx) => {
        const [row] = await tx.update(faqs).set(values).where(eq(faqs.id, id)).returning(columns)
        if (row) await after(tx, id)
        return row
      })
    },

    async remove(id: string, after: AfterWrite) {
      return db.transaction(async (tx) => {
        const rows = await tx.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id })
        if (rows.length) await after(tx, id)
        return rows.length > 0
      })
    },

    /** Positions 0, 1, 2… in the order of `ids` (the caller checked they are all the FAQs). */
    async reorder(ids: string[], after: AfterWrite) {
      await db.transaction(async (tx) => {
        for (const [position, id] of ids.entries())
          await tx.update(faqs).set({ position }).where(eq(faqs.id, id))
        await after(tx, 'all')
      })
    },
  }
}

export type FaqsAdminRepository = ReturnType<typeof faqsAdminRepository>
