import { and, count, countDistinct, desc, eq, inArray, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client'
import { highlights, papers, questions, subjects } from '../../db/schema/index'

export type HighlightRow = typeof highlights.$inferSelect

export function highlightsRepository(db: Db) {
  return {
    async forQuestion(userId: string, questionId: string) {
      return db
        .select()
        .from(highlights)
        .where(and(eq(highlights.userId, userId), eq(highlights.questionId, questionId)))
        .orderBy(highlights.field, highlights.start)
    },

    async countForQuestion(userId: string, questionId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(highlights)
        .where(and(eq(highlights.userId, userId), eq(highlights.questionId, questionId)))
      return row?.n ?? 0
    },

    async insert(values: typeof highlights.$inferInsert) {
      const [row] = await db.insert(highlights).values(values).returning()
      return row!
    },

    async remove(userId: string, id: string) {
      const rows = await db
        .delete(highlights)
        .where(and(eq(highlights.id, id), eq(highlights.userId, userId)))
        .returning({ id: highlights.id })
      return rows.length > 0
    },

    /** The student's highlighted questions, the most recently highlighted first (paged in SQL). */
    async pageOfQuestions(userId: string, limit: number, offset: number) {
      const [rows, [total]] = await Promise.all([
        queryRows<{ question_id: string; last: string; subject: string }>(
          db,
          sql`
          select h.question_id, max(h.created_at) as last, s.name as subject
          from ${highlights} h
          join ${questions} q on q.id = h.question_id
          join ${subjects} s on s.id = q.subject_id
          where h.user_id = ${userId}
          group by h.question_id, s.name
          order by last desc, h.question_id
          limit ${limit} offset ${offset}`,
        ),
        db
          .select({ n: countDistinct(highlights.questionId) })
          .from(highlights)
          .where(eq(highlights.userId, userId)),
      ])
      return { rows, total: total?.n ?? 0 }
    },

    /** The highlights of these questions, with the student's paper each was made in. */
    async ofQuestions(userId: string, questionIds: string[]) {
      if (questionIds.length === 0) return []
      return db
        .select({ highlight: highlights, code: papers.code })
        .from(highlights)
        .leftJoin(papers, and(eq(papers.id, highlights.paperId), eq(papers.userId, userId)))
        .where(and(eq(highlights.userId, userId), inArray(highlights.questionId, questionIds)))
        .orderBy(desc(highlights.createdAt))
    },

    /** Highlighted question ids, the most recently highlighted first. */
    async questionIds(userId: string, limit: number) {
      const rows = await queryRows<{ question_id: string }>(
        db,
        sql`
        select question_id from ${highlights} where user_id = ${userId}
        group by question_id order by max(created_at) desc, question_id limit ${limit}`,
      )
      return rows.map((r) => r.question_id)
    },
  }
}

export type HighlightsRepository = ReturnType<typeof highlightsRepository>
