import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { papers, subjects } from '../../db/schema/index'

/** Aggregates over the papers' own counters (no scan of paper items): dashboard, analytics. */
export function statisticsRepository(db: Db) {
  // Dashboard figures, prepared once per connection. A timed paper past its deadline counts as
  // completed even before a request completes it.
  const done = sql`(${papers.status} = 'completed' or (${papers.mode} = 'time' and ${papers.pausedAt} is null and ${papers.deadlineAt} <= ${sql.placeholder('now')}::timestamptz))`
  const dashboardQuery = db
    .select({
      totalPapers: sql<number>`count(*)::int`,
      completedPapers: sql<number>`(count(*) filter (where ${done}))::int`,
      inProcessPapers: sql<number>`(count(*) filter (where not ${done}))::int`,
      marksScored: sql<number>`coalesce(sum(${papers.marksScored}) filter (where ${done}), 0)::int`,
      marksPossible: sql<number>`coalesce(sum(${papers.marksPossible}) filter (where ${done}), 0)::int`,
      correct: sql<number>`coalesce(sum(${papers.correctCount}) filter (where ${done}), 0)::int`,
      incorrect: sql<number>`coalesce(sum(${papers.answeredCount} - ${papers.correctCount}) filter (where ${done}), 0)::int`,
      notAttempted: sql<number>`coalesce(sum(${papers.questionCount} - ${papers.answeredCount}) filter (where ${done}), 0)::int`,
    })
    .from(papers)
    // An abandoned test is neither in process nor completed (issue 14).
    .where(and(eq(papers.userId, sql.placeholder('userId')), ne(papers.status, 'abandoned')))
    .prepare('dashboard_totals')

  return {
    /** Dashboard figures from the papers' own counters: one indexed aggregate, no item scan. */
    async dashboardTotals(userId: string, now: Date) {
      const [row] = await dashboardQuery.execute({ userId, now: now.toISOString() })
      return row!
    },

    async subjectTotals(userId: string) {
      return (
        db
          .select({
            subject: subjects.name,
            marksScored: sql<number>`coalesce(sum(${papers.marksScored}) filter (where ${papers.status} = 'completed'), 0)::int`,
            marksPossible: sql<number>`coalesce(sum(${papers.marksPossible}) filter (where ${papers.status} = 'completed'), 0)::int`,
            correct: sql<number>`coalesce(sum(${papers.correctCount}) filter (where ${papers.status} = 'completed'), 0)::int`,
            incorrect: sql<number>`coalesce(sum(${papers.answeredCount} - ${papers.correctCount}) filter (where ${papers.status} = 'completed'), 0)::int`,
            notAttempted: sql<number>`coalesce(sum(${papers.questionCount} - ${papers.answeredCount}) filter (where ${papers.status} = 'completed'), 0)::int`,
          })
          .from(papers)
          .innerJoin(subjects, eq(subjects.id, papers.subjectId))
          .where(eq(papers.userId, userId))
          .groupBy(subjects.name, subjects.position)
          // A subject with no answered question (in a completed paper) is no 0 / 0 row.
          .having(
            sql`coalesce(sum(${papers.answeredCount}) filter (where ${papers.status} = 'completed'), 0) > 0`,
          )
          .orderBy(asc(subjects.position), asc(subjects.name))
      )
    },
  }
}

export type StatisticsRepository = ReturnType<typeof statisticsRepository>
