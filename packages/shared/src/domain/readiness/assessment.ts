import { estimateAbility, type TAbilityEstimate, type TScoredResponse } from './ability'
import { effectiveScore, effectiveSteps, type TBank } from './bank'
import { CLIENT_NEEDS, type TClientNeed, type TExamConfig } from './exams'
import { nextRandom } from './random'
import {
  bandFor,
  categoryReport,
  probabilityAboveStandard,
  type TCategoryReport,
  type TReadinessBand,
} from './report'
import { selectPretestItem, selectScoredItem } from './selection'
import { checkStop, type TStopDecision, timeOutDecision } from './stop-rules'

/** One administered item; `score` is null while it awaits its answer. */
export type TAdministeredItem = {
  itemId: string
  clientNeed: TClientNeed
  /** The steps it is scored on (partial credit off: one full-credit step). */
  steps: number[]
  /** The item's own number of score points, for validating raw scores. */
  maxScore: number
  pretest: boolean
  /** Raw points earned (0…maxScore). */
  score: number | null
}

/** After each answered item: the estimate then (unchanged by a pretest item). */
export type TTracePoint = { theta: number; se: number; pretest: boolean }

/** Plain JSON: the server stores it between requests and passes it back. */
export type TAssessmentState = {
  version: 1
  config: TExamConfig
  /** Items from the student's earlier assessments, avoided while others remain. */
  seen: string[]
  rng: number
  /** 0-based positions of the unscored pretest items, all within the first minItems. */
  pretestPositions: number[]
  items: TAdministeredItem[]
  estimate: TAbilityEstimate
  trace: TTracePoint[]
  stop: TStopDecision | null
}

export class AssessmentError extends Error {
  constructor(
    readonly code: 'finished' | 'wrong-item' | 'invalid-score' | 'empty-bank',
    message: string,
  ) {
    super(message)
  }
}

function scoredResponses(
  state: TAssessmentState,
): (TScoredResponse & { clientNeed: TClientNeed })[] {
  const out: (TScoredResponse & { clientNeed: TClientNeed })[] = []
  for (const item of state.items) {
    if (item.pretest || item.score === null) continue
    out.push({
      steps: item.steps,
      score: effectiveScore(item.maxScore, item.score, state.config.partialCredit),
      clientNeed: item.clientNeed,
    })
  }
  return out
}

/** Choose and append the next item (pretest slot or scored), or stop if the bank is used up. */
function administerNext(state: TAssessmentState, bank: TBank): TAssessmentState {
  const used = new Set(state.items.map((item) => item.itemId))
  const seen = new Set(state.seen)
  const position = state.items.length
  const pretest = state.pretestPositions.includes(position)
  const counts = {} as Record<TClientNeed, number>
  for (const need of CLIENT_NEEDS) counts[need] = 0
  for (const item of state.items) if (!item.pretest) counts[item.clientNeed]++
  const choice = pretest
    ? selectPretestItem(bank, { used, seen, rng: state.rng })
    : selectScoredItem(bank, state.config, {
        theta: state.estimate.theta,
        used,
        seen,
        counts,
        rng: state.rng,
      })
  if (!choice) {
    if (state.items.length === 0) throw new AssessmentError('empty-bank', 'The item bank is empty.')
    const passed = state.estimate.theta > state.config.passingStandard
    return { ...state, stop: { reason: 'bank-exhausted', passed } }
  }
  const { item } = choice
  return {
    ...state,
    rng: choice.rng,
    items: [
      ...state.items,
      {
        itemId: item.id,
        clientNeed: item.clientNeed,
        steps: [...effectiveSteps(item.steps, state.config.partialCredit)],
        maxScore: item.steps.length,
        pretest,
        score: null,
      },
    ],
  }
}

/**
 * Begin an assessment: positions for the pretest items, the prior as the first estimate, and the
 * first item chosen. `seed` makes every random choice reproducible (tests, simulations).
 */
