import { describe, expect, it } from 'vitest'
import { effectiveScore, effectiveSteps, indexBank, type TBankItem } from './bank'
import { CLIENT_NEEDS, type TClientNeed } from './exams'
import { fullCreditDifficulty } from './model'

const item = (id: string, steps: number[], extra: Partial<TBankItem> = {}): TBankItem => ({
  id,
  clientNeed: 'management-of-care',
  steps,
  ...extra,
})

describe('indexing a bank', () => {
  it('files operational items by category (all eight present) and under-calibrated ones apart', () => {
    const a = item('a', [0.2])
    const b = item('b', [-1, 0.4], { clientNeed: 'physiological-adaptation' })
    const p = item('p', [0.1], { pretest: true })
    const bank = indexBank([a, b, p])
    expect([...bank.byNeed.keys()]).toEqual([...CLIENT_NEEDS])
    expect(bank.byNeed.get('management-of-care')).toEqual([a])
    expect(bank.byNeed.get('physiological-adaptation')).toEqual([b])
    expect(bank.byNeed.get('psychosocial-integrity')).toEqual([])
    expect(bank.pretestPool).toEqual([p])
    expect(bank.byId.get('p')).toBe(p)
    expect(bank.all).toEqual([a, b, p])
  })

  it('accepts a one-step item and refuses a repeated id, no steps, a non-finite step, an unknown category', () => {
    expect(indexBank([item('one', [0])]).byId.size).toBe(1)
    expect(() => indexBank([item('x', [0]), item('x', [1])])).toThrow('duplicate item id x')
    expect(() => indexBank([item('none', [])])).toThrow(
      'item none needs at least one finite step difficulty',
    )
    expect(() => indexBank([item('nan', [0.5, Number.NaN])])).toThrow(
      'item nan needs at least one finite step difficulty',
    )
    expect(() => indexBank([item('inf', [Number.POSITIVE_INFINITY])])).toThrow(
      'item inf needs at least one finite step difficulty',
    )
    expect(() =>
      indexBank([item('odd', [0], { clientNeed: 'bedside-manner' as TClientNeed })]),
    ).toThrow('item odd has an unknown client need')
  })
})

describe('scoring without partial credit (REx-PN)', () => {
  const steps = [-0.5, 0.5]

  it('keeps an item’s own steps where partial credit counts, and a one-step item’s always', () => {
    expect(effectiveSteps(steps, true)).toBe(steps)
    const single = [0.7]
    expect(effectiveSteps(single, false)).toBe(single)
  })

  it('replaces a multi-step item by one full-credit step, computed once per item', () => {
    const once = effectiveSteps(steps, false)
    // ln((e^½ + √(e + 4)) / 2), the θ where full credit is as likely as not
    expect(once).toHaveLength(1)
    expect(once[0]).toBeCloseTo(0.751578, 6)
    expect(once[0]).toBe(fullCreditDifficulty(steps))
    expect(effectiveSteps(steps, false)).toBe(once)
  })

  it('counts raw points with partial credit; without it, 1 only for full credit', () => {
    expect(effectiveScore(3, 2, true)).toBe(2)
    expect(effectiveScore(1, 1, false)).toBe(1)
    expect(effectiveScore(1, 0, false)).toBe(0)
    expect(effectiveScore(3, 3, false)).toBe(1)
    expect(effectiveScore(3, 2, false)).toBe(0)
    expect(effectiveScore(3, 0, false)).toBe(0)
  })
})
