import { describe, expect, it } from 'vitest'
import { answerItem, currentItemId, startAssessment } from './assessment'
import { indexBank, type TBankItem } from './bank'
import { blueprintTargets, CLIENT_NEEDS, EXAM_CONFIGS, type TClientNeed } from './exams'
import { createRandom } from './random'
import { categoriesByDeficit, selectPretestItem, selectScoredItem } from './selection'
import { simulatedAnswer, syntheticBank } from './test-bank'

const rn = EXAM_CONFIGS['nclex-rn']
const zero = () =>
  Object.fromEntries(CLIENT_NEEDS.map((need) => [need, 0])) as Record<TClientNeed, number>

describe('content balancing', () => {
  it('starts with the largest target share and then the one furthest below its share', () => {
    const order = categoriesByDeficit(rn, zero())
    expect(order.slice(0, 3)).toEqual([
      'management-of-care', // 18 %
      'pharmacological-and-parenteral-therapies', // 16 %
      'physiological-adaptation', // 14 %
    ])
    const counts = { ...zero(), 'management-of-care': 1 }
    expect(categoriesByDeficit(rn, counts)[0]).toBe('pharmacological-and-parenteral-therapies')
    expect(categoriesByDeficit(rn, counts).at(-1)).toBe('management-of-care')
  })

  it('keeps every category inside the RN blueprint over a 150-item assessment', () => {
    const config = { ...rn, confidenceZ: Number.POSITIVE_INFINITY } // never stops early
    const bank = indexBank(syntheticBank(rn, 1500, 5))
    const answer = simulatedAnswer(createRandom(6))
    const targets = blueprintTargets(rn.blueprint)
    let state = startAssessment(config, bank, { seed: 7 })
    let worst = 0
    while (!state.stop) {
      state = answerItem(state, bank, currentItemId(state)!, answer(0.1, state.items.at(-1)!.steps))
      const scored = state.items.filter((item) => !item.pretest)
      if (scored.length >= 20) {
        for (const need of CLIENT_NEEDS) {
          const count = scored.filter((item) => item.clientNeed === need).length
          // never more than one item away from the exact target count
          worst = Math.max(worst, Math.abs(count - targets[need] * scored.length))
        }
      }
    }
    expect(state.items).toHaveLength(150)
    expect(worst).toBeLessThanOrEqual(1)
    const scored = state.items.filter((item) => !item.pretest)
    expect(scored).toHaveLength(135)
    for (const need of CLIENT_NEEDS) {
      const share = (100 * scored.filter((item) => item.clientNeed === need).length) / 135
      expect(share).toBeGreaterThanOrEqual(rn.blueprint[need].min)
      expect(share).toBeLessThanOrEqual(rn.blueprint[need].max)
    }
  })
})

describe('maximum information with exposure control', () => {
  const need: TClientNeed = 'management-of-care'
  const items: TBankItem[] = [-2, -1, 0, 0.1, 0.2, 0.3, 0.45, 2].map((b) => ({
    id: `b${b}`,
    clientNeed: need,
    steps: [b],
  }))
  const bank = indexBank(items)
  const context = { theta: 0.16, used: new Set<string>(), seen: new Set<string>(), counts: zero() }

  it('draws at random among the k most informative items (nearest b for Rasch items)', () => {
    const config = { ...rn, exposureTopK: 3 }
    const picked = new Set<string>()
    for (let seed = 1; seed <= 200; seed++) {
      picked.add(selectScoredItem(bank, config, { ...context, rng: seed })!.item.id)
    }
    expect([...picked].sort()).toEqual(['b0.1', 'b0.2', 'b0.3'])
  })

  it('is deterministic for a given generator state and returns the advanced state', () => {
    const first = selectScoredItem(bank, rn, { ...context, rng: 42 })
    const again = selectScoredItem(bank, rn, { ...context, rng: 42 })
    expect(again).toEqual(first)
    expect(first!.rng).not.toBe(42)
  })

  it('with k = 1 always takes the single most informative item', () => {
    const config = { ...rn, exposureTopK: 1 }
    expect(selectScoredItem(bank, config, { ...context, rng: 9 })!.item.id).toBe('b0.2')
  })

  it('avoids items seen in earlier assessments while unseen ones remain', () => {
    const config = { ...rn, exposureTopK: 1 }
    const seen = new Set(['b0.2', 'b0.1', 'b0.3', 'b0.45', 'b0'])
    expect(selectScoredItem(bank, config, { ...context, seen, rng: 1 })!.item.id).toBe('b-1')
    const allSeen = new Set(items.map((item) => item.id))
    expect(selectScoredItem(bank, config, { ...context, seen: allSeen, rng: 1 })!.item.id).toBe(
      'b0.2',
    )
  })

  it('moves to the next category when one is used up, and gives null when all are', () => {
    const mixed = indexBank([
      ...items,
      { id: 'drug', clientNeed: 'pharmacological-and-parenteral-therapies', steps: [3] },
    ])
    const used = new Set(items.map((item) => item.id))
    expect(selectScoredItem(mixed, rn, { ...context, used, rng: 1 })!.item.id).toBe('drug')
    used.add('drug')
    expect(selectScoredItem(mixed, rn, { ...context, used, rng: 1 })).toBeNull()
  })

  it('fills pretest slots from under-calibrated items first', () => {
    const withPretest = indexBank([
      ...items,
      { id: 'new', clientNeed: need, steps: [0], pretest: true },
    ])
    const chosen = selectPretestItem(withPretest, { used: new Set(), seen: new Set(), rng: 3 })
    expect(chosen!.item.id).toBe('new')
    expect(withPretest.byNeed.get(need)!.some((item) => item.id === 'new')).toBe(false)
  })
})

describe('items seen in earlier assessments', () => {
  it('a second assessment on a 1,500-item bank repeats none of the first', () => {
    const bank = indexBank(syntheticBank(rn, 1500, 11))
    const answer = simulatedAnswer(createRandom(12))
    const run = (seen: string[], seed: number) => {
      let state = startAssessment({ ...rn, confidenceZ: Number.POSITIVE_INFINITY }, bank, {
        seen,
        seed,
      })
      while (!state.stop) {
        state = answerItem(state, bank, currentItemId(state)!, answer(0, state.items.at(-1)!.steps))
      }
      return state.items.map((item) => item.itemId)
    }
    const first = run([], 1)
    const second = run(first, 2)
    expect(second).toHaveLength(150)
    expect(second.filter((id) => first.includes(id))).toEqual([])
  })
})