export function startAssessment(
  config: TExamConfig,
  bank: TBank,
  options: { seen?: readonly string[]; seed: number },
): TAssessmentState {
  let rng = options.seed | 0
  // A partial Fisher–Yates shuffle of 0…minItems−1 picks the pretest positions.
  const positions = Array.from({ length: config.minItems }, (_, i) => i)
  const count = Math.min(config.pretestItems, config.minItems)
  for (let i = 0; i < count; i++) {
    const step = nextRandom(rng)
    rng = step.state
    const j = i + Math.floor(step.value * (positions.length - i))
    ;[positions[i], positions[j]] = [positions[j]!, positions[i]!]
  }
  const estimate: TAbilityEstimate = {
    theta: config.prior.mean,
    se: config.prior.sd,
    method: 'eap',
  }
  const state: TAssessmentState = {
    version: 1,
    config,
    seen: [...(options.seen ?? [])],
    rng,
    pretestPositions: positions.slice(0, count).sort((a, b) => a - b),
    items: [],
    estimate,
    trace: [],
    stop: null,
  }
  return administerNext(state, bank)
}

/** The item awaiting an answer, or null once the assessment has stopped. */
export function currentItemId(state: TAssessmentState): string | null {
  if (state.stop) return null
  const last = state.items[state.items.length - 1]
  return last && last.score === null ? last.itemId : null
}

/**
 * Record the answer to the current item (raw points, 0…its maximum), re-estimate ability from
 * the scored items, apply the stop rules, and choose the next item unless stopped.
 */
export function answerItem(
  state: TAssessmentState,
  bank: TBank,
  itemId: string,
  score: number,
): TAssessmentState {
  if (state.stop) throw new AssessmentError('finished', 'The assessment has ended.')
  const current = state.items[state.items.length - 1]
  if (!current || current.score !== null || current.itemId !== itemId) {
    throw new AssessmentError('wrong-item', 'That is not the current item.')
  }
  if (!Number.isInteger(score) || score < 0 || score > current.maxScore) {
    throw new AssessmentError(
      'invalid-score',
      `Score must be an integer from 0 to ${current.maxScore}.`,
    )
  }
  const items = [...state.items.slice(0, -1), { ...current, score }]
  let next: TAssessmentState = { ...state, items }
  if (!current.pretest) {
    next.estimate = estimateAbility(scoredResponses(next), {
      prior: state.config.prior,
      start: state.estimate.theta,
    })
  }
  next.trace = [
    ...state.trace,
    { theta: next.estimate.theta, se: next.estimate.se, pretest: current.pretest },
  ]
  const stop = checkStop(state.config, {
    administered: items.length,
    theta: next.estimate.theta,
    se: next.estimate.se,
  })
  if (stop) return { ...next, stop }
  next = administerNext(next, bank)
  return next
}

/**
 * The time limit has passed (the server keeps the clock): the run-out-of-time rule decides.
 * An item on screen but unanswered does not count.
 */
export function expireAssessment(state: TAssessmentState): TAssessmentState {
  if (state.stop) return state
  const answered = state.items.filter((item) => item.score !== null)
  const estimates = state.trace.filter((point) => !point.pretest).map((point) => point.theta)
  return {
    ...state,
    items: answered,
    stop: timeOutDecision(state.config, answered.length, estimates),
  }
}

export type TReadinessResult = {
  exam: TExamConfig['exam']
  passingStandard: number
  passed: boolean
  stopReason: TStopDecision['reason']
  theta: number
  se: number
  interval: { low: number; high: number }
  probabilityAboveStandard: number
  band: TReadinessBand
  itemsAdministered: number
  scoredItems: number
  trace: TTracePoint[]
  categories: TCategoryReport[]
}

export function assessmentResult(state: TAssessmentState): TReadinessResult {
  if (!state.stop) throw new AssessmentError('finished', 'The assessment has not ended yet.')
  const { config, estimate } = state
  const responses = scoredResponses(state)
  const probability = probabilityAboveStandard(estimate.theta, estimate.se, config.passingStandard)
  return {
    exam: config.exam,
    passingStandard: config.passingStandard,
    passed: state.stop.passed,
    stopReason: state.stop.reason,
    theta: estimate.theta,
    se: estimate.se,
    interval: {
      low: estimate.theta - config.confidenceZ * estimate.se,
      high: estimate.theta + config.confidenceZ * estimate.se,
    },
    probabilityAboveStandard: probability,
    band: bandFor(probability),
    itemsAdministered: state.items.length,
    scoredItems: responses.length,
    trace: state.trace,
    categories: categoryReport(config, responses),
  }
}
