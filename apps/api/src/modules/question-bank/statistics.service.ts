import { percentage } from '@nurseready/shared/domain/grading'
import type { TAnalytics, TDashboardCounts } from '@nurseready/shared/schemas/question-bank'
import type { Clock } from '../../lib/clock'
import type { PapersRepository } from './papers.repository'
import type { StatisticsRepository } from './statistics.repository'

type Deps = { repo: StatisticsRepository; papers: PapersRepository; clock: Clock }

/** The dashboard's counts and the analytics page: totals over a student's papers. */
export function statisticsService({ repo, papers, clock }: Deps) {
  return {
    async dashboard(userId: string, upcomingWebinars: number): Promise<TDashboardCounts> {
      const t = await repo.dashboardTotals(userId, clock.now())
      return { ...t, upcomingWebinars, overallPercent: percentage(t.marksScored, t.marksPossible) }
    },

    async analytics(userId: string, upcomingWebinars: number): Promise<TAnalytics> {
      await papers.completeExpired(userId, clock.now())
      const [t, subjects] = await Promise.all([
        repo.dashboardTotals(userId, clock.now()),
        repo.subjectTotals(userId),
      ])
      return {
        totals: {
          ...t,
          upcomingWebinars,
          overallPercent: percentage(t.marksScored, t.marksPossible),
        },
        subjects: subjects.map((s) => ({
          ...s,
          totalQuestions: s.correct + s.incorrect + s.notAttempted,
        })),
      }
    },
  }
}

export type StatisticsService = ReturnType<typeof statisticsService>
