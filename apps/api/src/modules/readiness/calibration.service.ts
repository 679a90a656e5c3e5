import {
  CALIBRATION_DEFAULTS,
  calibrate,
  groupResponses,
  type TItemPrior,
} from '@nurseready/shared/domain/readiness/calibration'
import type { Clock } from '../../lib/clock'
import type { CalibrationRepository, ItemCalibration, ResponseRow } from './calibration.repository'

/** Responses at which an item counts as calibrated (the engine's threshold): then it anchors. */
export const CALIBRATED_AT = CALIBRATION_DEFAULTS.minResponses
/** A scheduled run is skipped when another process ran the job this recently. */
export const MIN_HOURS_BETWEEN_RUNS = 20

export type CalibrationSummary = {
  /** Tagged items (with an author difficulty). */
  items: number
  /** Items held fixed at their stored difficulty (calibrated in an earlier run). */
  anchors: number
  /** Items whose difficulty this run wrote (responses > 0, not anchors). */
  estimated: number
  /** Items now at or past CALIBRATED_AT responses. */
  calibrated: number
  students: number
  /** First answers per student and item that entered the estimate. */
  responses: number
  iterations: number
  converged: boolean
  populationMean: number
  populationSd: number
  durationMs: number
}

export type CalibrationOutcome =
  | { ran: true; summary: CalibrationSummary }
  | { ran: false; reason: 'locked' | 'recent' }

type Log = { info(obj: object, msg: string): void }

/** A student's first answer to each item only: a repeat (after feedback, in review) is practice. */
export function firstAnswers(rows: readonly ResponseRow[]): ResponseRow[] {
  const seen = new Set<string>()
  return rows.filter((row) => {
    const key = `${row.personId}\u0000${row.itemId}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/**
 * The calibration job (decision 0016): re-estimates item difficulties from students' answers by
 * marginal ML (`calibrate`), each new or provisional item with its author difficulty as prior,
 * every item calibrated in an earlier run (≥ CALIBRATED_AT responses) held fixed at its stored
 * difficulty, and the ability distribution's mean and SD estimated: so the anchors, not this
 * year's students, fix the scale, and the passing standard keeps its meaning. One process of a
 * deployment runs it at a time (an advisory lock); `force` skips the once-a-night check.
 */
export async function runCalibration(deps: {
  repo: CalibrationRepository
  clock: Clock
  log?: Log
  force?: boolean
}): Promise<CalibrationOutcome> {
  const { repo, clock, log } = deps
  const outcome = await repo.withLock(async (queries): Promise<CalibrationOutcome> => {
    const now = clock.now()
    const last = await queries.lastRunAt()
    if (!deps.force && last && now.getTime() - last.getTime() < MIN_HOURS_BETWEEN_RUNS * 3600_000)
      return { ran: false, reason: 'recent' }
    const started = Date.now()
    const items = await queries.items()
    const known = new Map(items.map((item) => [item.id, item]))
    const rows = firstAnswers((await queries.responses()).filter((r) => known.has(r.itemId)))
    const anchors = new Set<string>()
    const priors: TItemPrior[] = items.map((item) => {
      if (item.calibrated !== null && (item.responses ?? 0) >= CALIBRATED_AT) {
        anchors.add(item.id)
        return { itemId: item.id, difficulty: item.calibrated, fixed: true }
      }
      return { itemId: item.id, difficulty: item.authorDifficulty! }
    })
    const people = groupResponses(rows)
    const result = calibrate(people, priors, {
      estimatePopulation: true,
      tolerance: 1e-4,
      maxIterations: 500,
    })
    const writes: ItemCalibration[] = result.items
      .filter((item) => item.responses > 0)
      .map((item) => ({
        questionId: item.itemId,
        difficulty: item.steps.reduce((a, b) => a + b, 0) / item.steps.length,
        se: Number.isFinite(item.se[0]) ? item.se[0]! : null,
        responses: item.responses,
      }))
    await queries.save(writes, now)
    const summary: CalibrationSummary = {
      items: items.length,
      anchors: anchors.size,
      estimated: writes.filter((w) => !anchors.has(w.questionId)).length,
      calibrated: writes.filter((w) => w.responses >= CALIBRATED_AT).length,
      students: people.length,
      responses: rows.length,
      iterations: result.iterations,
      converged: result.converged,
      populationMean: result.population.mean,
      populationSd: result.population.sd,
      durationMs: Date.now() - started,
    }
    await queries.recordRun(now, summary)
    return { ran: true, summary }
  })
  const final: CalibrationOutcome = outcome ?? { ran: false, reason: 'locked' }
  if (final.ran)
    log?.info({ calibration: final.summary }, 'readiness calibration: difficulties written')
  else log?.info({ calibration: final }, `readiness calibration skipped (${final.reason})`)
  return final
}

/**
 * Runs the job every night at `hourUtc` in this process (each process of a deployment arms the
 * timer; the lock and the last run's time let one of them do the work). Returns a stop function.
 */
export function scheduleCalibration(
  run: () => Promise<unknown>,
  options: { hourUtc: number; onError: (err: unknown) => void; now?: () => Date },
): () => void {
  let timer: NodeJS.Timeout | undefined
  let stopped = false
  const arm = () => {
    const now = options.now?.() ?? new Date()
    const next = new Date(now)
    next.setUTCHours(options.hourUtc, 0, 0, 0)
    if (next <= now) next.setUTCDate(next.getUTCDate() + 1)
    timer = setTimeout(async () => {
      try {
        await run()
      } catch (err) {
        options.onError(err)
      }
      if (!stopped) arm()
    }, next.getTime() - now.getTime())
    timer.unref()
  }
  arm()
  return () => {
    stopped = true
    clearTimeout(timer)
  }
}
