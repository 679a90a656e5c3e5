import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client'
import { paperItems, papers, questions, subjects } from '../../db/schema/index'

/** A completed test's score, exact to six places and as text, so equal scores compare equal. */
const SCORE = sql.raw(
  `(case when marks_possible > 0 then round(marks_scored::numeric / marks_possible, 6) else round(0::numeric, 6) end)::text`,
)

/** The performance dashboard's figures: trend, subjects, client needs, percentile ranks. */
export function performanceRepository(db: Db) {
  return {
    /**
     * The student's latest completed tests, with their score (marks over possible, rounded to six
     * places as text, exactly as scoreDistribution() groups it) and average seconds per question.
     */
    async studentTests(userId: string, limit: number) {
      return queryRows<{
        code: string
        completed_at: Date | string
        marks_scored: number
        marks_possible: number
        score: string
        average_seconds: number | null
      }>(
        db,
        sql`
        with mine as (
          select id, code, completed_at, marks_scored, marks_possible, ${SCORE} as score
          from ${papers} where user_id = ${userId} and status = 'completed'
          order by completed_at desc limit ${limit}
        )
        select m.code, m.completed_at, m.marks_scored, m.marks_possible, m.score,
          (select round(avg(pi.time_spent_seconds))::int from ${paperItems} pi
            where pi.paper_id = m.id and pi.time_spent_seconds is not null) as average_seconds
        from mine m order by m.completed_at asc`,
      )
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

    /** The student's answered questions per client-need category (completed papers). */
    async clientNeeds(userId: string) {
      return queryRows<{ client_need: string; answered: number; correct: number }>(
        db,
        sql`
        select q.client_need, count(*)::int as answered,
          (count(*) filter (where pi.is_correct))::int as correct
        from ${paperItems} pi
        join ${papers} p on p.id = pi.paper_id and p.status = 'completed' and p.user_id = ${userId}
        join ${questions} q on q.id = pi.question_id
        where pi.answered_at is not null and q.client_need is not null
        group by q.client_need order by q.client_need`,
      )
    },

    /** The student's average seconds per answered question (every paper), or null. */
    async averageSeconds(userId: string) {
      const [row] = await queryRows<{ s: number | null }>(
        db,
        sql`select round(avg(pi.time_spent_seconds))::int as s from ${paperItems} pi
          join ${papers} p on p.id = pi.paper_id and p.user_id = ${userId}
          where pi.time_spent_seconds is not null`,
      )
      return row?.s ?? null
    },
  }
}

export type PerformanceRepository = ReturnType<typeof performanceRepository>
