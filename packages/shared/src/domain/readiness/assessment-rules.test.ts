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
import { indexBank, type TBankItem } from './bank'
import { CLIENT_NEEDS, EXAM_CONFIGS } from './exams'
import { createRandom } from './random'
import { simulatedAnswer, syntheticBank } from './test-bank'

/** The engine's rules one at a time, each with the value a student or the server would see. */
const rn = EXAM_CONFIGS['nclex-rn']
const bank = indexBank(syntheticBank(rn, 1500, 21))

/** `error` thrown by `run`, for its code and message. */
function thrown(run: () => unknown): AssessmentError {
  try {
    run()
  } catch (error) {
    if (error instanceof AssessmentError) return error
    throw error
  }
  throw new Error('nothing was thrown')
}

describe('starting', () => {
  it('begins at the prior (EAP) with the seen list copied and the first item awaiting its answer', () => {
    const state = startAssessment(rn, bank, { seed: 4, seen: ['an-old-item'] })
    expect(state.estimate).toEqual({ theta: 0, se: 1, method: 'eap' })
    expect(state.seen).toEqual(['an-old-item'])
    expect(state.trace).toEqual([])
    expect(state.stop).toBeNull()
    const shifted = startAssessment({ ...rn, prior: { mean: 0.5, sd: 2 } }, bank, { seed: 4 })
    expect(shifted.estimate).toEqual({ theta: 0.5, se: 2, method: 'eap' })
    expect(shifted.seen).toEqual([])
  })

  it('places the pretest items at distinct sorted positions spread over all of the first 85', () => {
    let sum = 0
    let count = 0
    const used = new Set<number>()
    for (let seed = 1; seed <= 200; seed++) {
      const { pretestPositions } = startAssessment(rn, bank, { seed })
      expect(pretestPositions).toHaveLength(15)
      expect(new Set(pretestPositions).size).toBe(15)
      expect(pretestPositions).toEqual([...pretestPositions].sort((a, b) => a - b))
      for (const p of pretestPositions) {
        used.add(p)
        sum += p
        count++
      }
    }
    // Uniform over 0…84: mean 42; every position drawn at some seed.
    expect(Math.abs(sum / count - 42)).toBeLessThan(2)
    expect(used.size).toBe(85)
  })

  it('gives one seed the same positions every time; no pretest items means none', () => {
    const a = startAssessment(rn, bank, { seed: 99 }).pretestPositions
    expect(startAssessment(rn, bank, { seed: 99 }).pretestPositions).toEqual(a)
    expect(
      startAssessment({ ...rn, pretestItems: 0 }, bank, { seed: 99 }).pretestPositions,
    ).toEqual([])
  })

  it('refuses an empty bank', () => {
    const error = thrown(() => startAssessment(rn, indexBank([]), { seed: 1 }))
    expect(error.code).toBe('empty-bank')
    expect(error.message).toBe('The item bank is empty.')
  })
})

describe('answering', () => {
  it('never gives one item twice in an assessment', () => {
    const config = { ...rn, confidenceZ: Number.POSITIVE_INFINITY }
    const answer = simulatedAnswer(createRandom(3))
    let state = startAssessment(config, bank, { seed: 3 })
    while (!state.stop) {
      const id = currentItemId(state)!
      state = answerItem(state, bank, id, answer(0.2, bank.byId.get(id)!.steps))
    }
    const ids = state.items.map((item) => item.itemId)
    expect(ids).toHaveLength(150)
    expect(new Set(ids).size).toBe(150)
  })

  it('says why an answer is refused: ended, not the current item, not a possible score', () => {
    const state = startAssessment({ ...rn, pretestItems: 0 }, bank, { seed: 2 })
    const id = currentItemId(state)!
    const other = thrown(() => answerItem(state, bank, 'other', 1))
    expect([other.code, other.message]).toEqual(['wrong-item', 'That is not the current item.'])
    for (const score of [-1, 2, 0.5]) {
      const bad = thrown(() => answerItem(state, bank, id, score))
      expect([bad.code, bad.message]).toEqual([
        'invalid-score',
        'Score must be an integer from 0 to 1.',
      ])
    }
    // The current item already answered (a state stored mid-write): refused, not re-scored.
    const answered: TAssessmentState = {
      ...state,
      items: state.items.map((item) => ({ ...item, score: 1 })),
    }
    expect(currentItemId(answered)).toBeNull()
    expect(thrown(() => answerItem(answered, bank, id, 0)).code).toBe('wrong-item')
    // No item at all.
    expect(thrown(() => answerItem({ ...state, items: [] }, bank, id, 1)).code).toBe('wrong-item')
    const ended = { ...state, stop: { reason: 'time' as const, passed: false } }
    expect(currentItemId(ended)).toBeNull()
    const late = thrown(() => answerItem(ended, bank, id, 1))
    expect([late.code, late.message]).toEqual(['finished', 'The assessment has ended.'])
    const early = thrown(() => assessmentResult(state))
    expect([early.code, early.message]).toEqual(['finished', 'The assessment has not ended yet.'])
  })

  it('estimates under the exam’s prior while every answer is right', () => {
    const first = (prior: { mean: number; sd: number }) => {
      const config = { ...rn, pretestItems: 0, prior }
      const state = startAssessment(config, bank, { seed: 6 })
      return answerItem(state, bank, currentItemId(state)!, 1).estimate
    }
    const usual = first({ mean: 0, sd: 1 })
    const hopeful = first({ mean: 1, sd: 0.5 })
    expect(usual.method).toBe('eap')
    expect(hopeful.theta).toBeGreaterThan(usual.theta + 0.5)
    expect(hopeful.se).toBeLessThan(usual.se)
  })
})

