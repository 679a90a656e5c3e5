import { percentage } from '@nurseready/shared/domain/grading'
import { CLIENT_NEED_LABELS, type TClientNeed } from '@nurseready/shared/domain/readiness/exams'
import type { TPerformance } from '@nurseready/shared/schemas/performance'
import type { Clock } from '../../lib/clock'
import type { PerformanceRepository } from './performance.repository'

type SubjectRank = Awaited<ReturnType<PerformanceRepository['rankedSubjects']>>[number]

/** How long the per-subject ranking (a scan of every student's answers) is reused. */
export const SUBJECT_RANKS_TTL_MS = 60_000
/** Completed tests shown on the trend. */
export const TREND_TESTS = 30

/**
 * The performance dashboard. Test percentiles are live; the per-subject ranking ranks every
 * student at once, so it is computed at most once a minute per process and reused.
 */
export function performanceService({ repo, clock }: { repo: PerformanceRepository; clock: Clock }) {
  let cache: { at: number; byUser: Map<string, SubjectRank[]> } | null = null
  let pending: Promise<Map<string, SubjectRank[]>> | null = null

  async function subjectRanks(): Promise<Map<string, SubjectRank[]>> {
    const now = clock.now().getTime()
    if (cache && now - cache.at < SUBJECT_RANKS_TTL_MS) return cache.byUser
    pending ??= repo
      .rankedSubjects()
      .then((rows) => {
        const byUser = new Map<string, SubjectRank[]>()
        for (const r of rows) {
          const list = byUser.get(r.user_id) ?? []
          list.push(r)
          byUser.set(r.user_id, list)
        }
        cache = { at: now, byUser }
        return byUser
      })
      .finally(() => {
        pending = null
      })
    return pending
  }

  return {
    async performance(userId: string): Promise<TPerformance> {
      const [tests, ranks, needs, average] = await Promise.all([
        repo.rankedTests(userId, TREND_TESTS),
        subjectRanks(),
        repo.clientNeeds(userId),
        repo.averageSeconds(userId),
      ])
      const subjects = [...(ranks.get(userId) ?? [])].sort(
        (a, b) => a.position - b.position || a.subject.localeCompare(b.subject),
      )
      return {
        tests: tests.map((t) => ({
          code: t.code,
          completedAt: new Date(t.completed_at).toISOString(),
          percent: percentage(t.marks_scored, t.marks_possible),
          percentile: t.percentile,
          n: t.n,
          averageSeconds: t.average_seconds,
        })),
        subjects: subjects.map((s) => ({
          subject: s.subject,
          answered: s.answered,
          correct: s.correct,
          percent: percentage(s.correct, s.answered),
          percentile: s.percentile,
          n: s.n,
        })),
        clientNeeds: needs.map((c) => ({
          clientNeed: c.client_need,
          label: CLIENT_NEED_LABELS[c.client_need as TClientNeed] ?? c.client_need,
          answered: c.answered,
          correct: c.correct,
          percent: percentage(c.correct, c.answered),
        })),
        averageSecondsPerQuestion: average,
      }
    },
  }
}

export type PerformanceService = ReturnType<typeof performanceService>
