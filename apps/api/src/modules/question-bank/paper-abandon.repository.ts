import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { papers } from '../../db/schema/index'

/** Abandoning a paper: the only write is a guarded status change. */
export function paperAbandonRepository(db: Db) {
  return {
    /** Marks the paper abandoned if it is still in process; the row, or null when it was not. */
    async abandon(paperId: string, now: Date) {
      const [row] = await db
        .update(papers)
        .set({ status: 'abandoned', completedAt: now, pausedAt: null })
        .where(and(eq(papers.id, paperId), eq(papers.status, 'in process')))
        .returning()
      return row ?? null
    },
  }
}
