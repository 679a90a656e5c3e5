import { describe, expect, it } from 'vitest'
import {
  AssessmentError,
  answerItem,
  assessmentResult,
  currentItemId,
  expireAssessment,
  startAssessment,
  type TAssessmentState,
} from './assessment'
import { indexBank } from './bank'
import { EXAM_CONFIGS } from './exams'
import { fullCreditDifficulty } from './model'
import { createRandom } from './random'
import { simulatedAnswer, syntheticBank } from './test-bank'

const rn = EXAM_CONFIGS['nclex-rn']
const bank = indexBank(syntheticBank(rn, 1500, 21))

function sit(theta: number, seed: number, config = rn) {
  const answer = simulatedAnswer(createRandom(seed + 1000))
  let state = startAssessment(config, bank, { seed })
  while (!state.stop) {
    const id = currentItemId(state)!
    state = answerItem(state, bank, id, answer(theta, bank.byId.get(id)!.steps))
  }
  return state
}

describe('an assessment from start to result', () => {
  it('starts with a first item awaiting an answer and 15 pretest positions in the first 85', () => {
    const state = startAssessment(rn, bank, { seed: 1 })
    expect(currentItemId(state)).toBe(state.items[0]!.itemId)
    expect(state.pretestPositions).toHaveLength(15)
    expect(new Set(state.pretestPositions).size).toBe(15)
    expect(Math.max(...state.pretestPositions)).toBeLessThan(85)
  })

  it('a strong candidate passes by the confidence rule with a Very High band', () => {
    const state = sit(2, 3)
    const result = assessmentResult(state)
    expect(result).toMatchObject({ passed: true, stopReason: 'confidence', band: 'very-high' })
    expect(result.itemsAdministered).toBeGreaterThanOrEqual(85)
    expect(result.scoredItems).toBe(result.itemsAdministered - 15)
    expect(result.trace).toHaveLength(result.itemsAdministered)
    expect(result.interval.low).toBeGreaterThan(0)
    expect(result.interval.high - result.interval.low).toBeCloseTo(2 * 1.96 * result.se, 10)
    expect(result.categories).toHaveLength(8)
  })

  it('a weak candidate fails by the confidence rule with a Low band', () => {
    const result = assessmentResult(sit(-2, 4))
    expect(result).toMatchObject({ passed: false, stopReason: 'confidence', band: 'low' })
  })

  it('pretest answers do not move the estimate', () => {
    const state = sit(0.3, 5)
    state.trace.forEach((point, i) => {
      if (point.pretest && i > 0) expect(point.theta).toBe(state.trace[i - 1]!.theta)
    })
    expect(state.items.filter((item) => item.pretest)).toHaveLength(15)
  })

  it('survives a JSON round trip: a stored state continues exactly as the live one', () => {
    const answer = simulatedAnswer(createRandom(77))
    let live = startAssessment(rn, bank, { seed: 8, seen: ['x'] })
    for (let i = 0; i < 30; i++) {
      live = answerItem(live, bank, currentItemId(live)!, answer(0, live.items.at(-1)!.steps))
    }
    const stored = JSON.parse(JSON.stringify(live)) as TAssessmentState
    const next = (s: TAssessmentState) => answerItem(s, bank, currentItemId(s)!, 1)
    expect(next(stored)).toEqual(next(live))
  })

  it('refuses an answer to another item, an impossible score, and answers after the end', () => {
    const state = startAssessment(rn, bank, { seed: 2 })
    const id = currentItemId(state)!
    expect(() => answerItem(state, bank, 'other', 1)).toThrow(AssessmentError)
    expect(() => answerItem(state, bank, id, 2)).toThrow(/0 to 1/)
    expect(() => answerItem(state, bank, id, 0.5)).toThrow(AssessmentError)
    const ended = sit(2, 3)
    expect(() => answerItem(ended, bank, 'any', 1)).toThrow(/ended/)
    expect(() => assessmentResult(state)).toThrow(/not ended/)
  })
})

describe('running out of time', () => {
  it('fails below the minimum length even with every answer right', () => {
    let state = startAssessment(rn, bank, { seed: 9 })
    for (let i = 0; i < 40; i++) state = answerItem(state, bank, currentItemId(state)!, 1)
    const expired = expireAssessment(state)
    expect(expired.stop).toEqual({ reason: 'time', passed: false })
    expect(expired.items).toHaveLength(40) // the unanswered item on screen is dropped
    expect(currentItemId(expired)).toBeNull()
  })

  it('past the minimum passes when the last 60 estimates were above the standard', () => {
    // Never stop by confidence, answer right half the time around a high ability.
    const config = { ...rn, confidenceZ: Number.POSITIVE_INFINITY }
    const answer = simulatedAnswer(createRandom(10))
    let state = startAssessment(config, bank, { seed: 10 })
    for (let i = 0; i < 100; i++) {
      state = answerItem(state, bank, currentItemId(state)!, answer(1.5, state.items.at(-1)!.steps))
    }
    const scored = state.trace.filter((point) => !point.pretest).map((point) => point.theta)
    const expected = scored.slice(-60).every((theta) => theta > 0)
    expect(expireAssessment(state).stop).toEqual({ reason: 'time', passed: expected })
    expect(expected).toBe(true)
  })
})

describe('REx-PN: no partial credit', () => {
  const rex = EXAM_CONFIGS['rex-pn']
  const steps = [-0.5, 0.5]
  const polyBank = indexBank([
    { id: 'sata', clientNeed: 'management-of-care', steps },
    { id: 'other', clientNeed: 'management-of-care', steps: [0] },
  ])

  it('scores a multi-point item 1 only for full credit, at its full-credit difficulty', () => {
    const config = { ...rex, pretestItems: 0, exposureTopK: 1 }
    let state = startAssessment(config, polyBank, { seed: 1 })
    // The full-credit difficulty (0.7516) is further from θ = 0 than b = 0, so 'other' comes first.
    expect(currentItemId(state)).toBe('other')
    state = answerItem(state, polyBank, 'other', 1)
    expect(state.items[1]).toMatchObject({ itemId: 'sata', maxScore: 2 })
    expect(state.items[1]!.steps).toEqual([fullCreditDifficulty(steps)])
    const partial = answerItem(state, polyBank, 'sata', 1)
    // 1 right (b = 0) and full credit missed (b = 0.7516): a finite ML estimate between them.
    expect(partial.estimate.method).toBe('mle')
    const full = answerItem(state, polyBank, 'sata', 2)
    expect(full.estimate.method).toBe('eap') // all right
  })

  it('uses 90–150 items, 30 pretest, four hours', () => {
    expect(rex).toMatchObject({
      minItems: 90,
      maxItems: 150,
      pretestItems: 30,
      timeLimitMinutes: 240,
    })
    expect(startAssessment(rex, bank, { seed: 1 }).pretestPositions).toHaveLength(30)
  })
})
