import { sql } from 'drizzle-orm'
import { type Db, preparedRows, queryRows } from '../../db/client'
import { paperItems, papers, questions, subjects } from '../../db/schema/index'

/** A completed test's score, exact to six places and as text, so equal scores compare equal. */
const SCORE = sql.raw(
  `(case when marks_possible > 0 then round(marks_scored::numeric / marks_possible, 6) else round(0::numeric, 6) end)::text`,
)

type StudentTest = {
  code: string
  completed_at: string
  marks_scored: number
  marks_possible: number
  score: string
  average_seconds: number | null
}
type StudentSummary = {
  tests: StudentTest[] | null
  needs: { client_need: string; answered: number; correct: number }[] | null
  steps: PointsRow<'step'>[] | null
  types: PointsRow<'type'>[] | null
  average_seconds: number | null
}
/** Answered items of completed tests grouped by `K`: how many, marks earned and possible. */
type PointsRow<K extends string> = Record<K, string> & {
  items: number
  points: number
  possible: number
}

/** The performance dashboard's figures: trend, subjects, client needs, percentile ranks. */
export function performanceRepository(db: Db) {
  // The student's own figures in one prepared statement (one round trip, planned once per
  // connection): latest completed tests with their scores, client needs, average seconds.
  const summary = preparedRows<StudentSummary, { userId: string; limit: number }>(
    db,
    'performance_student_summary',
    sql`
    with mine as (
      select id, code, completed_at, marks_scored, marks_possible, ${SCORE} as score
      from ${papers} where user_id = ${sql.placeholder('userId')}::uuid and status = 'completed'
      order by completed_at desc limit ${sql.placeholder('limit')}::int
    ), tests as (
      select m.code, m.completed_at, m.marks_scored, m.marks_possible, m.score,
        (select round(avg(pi.time_spent_seconds))::int from ${paperItems} pi
          where pi.paper_id = m.id and pi.time_spent_seconds is not null) as average_seconds
      from mine m
    ), needs as (
      select q.client_need, count(*)::int as answered,
        (count(*) filter (where pi.is_correct))::int as correct
      from ${paperItems} pi
      join ${papers} p on p.id = pi.paper_id and p.status = 'completed'
        and p.user_id = ${sql.placeholder('userId')}::uuid
      join ${questions} q on q.id = pi.question_id
      where pi.answered_at is not null and q.client_need is not null
      group by q.client_need
    ), answered as (
      select q.clinical_judgment_step as step,
        case when q.type = 'matrix' then 'matrix-mc' else q.type end as type,
        pi.marks_awarded, pi.marks_possible
      from ${paperItems} pi
      join ${papers} p on p.id = pi.paper_id and p.status = 'completed'
        and p.user_id = ${sql.placeholder('userId')}::uuid
      join ${questions} q on q.id = pi.question_id
      where pi.answered_at is not null
    ), steps as (
      select step, count(*)::int as items, sum(marks_awarded)::int as points,
        sum(marks_possible)::int as possible
      from answered where step is not null group by step
    ), types as (
      select type, count(*)::int as items, sum(marks_awarded)::int as points,
        sum(marks_possible)::int as possible
      from answered group by type
    )
    select
      (select json_agg(t order by t.completed_at asc) from tests t) as tests,
      (select json_agg(n order by n.client_need) from needs n) as needs,
      (select json_agg(s) from steps s) as steps,
      (select json_agg(t) from types t) as types,
      (select round(avg(pi.time_spent_seconds))::int from ${paperItems} pi
        join ${papers} p on p.id = pi.paper_id and p.user_id = ${sql.placeholder('userId')}::uuid
        where pi.time_spent_seconds is not null) as average_seconds`,
  )

  return {
    /** The student's own figures (see `summary`); lists are empty when there is nothing. */
    async studentSummary(userId: string, limit: number) {
      const [row] = await summary({ userId, limit })
      return {
        tests: row?.tests ?? [],
        needs: row?.needs ?? [],
        steps: row?.steps ?? [],
        types: row?.types ?? [],
        averageSeconds: row?.average_seconds ?? null,
      }
    },

    /** How many completed tests (of every student) have each score: one scan, for percentiles. */
    async scoreDistribution() {
      return queryRows<{ score: string; n: number }>(
        db,
        sql`select ${SCORE} as score, count(*)::int as n from ${papers}
          where status = 'completed' group by 1 order by 1`,
      )
    },

    /**
     * Per subject, every student's share of correct answers over the answered questions of their
     * completed papers, ranked among the students who answered one; a student with no answered
     * question in a subject has no row there.
     */
    async rankedSubjects() {
      return queryRows<{
        user_id: string
        subject: string
        position: number
        answered: number
        correct: number
        percentile: number
        n: number
      }>(
        db,
        sql`
        with per_student as (
          select p.user_id, q.subject_id, count(*)::int as answered,
            (count(*) filter (where pi.is_correct))::int as correct
          from ${paperItems} pi
          join ${papers} p on p.id = pi.paper_id and p.status = 'completed'
          join ${questions} q on q.id = pi.question_id
          where pi.answered_at is not null
          group by p.user_id, q.subject_id
        ), scored as (
          select *, correct::numeric / answered as score from per_student
        )
        select r.user_id, s.name as subject, s.position, r.answered, r.correct, r.percentile, r.n
        from (
          select *, round(100.0 * ((rank() over w - 1) + 0.5 * count(*) over (partition by subject_id, score)) / count(*) over (partition by subject_id))::int as percentile,
            (count(*) over (partition by subject_id))::int as n
          from scored window w as (partition by subject_id order by score)
        ) r join ${subjects} s on s.id = r.subject_id`,
      )
    },
  }
}

export type PerformanceRepository = ReturnType<typeof performanceRepository>
