import { describe, expect, it } from 'vitest'
import { indexBank, type TBank, type TBankItem } from './bank'
import { CLIENT_NEEDS, EXAM_CONFIGS, type TClientNeed } from './exams'
import { selectPretestItem, selectScoredItem } from './selection'

const rn = EXAM_CONFIGS['nclex-rn']
const need: TClientNeed = 'management-of-care'
const zero = () =>
  Object.fromEntries(CLIENT_NEEDS.map((n) => [n, 0])) as Record<TClientNeed, number>
const context = (extra: Partial<{ used: Set<string>; seen: Set<string> }> = {}) => ({
  theta: 0,
  used: new Set<string>(),
  seen: new Set<string>(),
  counts: zero(),
  ...extra,
})
const rasch = (id: string, b: number, extra: Partial<TBankItem> = {}): TBankItem => ({
  id,
  clientNeed: need,
  steps: [b],
  ...extra,
})

/** Every item `select` returns over 300 generator states. */
function drawn(select: (rng: number) => { item: TBankItem } | null): string[] {
  const ids = new Set<string>()
  for (let rng = 1; rng <= 300; rng++) ids.add(select(rng)!.item.id)
  return [...ids].sort()
}

describe('the k most informative items', () => {
  it('keeps the best k whatever order the bank lists them in', () => {
    // Information at θ = 0 falls with |b|: best 0 (B), then 0.3 (D), 0.6 (C), 2 (A).
    const orders = [
      ['A', 'B', 'C', 'D'],
      ['D', 'C', 'B', 'A'],
      ['C', 'A', 'D', 'B'],
      ['B', 'D', 'A', 'C'],
    ]
    const b: Record<string, number> = { A: 2, B: 0, C: 0.6, D: 0.3 }
    for (const order of orders) {
      const bank = indexBank(order.map((id) => rasch(id, b[id]!)))
      const two = { ...rn, exposureTopK: 2 }
      expect(
        drawn((rng) => selectScoredItem(bank, two, { ...context(), rng })),
        order.join(''),
      ).toEqual(['B', 'D'])
      const three = { ...rn, exposureTopK: 3 }
      expect(drawn((rng) => selectScoredItem(bank, three, { ...context(), rng }))).toEqual([
        'B',
        'C',
        'D',
      ])
      const one = { ...rn, exposureTopK: 1 }
      expect(selectScoredItem(bank, one, { ...context(), rng: 5 })!.item.id).toBe('B')
    }
  })

  it('between equally informative items keeps the one listed first', () => {
    const bank = indexBank([rasch('first', 0.4), rasch('second', -0.4), rasch('far', 3)])
    const one = { ...rn, exposureTopK: 1 }
    for (let rng = 1; rng <= 20; rng++)
      expect(selectScoredItem(bank, one, { ...context(), rng })!.item.id).toBe('first')
    // k = 2: a better item arriving later takes the place of the tie listed second.
    const later = indexBank([rasch('first', 0.4), rasch('second', -0.4), rasch('best', 0)])
    const two = { ...rn, exposureTopK: 2 }
    expect(drawn((rng) => selectScoredItem(later, two, { ...context(), rng }))).toEqual([
      'best',
      'first',
    ])
  })

  it('compares information per score point, so a three-point item does not crowd out the rest', () => {
    // At θ = 0 the steps −2, 0, 2 hold 0.488 in all, more than b = 1.2 (0.178), but 0.163 per point.
    const bank = indexBank([rasch('poly', 0, { steps: [-2, 0, 2] }), rasch('single', 1.2)])
    const one = { ...rn, exposureTopK: 1 }
    expect(selectScoredItem(bank, one, { ...context(), rng: 1 })!.item.id).toBe('single')
  })

  it('works on a bank indexed by hand with categories missing', () => {
    const item = rasch('only', 0)
    const bank: TBank = {
      byId: new Map([['only', item]]),
      byNeed: new Map([[need, [item]]]),
      pretestPool: [],
      all: [item],
    }
    expect(selectScoredItem(bank, rn, { ...context(), rng: 1 })!.item.id).toBe('only')
    expect(
      selectScoredItem(bank, rn, { ...context({ used: new Set(['only']) }), rng: 1 }),
    ).toBeNull()
  })
})

describe('pretest slots', () => {
  const bank = indexBank([
    rasch('new-used', 0, { pretest: true }),
    rasch('new-seen', 0, { pretest: true }),
    rasch('new-fresh', 0, { pretest: true }),
    rasch('old-fresh', 0),
    rasch('old-seen', 0),
  ])
  const pick = (used: string[], seen: string[]) =>
    drawn((rng) => selectPretestItem(bank, { used: new Set(used), seen: new Set(seen), rng }))

  it('take an under-calibrated item neither used now nor seen before', () => {
    expect(pick(['new-used'], ['new-seen'])).toEqual(['new-fresh'])
  })

  it('then any unused unseen item, then any unused item; none when all are used', () => {
    expect(pick(['new-used', 'new-fresh'], ['new-seen', 'old-seen'])).toEqual(['old-fresh'])
    expect(pick(['new-used', 'new-fresh', 'old-fresh'], ['new-seen', 'old-seen'])).toEqual([
      'new-seen',
      'old-seen',
    ])
    const all = ['new-used', 'new-seen', 'new-fresh', 'old-fresh', 'old-seen']
    expect(selectPretestItem(bank, { used: new Set(all), seen: new Set(), rng: 1 })).toBeNull()
  })
})
