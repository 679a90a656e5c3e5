import { eq, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client'
import { paperItems, papers, questions, subjects } from '../../db/schema/index'
import type { Executor } from './papers.repository'

export type NewQuestion = typeof questions.$inferInsert

/** Questions this user has already been given (in any paper). */
const usedBy = (userId: string) =>
  sql`select pi.question_id from ${paperItems} pi join ${papers} p on p.id = pi.paper_id where p.user_id = ${userId}`

/** Subjects and their questions: the bank papers are drawn from. */
export function catalogRepository(db: Db) {
  return {
    async listSubjectStats(
      userId: string,
      style: string | undefined,
      limit: number,
      offset: number,
    ) {
      const styleFilter = style ? sql`and q.style = ${style}` : sql``
      const rows = await queryRows<{ id: string; name: string; total: number; used: number }>(
        db,
        sql`
        select s.id, s.name,
          (select count(*)::int from ${questions} q where q.subject_id = s.id ${styleFilter}) as total,
          (select count(distinct q.id)::int from ${questions} q
             where q.subject_id = s.id ${styleFilter} and q.id in (${usedBy(userId)})) as used
        from ${subjects} s
        order by s.position, s.name
        limit ${limit} offset ${offset}`,
      )
      const [totals] = await queryRows<{ subjects: number; all: number; used: number }>(
        db,
        sql`
        select (select count(*)::int from ${subjects}) as subjects,
          (select count(*)::int from ${questions} q where true ${styleFilter}) as all,
          (select count(distinct q.id)::int from ${questions} q where q.id in (${usedBy(userId)}) ${styleFilter}) as used`,
      )
      return { rows, totals: totals! }
    },

    async findSubject(id: string) {
      const [row] = await db.select().from(subjects).where(eq(subjects.id, id)).limit(1)
      return row
    },

    /**
     * Up to `count` questions of a subject and style: questions this user has not had yet come
     * first, and within that the question types take turns, so even a short test mixes them.
     */
    async pickQuestions(
      tx: Executor,
      userId: string,
      subjectId: string,
      style: string,
      count: number,
    ) {
      return queryRows<{ id: string; marks: number | null }>(
        tx,
        sql`
        select id, marks from (
          select q.id, q.marks, used,
            row_number() over (partition by used, q.type order by random()) as turn
          from (select q.*, q.id in (${usedBy(userId)}) as used from ${questions} q
                where q.subject_id = ${subjectId} and q.style = ${style}) q
        ) t
        order by used, turn, random()
        limit ${count}`,
      )
    },

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
