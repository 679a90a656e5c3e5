import { eq, inArray, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client'
import {
  caseStudies,
  paperItems,
  papers,
  questionFlags,
  questions,
  subjects,
} from '../../db/schema/index'
import type { Executor } from './papers.repository'

export type NewQuestion = typeof questions.$inferInsert

/** Questions this user has already been given (in any paper). */
const usedBy = (userId: string) =>
  sql`select pi.question_id from ${paperItems} pi join ${papers} p on p.id = pi.paper_id where p.user_id = ${userId}`

/** What a custom test draws from: style, subjects, client needs (none: all) and pool. */
export type Choice = {
  /** Empty (the counts only): both styles; likewise no subjects means every subject. */
  style: string | undefined
  subjectIds: string[]
  clientNeeds: string[]
  pool: 'all' | 'unused' | 'incorrect' | 'flagged'
}

/** Questions whose latest answer by this user was wrong. */
const lastWrong = (userId: string) => sql`
  select question_id from (
    select distinct on (pi.question_id) pi.question_id, pi.is_correct
    from ${paperItems} pi join ${papers} p on p.id = pi.paper_id
    where p.user_id = ${userId} and pi.answered_at is not null
    order by pi.question_id, pi.answered_at desc
  ) last where not is_correct`

const flaggedBy = (userId: string) =>
  sql`select question_id from ${questionFlags} where user_id = ${userId}`

/** The questions of a choice (style, subjects, client needs), with `used` per question. */
function chosen(
  userId: string,
  c: Omit<Choice, 'pool' | 'style'> & { style?: string | undefined },
) {
  const subjectsSql = sql.join(
    c.subjectIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )
  const needs =
    c.clientNeeds.length > 0
      ? sql`and q.client_need in (${sql.join(
          c.clientNeeds.map((n) => sql`${n}`),
          sql`, `,
        )})`
      : sql``
  const style = c.style ? sql`and q.style = ${c.style}` : sql``
  const inSubjects = c.subjectIds.length > 0 ? sql`and q.subject_id in (${subjectsSql})` : sql``
  // Only published items go into new tests (drafts, archived and superseded versions do not).
  return sql`select q.*, q.id in (${usedBy(userId)}) as used from ${questions} q
    where q.status = 'published' ${style} ${inSubjects} ${needs}`
}

function poolFilter(userId: string, pool: Choice['pool']) {
  switch (pool) {
    case 'all':
      return sql`true`
    case 'unused':
      return sql`not q.used`
    case 'incorrect':
      return sql`q.id in (${lastWrong(userId)})`
    case 'flagged':
      return sql`q.id in (${flaggedBy(userId)})`
  }
}

/** Subjects and their questions: the bank papers are drawn from. */
export function catalogRepository(db: Db) {
  return {
    async listSubjectStats(
      userId: string,
      style: string | undefined,
      limit: number,
      offset: number,
    ) {
      // Counts of what a new test can draw: published items only (migration 0016).
      const styleFilter = style
        ? sql`and q.status = 'published' and q.style = ${style}`
        : sql`and q.status = 'published'`
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
     * Up to `count` stand-alone questions (no case study's) of the choice: questions this user
     * has not had yet come first, and within that the question types take turns, so even a
     * short test mixes them.
     */
    async pickQuestions(tx: Executor, userId: string, choice: Choice, count: number) {
      return queryRows<{ id: string }>(
        tx,
        sql`
        select id from (
          select q.id, used,
            row_number() over (partition by used, q.type order by random()) as turn
          from (${chosen(userId, choice)}) q
          where ${poolFilter(userId, choice.pool)} and q.case_study_id is null
        ) t
        order by used, turn, random()
        limit ${count}`,
      )
    },

    /**
     * Up to `count` case studies of the choice, each as its questions' ids in step order: a case
     * counts when any of its items matches (style, subjects, client needs, pool), and cases none
     * of whose items this user has had come first.
     */
    async pickCases(tx: Executor, userId: string, choice: Choice, count: number) {
      if (count <= 0) return []
      const rows = await queryRows<{ ids: string[] }>(
        tx,
        sql`
        select (select array_agg(c.id order by c.case_step) from ${questions} c
                 where c.case_study_id = t.case_study_id) as ids
        from (
          select q.case_study_id, bool_or(q.used) as used
          from (${chosen(userId, choice)}) q
          where ${poolFilter(userId, choice.pool)} and q.case_study_id is not null
          group by q.case_study_id
        ) t
        order by t.used, random()
        limit ${count}`,
      )
      return rows.map((r) => r.ids)
    },

    /** Whole question rows by id (for their items and marks), in no particular order. */
    async questionsByIds(tx: Executor, ids: string[]) {
      if (ids.length === 0) return []
      return tx.select().from(questions).where(inArray(questions.id, ids))
    },

    /** How many questions each pool holds for a choice of style, subjects and client needs. */
    async poolCounts(
      userId: string,
      choice: Omit<Choice, 'pool' | 'style'> & { style?: string | undefined },
    ) {
      const [row] = await queryRows<{
        all: number
        unused: number
        incorrect: number
        flagged: number
      }>(
        db,
        sql`
        select count(*)::int as all,
          (count(*) filter (where ${poolFilter(userId, 'unused')}))::int as unused,
          (count(*) filter (where ${poolFilter(userId, 'incorrect')}))::int as incorrect,
          (count(*) filter (where ${poolFilter(userId, 'flagged')}))::int as flagged
        from (${chosen(userId, choice)}) q`,
      )
      return row!
    },

    async findSubjects(ids: string[]) {
      return db.select().from(subjects).where(inArray(subjects.id, ids))
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

    /** Seeding: the case study's id by its key, inserting it first when absent (never overwriting). */
    async ensureCaseStudy(values: typeof caseStudies.$inferInsert): Promise<string> {
      await db.insert(caseStudies).values(values).onConflictDoNothing({ target: caseStudies.key })
      const [row] = await db
        .select({ id: caseStudies.id })
        .from(caseStudies)
        .where(eq(caseStudies.key, values.key))
      if (!row) throw new Error(`case study ${values.key} missing after insert`)
      return row.id
    },
  }
}

export type CatalogRepository = ReturnType<typeof catalogRepository>
