import { percentage } from '@nurseready/shared/domain/grading'
import { CLIENT_NEED_LABELS, type TClientNeed } from '@nurseready/shared/domain/readiness/exams'
import { ITEM_TYPES } from '@nurseready/shared/items/bodies'
import { CJ_STEP_LABELS, CJ_STEPS } from '@nurseready/shared/items/common'
import { ITEM_TYPE_LABELS, type TPerformance } from '@nurseready/shared/schemas/performance'
import type { Clock } from '../../lib/clock'
import type { PerformanceRepository } from './performance.repository'

type SubjectRank = Awaited<ReturnType<PerformanceRepository['rankedSubjects']>>[number]
type Distribution = { scores: string[]; below: number[]; equal: number[]; n: number }

/** How long the per-subject ranking and the test-score distribution are reused. */
export const SUBJECT_RANKS_TTL_MS = 60_000
/** Completed tests shown on the trend. */
export const TREND_TESTS = 30

/** A group's points as the page shows them: items, earned of possible and the percentage. */
const pointsOf = (g: { items: number; points: number; possible: number }) => ({
  items: g.items,
  points: g.points,
  possible: g.possible,
  percent: percentage(g.points, g.possible),
})

/** Percentile rank = (below + half the equal) / n as a whole percent, in integer arithmetic. */
export function percentileRank(below: number, equal: number, n: number): number {
  return n === 0 ? 0 : Math.round((100 * (2 * below + equal)) / (2 * n))
}

/**
 * One value computed at most once per `ttlMs` per process and shared by concurrent callers;
 * `reload` forces a fresh one (e.g. when it predates data the caller must see).
 */
function cachedFor<T>(ttlMs: number, clock: Clock, load: () => Promise<T>) {
  let cache: { at: number; value: T } | null = null
  let pending: Promise<{ at: number; value: T }> | null = null
  return async (reloadIfOlderThan?: number): Promise<{ at: number; value: T }> => {
    const now = clock.now().getTime()
    const fresh =
      cache && now - cache.at < ttlMs && !(reloadIfOlderThan && cache.at < reloadIfOlderThan)
    if (fresh) return cache!
    pending ??= load()
      .then((value) => {
        cache = { at: now, value }
        return cache
      })
      .finally(() => {
        pending = null
      })
    return pending
  }
}

/**
 * The performance dashboard. Ranking a test or a subject means looking at every student's, so
 * both rankings come from figures computed at most once a minute per process: the per-subject
 * ranks, and the distribution of completed tests' scores (one grouped scan; a test's percentile
 * is then a lookup). The distribution is reloaded at once when the student completed a test
 * after it was computed, so their own latest test is always counted.
 */
export function performanceService({ repo, clock }: { repo: PerformanceRepository; clock: Clock }) {
  const subjectRanks = cachedFor(SUBJECT_RANKS_TTL_MS, clock, async () => {
    const byUser = new Map<string, SubjectRank[]>()
    for (const r of await repo.rankedSubjects()) {
      const list = byUser.get(r.user_id) ?? []
      list.push(r)
      byUser.set(r.user_id, list)
    }
    return byUser
  })
  const distribution = cachedFor(SUBJECT_RANKS_TTL_MS, clock, async (): Promise<Distribution> => {
    const rows = await repo.scoreDistribution()
    const d: Distribution = { scores: [], below: [], equal: [], n: 0 }
    for (const r of rows) {
      d.scores.push(r.score)
      d.below.push(d.n)
      d.equal.push(r.n)
      d.n += r.n
    }
    return d
  })
  const rankIn = (d: Distribution, score: string) => {
    const i = d.scores.indexOf(score)
    if (i >= 0) return percentileRank(d.below[i]!, d.equal[i]!, d.n)
    // Not in the distribution (cannot happen after the reload below): rank by value.
    const below = d.scores.reduce(
      (sum, s, j) => (Number(s) < Number(score) ? sum + d.equal[j]! : sum),
      0,
    )
    return percentileRank(below, 0, d.n)
  }

  return {
    async performance(userId: string): Promise<TPerformance> {
      const [{ tests, needs, steps, types, averageSeconds: average }, ranks] = await Promise.all([
        repo.studentSummary(userId, TREND_TESTS),
        subjectRanks(),
      ])
      const latest = tests.length
        ? new Date(tests[tests.length - 1]!.completed_at).getTime()
        : undefined
      const { value: scores } = await distribution(latest !== undefined ? latest + 1 : undefined)
      const subjects = [...(ranks.value.get(userId) ?? [])].sort(
        (a, b) => a.position - b.position || a.subject.localeCompare(b.subject),
      )
      return {
        tests: tests.map((t) => ({
          code: t.code,
          completedAt: new Date(t.completed_at).toISOString(),
          percent: percentage(t.marks_scored, t.marks_possible),
          percentile: rankIn(scores, t.score),
          n: scores.n,
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
        // In the model's and the format's order; only groups with an answered item.
        clinicalJudgment: CJ_STEPS.flatMap((step) => {
          const g = steps.find((r) => r.step === step)
          return g ? [{ step, label: CJ_STEP_LABELS[step], ...pointsOf(g) }] : []
        }),
        itemTypes: ITEM_TYPES.flatMap((type) => {
          const g = types.find((r) => r.type === type)
          return g ? [{ type, label: ITEM_TYPE_LABELS[type], ...pointsOf(g) }] : []
        }),
      }
    },
  }
}

export type PerformanceService = ReturnType<typeof performanceService>