describe('a bank smaller than the test', () => {
  // Eight right/wrong items, one per category, all at b = 0; no pretest slots.
  const items: TBankItem[] = CLIENT_NEEDS.map((need) => ({
    id: need,
    clientNeed: need,
    steps: [0],
  }))
  const small = indexBank(items)

  function runOut(standard: number, answers: (i: number) => number) {
    let state = startAssessment({ ...rn, pretestItems: 0, passingStandard: standard }, small, {
      seed: 1,
    })
    for (let i = 0; !state.stop; i++)
      state = answerItem(state, small, currentItemId(state)!, answers(i))
    return state
  }

  it('stops when every item is used: passed when θ̂ is above the standard, not at or below it', () => {
    const mixed = (i: number) => (i < 5 ? 1 : 0) // 5 of 8 right: θ̂ = ln(5/3) = 0.5108
    const above = runOut(0, mixed)
    expect(above.items).toHaveLength(8)
    expect(above.stop).toEqual({ reason: 'bank-exhausted', passed: true })
    expect(above.estimate.theta).toBeCloseTo(Math.log(5 / 3), 6)
    expect(runOut(1, mixed).stop).toEqual({ reason: 'bank-exhausted', passed: false })
    // Exactly at the standard is not above it.
    expect(runOut(above.estimate.theta, mixed).stop).toEqual({
      reason: 'bank-exhausted',
      passed: false,
    })
    expect(assessmentResult(above)).toMatchObject({
      stopReason: 'bank-exhausted',
      passed: true,
      itemsAdministered: 8,
      scoredItems: 8,
    })
  })
})

describe('running out of time', () => {
  it('leaves an ended assessment as it is', () => {
    const ended = { ...startAssessment(rn, bank, { seed: 5 }) }
    ended.stop = { reason: 'confidence', passed: true }
    expect(expireAssessment(ended)).toBe(ended)
  })

  it('decides on the scored items’ estimates only: a pretest point after them does not count', () => {
    const state = startAssessment({ ...rn, minItems: 3, timeoutWindow: 2 }, bank, { seed: 5 })
    const answered = (pretest: boolean) => ({ ...state.items[0]!, score: 1, pretest })
    // Scored θ̂: −0.4 then 0.6; then a pretest item (its point repeats 0.6).
    const timed: TAssessmentState = {
      ...state,
      items: [answered(false), answered(false), answered(true)],
      trace: [
        { theta: -0.4, se: 1, pretest: false },
        { theta: 0.6, se: 0.9, pretest: false },
        { theta: 0.6, se: 0.9, pretest: true },
      ],
    }
    // The last two scored estimates are −0.4 and 0.6: not both above 0.
    expect(expireAssessment(timed).stop).toEqual({ reason: 'time', passed: false })
    const rising: TAssessmentState = {
      ...timed,
      trace: [
        { theta: 0.3, se: 1, pretest: false },
        { theta: 0.6, se: 0.9, pretest: false },
        { theta: -0.2, se: 0.9, pretest: true },
      ],
    }
    expect(expireAssessment(rising).stop).toEqual({ reason: 'time', passed: true })
  })
})
