import { describe, expect, it } from 'vitest'
import { EXAMPLE_ITEMS } from '../../items/examples'
import type { TItem } from '../../items/item'
import { maxPoints, scoreItem } from './score-item'
import type { TResponseErrorCode } from './validate-response'

/** What a case expects: points of max, or a refusal with its code. */
type TExpect = [points: number, max: number] | TResponseErrorCode
type TCase = [name: string, response: unknown, expected: TExpect]

function outcome(item: TItem, response: unknown): TExpect {
  const r = scoreItem(item, response)
  return r.ok ? [r.score.points, r.score.max] : r.error.code
}

const pick = (type: string, ...selected: string[]) => ({ type, selected })
const cells = (type: string, ...pairs: string[]) => ({
  type,
  cells: pairs.map((p) => {
    const [row, column] = p.split(':')
    return { row, column }
  }),
})
const drops = (type: string, ...pairs: string[]) => ({
  type,
  choices: pairs.map((p) => {
    const [slot, option] = p.split('=')
    return { slot, option }
  }),
})
const drags = (type: string, ...pairs: string[]) => ({
  type,
  placements: pairs.map((p) => {
    const [target, token] = p.split('=')
    return { target, token }
  }),
})
const bow = (condition: string[], actions: string[], parameters: string[]) => ({
  type: 'bowtie',
  condition,
  actions,
  parameters,
})

/** Every type: all right, all wrong, empty, over-selection, duplicate ids, unknown ids (+ extras). */
const CASES: Record<TItem['type'], TCase[]> = {
  mcq: [
    ['all right', pick('mcq', 'o1'), [1, 1]],
    ['all wrong', pick('mcq', 'o2'), [0, 1]],
    ['empty', pick('mcq'), [0, 1]],
    ['over-selection: two options', pick('mcq', 'o1', 'o2'), 'too_many'],
    ['duplicate ids', pick('mcq', 'o1', 'o1'), 'duplicate_id'],
    ['unknown ids', pick('mcq', 'o9'), 'unknown_id'],
  ],
  multi: [
    ['all right', pick('multi', 'o1', 'o2', 'o3', 'o4'), [4, 4]],
    ['all wrong', pick('multi', 'o5', 'o6'), [0, 4]],
    ['empty', pick('multi'), [0, 4]],
    [
      'over-selection: every option (4 right, 2 wrong)',
      pick('multi', 'o1', 'o2', 'o3', 'o4', 'o5', 'o6'),
      [2, 4],
    ],
    ['3 right and 1 wrong', pick('multi', 'o1', 'o2', 'o3', 'o5'), [2, 4]],
    ['duplicate ids', pick('multi', 'o1', 'o2', 'o1'), 'duplicate_id'],
    ['unknown ids', pick('multi', 'o1', 'x'), 'unknown_id'],
  ],
  'select-n': [
    ['all right', pick('select-n', 'o1', 'o2'), [2, 2]],
    ['all wrong', pick('select-n', 'o3', 'o4'), [0, 2]],
    ['empty', pick('select-n'), [0, 2]],
    ['one right, one wrong', pick('select-n', 'o2', 'o5'), [1, 2]],
    ['over-selection: N + 1 picked', pick('select-n', 'o1', 'o2', 'o3'), 'too_many'],
    ['duplicate ids', pick('select-n', 'o1', 'o1'), 'duplicate_id'],
    ['unknown ids', pick('select-n', 'o6'), 'unknown_id'],
  ],
  grouping: [
    ['all right', pick('grouping', 'o1', 'o3', 'o4', 'o5'), [4, 4]],
    ['all wrong', pick('grouping', 'o2', 'o6'), [0, 4]],
    ['empty', pick('grouping'), [0, 4]],
    ['over-selection: every option', pick('grouping', 'o1', 'o2', 'o3', 'o4', 'o5', 'o6'), [2, 4]],
    ['floor per group: g1 full, g2 only wrong', pick('grouping', 'o1', 'o3', 'o6'), [2, 4]],
    ['duplicate ids', pick('grouping', 'o4', 'o4'), 'duplicate_id'],
    ['unknown ids (a group id is not an option)', pick('grouping', 'g1'), 'unknown_id'],
  ],
  blank: [
    ['all right', { type: 'blank', text: '2' }, [1, 1]],
    ['right with unit, spacing and case', { type: 'blank', text: '  2   CAPSULES ' }, [1, 1]],
    ['all wrong', { type: 'blank', text: '4' }, [0, 1]],
    ['empty', { type: 'blank', text: '   ' }, [0, 1]],
    ['over-long text is refused', { type: 'blank', text: '2'.repeat(501) }, 'malformed'],
    ['no text at all is refused', { type: 'blank' }, 'malformed'],
    [
      'ids have no meaning here: extra fields are ignored',
      { type: 'blank', text: '2', selected: ['x'] },
      [1, 1],
    ],
  ],
  'matrix-mc': [
    [
      'all right',
      cells('matrix-mc', 'r1:indicated', 'r2:not-indicated', 'r3:indicated', 'r4:not-indicated'),
      [4, 4],
    ],
    [
      'all wrong',
      cells('matrix-mc', 'r1:not-indicated', 'r2:indicated', 'r3:not-indicated', 'r4:indicated'),
      [0, 4],
    ],
    [
      '3 of 4 rows right',
      cells('matrix-mc', 'r1:indicated', 'r2:indicated', 'r3:indicated', 'r4:not-indicated'),
      [3, 4],
    ],
    ['empty: every row must be answered', cells('matrix-mc'), 'incomplete'],
    [
      'a row unanswered',
      cells('matrix-mc', 'r1:indicated', 'r2:not-indicated', 'r3:indicated'),
      'incomplete',
    ],
    [
      'over-selection: two answers in a row',
      cells(
        'matrix-mc',
        'r1:indicated',
        'r1:not-indicated',
        'r2:not-indicated',
        'r3:indicated',
        'r4:not-indicated',
      ),
      'too_many',
    ],
    [
      'duplicate ids',
      cells(
        'matrix-mc',
        'r1:indicated',
        'r1:indicated',
        'r2:not-indicated',
        'r3:indicated',
        'r4:not-indicated',
      ),
      'duplicate_id',
    ],
    [
      'unknown ids',
      cells('matrix-mc', 'r1:maybe', 'r2:not-indicated', 'r3:indicated', 'r4:not-indicated'),
      'unknown_id',
    ],
  ],
  'matrix-mr': [
    [
      'all right',
      cells('matrix-mr', 'r1:c1', 'r1:c3', 'r2:c2', 'r2:c3', 'r3:c2', 'r3:c3', 'r3:c4'),
      [7, 7],
    ],
    ['all wrong', cells('matrix-mr', 'r1:c2', 'r1:c4', 'r2:c1', 'r2:c4', 'r3:c1'), [0, 7]],
    ['empty', cells('matrix-mr'), [0, 7]],
    [
      'over-selection: every cell (rows 2−2, 2−2, 3−1)',
      cells(
        'matrix-mr',
        'r1:c1',
        'r1:c2',
        'r1:c3',
        'r1:c4',
        'r2:c1',
        'r2:c2',
        'r2:c3',
        'r2:c4',
        'r3:c1',
        'r3:c2',
        'r3:c3',
        'r3:c4',
      ),
      [2, 7],
    ],
    [
      'floor per row: row 1 right, row 2 only wrong',
      cells('matrix-mr', 'r1:c1', 'r1:c3', 'r2:c1', 'r2:c4'),
      [2, 7],
    ],
    ['duplicate ids', cells('matrix-mr', 'r1:c1', 'r1:c1'), 'duplicate_id'],
    ['unknown ids', cells('matrix-mr', 'r1:c1', 'r4:c1'), 'unknown_id'],
  ],
  'cloze-dropdown': [
    ['all right', drops('cloze-dropdown', 's1=a', 's2=a'), [2, 2]],
    ['all wrong', drops('cloze-dropdown', 's1=b', 's2=c'), [0, 2]],
    ['empty', drops('cloze-dropdown'), [0, 2]],
    ['one of two right', drops('cloze-dropdown', 's1=a', 's2=b'), [1, 2]],
    [
      'over-selection: a second choice in one drop-down',
      drops('cloze-dropdown', 's1=a', 's1=b'),
      'duplicate_id',
    ],
    ['duplicate ids', drops('cloze-dropdown', 's2=a', 's2=a'), 'duplicate_id'],
    ['unknown ids: drop-down', drops('cloze-dropdown', 's3=a'), 'unknown_id'],
    ['unknown ids: option', drops('cloze-dropdown', 's1=z'), 'unknown_id'],
  ],
  'dropdown-table': [
    ['all right', drops('dropdown-table', 'r1=c', 'r2=a'), [2, 2]],
    ['all wrong', drops('dropdown-table', 'r1=a', 'r2=c'), [0, 2]],
    ['empty', drops('dropdown-table'), [0, 2]],
    [
      'over-selection: a row chosen twice',
      drops('dropdown-table', 'r1=c', 'r1=a', 'r2=a'),
      'duplicate_id',
    ],
    ['duplicate ids', drops('dropdown-table', 'r1=c', 'r1=c'), 'duplicate_id'],
    ['unknown ids', drops('dropdown-table', 'r1=d'), 'unknown_id'],
  ],
  'dropdown-rationale': [
    ['all right', drops('dropdown-rationale', 's1=a', 's2=a'), [1, 1]],
    [
      'NCSBN case: first part right, second wrong',
      drops('dropdown-rationale', 's1=a', 's2=b'),
      [0, 1],
    ],
    ['first part wrong, second right', drops('dropdown-rationale', 's1=c', 's2=a'), [0, 1]],
    ['all wrong', drops('dropdown-rationale', 's1=b', 's2=c'), [0, 1]],
    ['empty', drops('dropdown-rationale'), [0, 1]],
    [
      'over-selection: two choices in a drop-down',
      drops('dropdown-rationale', 's1=a', 's1=b', 's2=a'),
      'duplicate_id',
    ],
    ['duplicate ids', drops('dropdown-rationale', 's1=a', 's1=a'), 'duplicate_id'],
    ['unknown ids', drops('dropdown-rationale', 's1=a', 'l1=a'), 'unknown_id'],
  ],
  'cloze-drag': [
    ['all right', drags('cloze-drag', 't1=k1', 't2=k2'), [2, 2]],
    ['all wrong: right tokens, swapped', drags('cloze-drag', 't1=k2', 't2=k1'), [0, 2]],
    ['empty', drags('cloze-drag'), [0, 2]],
    ['one target right', drags('cloze-drag', 't1=k1', 't2=k3'), [1, 2]],
    [
      'over-selection: two tokens on a target',
      drags('cloze-drag', 't1=k1', 't1=k3', 't2=k2'),
      'duplicate_id',
    ],
    [
      'duplicate ids: one token on two targets',
      drags('cloze-drag', 't1=k1', 't2=k1'),
      'duplicate_id',
    ],
    ['unknown ids: token', drags('cloze-drag', 't1=k9'), 'unknown_id'],
    ['unknown ids: target', drags('cloze-drag', 't3=k1'), 'unknown_id'],
  ],
  'drag-rationale': [
    ['all right', drags('drag-rationale', 't1=k1', 't2=k3'), [1, 1]],
    ['action right, reason wrong', drags('drag-rationale', 't1=k1', 't2=k4'), [0, 1]],
    ['all wrong', drags('drag-rationale', 't1=k2', 't2=k4'), [0, 1]],
    ['empty', drags('drag-rationale'), [0, 1]],
    [
      'over-selection: two tokens on a target',
      drags('drag-rationale', 't1=k1', 't1=k2', 't2=k3'),
      'duplicate_id',
    ],
    ['duplicate ids', drags('drag-rationale', 't1=k3', 't2=k3'), 'duplicate_id'],
    ['unknown ids', drags('drag-rationale', 't1=k1', 't2=x'), 'unknown_id'],
  ],
  'highlight-text': [
    ['all right', pick('highlight-text', 'h1', 'h3', 'h4'), [3, 3]],
    ['all wrong', pick('highlight-text', 'h2', 'h5'), [0, 3]],
    ['empty', pick('highlight-text'), [0, 3]],
    [
      'over-selection: everything highlighted',
      pick('highlight-text', 'h1', 'h2', 'h3', 'h4', 'h5'),
      [1, 3],
    ],
    ['duplicate ids', pick('highlight-text', 'h1', 'h1'), 'duplicate_id'],
    ['unknown ids', pick('highlight-text', 'h6'), 'unknown_id'],
  ],
  'highlight-table': [
    ['all right', pick('highlight-table', 'f2', 'f3', 'f5'), [3, 3]],
    ['all wrong', pick('highlight-table', 'f1', 'f4'), [0, 3]],
    ['empty', pick('highlight-table'), [0, 3]],
    ['over-selection: every cell', pick('highlight-table', 'f1', 'f2', 'f3', 'f4', 'f5'), [1, 3]],
    ['duplicate ids', pick('highlight-table', 'f2', 'f2'), 'duplicate_id'],
    ['unknown ids', pick('highlight-table', 'f6'), 'unknown_id'],
  ],
  bowtie: [
    ['all right', bow(['c1'], ['a1', 'a2'], ['p1', 'p2']), [5, 5]],
    ['all right, order inside zones ignored', bow(['c1'], ['a2', 'a1'], ['p2', 'p1']), [5, 5]],
    ['all wrong', bow(['c2'], ['a3', 'a4'], ['p3', 'p4']), [0, 5]],
    ['empty', bow([], [], []), [0, 5]],
    ['partly right', bow(['c1'], ['a1', 'a3'], ['p4', 'p2']), [3, 5]],
    ['over-selection: 3 actions', bow(['c1'], ['a1', 'a2', 'a3'], ['p1', 'p2']), 'too_many'],
    ['over-selection: 2 conditions', bow(['c1', 'c2'], ['a1', 'a2'], ['p1', 'p2']), 'too_many'],
    ['duplicate ids', bow(['c1'], ['a1', 'a1'], ['p1', 'p2']), 'duplicate_id'],
    [
      'unknown ids: an action in the parameters zone',
      bow(['c1'], ['a2'], ['a1', 'p2']),
      'unknown_id',
    ],
    ['unknown ids', bow(['c9'], [], []), 'unknown_id'],
  ],
  trend: [
    ['all right', { type: 'trend', response: pick('mcq', 'o1') }, [1, 1]],
    ['all wrong', { type: 'trend', response: pick('mcq', 'o4') }, [0, 1]],
    ['empty', { type: 'trend', response: pick('mcq') }, [0, 1]],
    ['over-selection', { type: 'trend', response: pick('mcq', 'o1', 'o2') }, 'too_many'],
    ['duplicate ids', { type: 'trend', response: pick('mcq', 'o1', 'o1') }, 'duplicate_id'],
    ['unknown ids', { type: 'trend', response: pick('mcq', 'o5') }, 'unknown_id'],
    [
      'inner response of another type',
      { type: 'trend', response: pick('multi', 'o1') },
      'type_mismatch',
    ],
    ['bare inner response', pick('mcq', 'o1'), 'type_mismatch'],
  ],
}

describe('scoreItem, Next Gen style, every type', () => {
  for (const [type, cases] of Object.entries(CASES)) {
    const item = EXAMPLE_ITEMS[type as TItem['type']]
    describe(type, () => {
      it.each(cases)('%s', (_name, response, expected) => {
        expect(outcome(item, response)).toEqual(expected)
      })
      it('the maximum is known before any answer', () => {
        const right = cases[0]?.[2]
        expect(Array.isArray(right) ? right[1] : null).toBe(maxPoints(item))
      })
    })
  }

  it('refuses what is not a response, or a response to another type', () => {
    expect(outcome(EXAMPLE_ITEMS.mcq, null)).toBe('malformed')
    expect(outcome(EXAMPLE_ITEMS.mcq, pick('mcq', 'bad id!'))).toBe('malformed')
    expect(outcome(EXAMPLE_ITEMS.mcq, pick('multi', 'o1'))).toBe('type_mismatch')
  })

  it('names the refused ids so the API can say which', () => {
    const r = scoreItem(EXAMPLE_ITEMS.multi, pick('multi', 'o1', 'x', 'y'))
    expect(r).toEqual({
      ok: false,
      error: { code: 'unknown_id', message: 'Unknown options', ids: ['x', 'y'] },
    })
  })

  it('reports what each part earned, for the review screen', () => {
    const r = scoreItem(EXAMPLE_ITEMS.multi, pick('multi', 'o1', 'o2', 'o3', 'o4', 'o5', 'o6'))
    expect(r.ok && r.score).toEqual({
      rule: 'plus-minus',
      points: 2,
      max: 4,
      correct: false,
      parts: [
        { id: 'o1', earned: 1 },
        { id: 'o2', earned: 1 },
        { id: 'o3', earned: 1 },
        { id: 'o4', earned: 1 },
        { id: 'o5', earned: -1 },
        { id: 'o6', earned: -1 },
      ],
    })
    const dyad = scoreItem(
      EXAMPLE_ITEMS['dropdown-rationale'],
      drops('dropdown-rationale', 's1=a', 's2=b'),
    )
    expect(dyad.ok && dyad.score).toEqual({
      rule: 'rationale',
      points: 0,
      max: 1,
      correct: false,
      parts: [{ id: 'l1', earned: 0 }],
    })
    const matrix = scoreItem(EXAMPLE_ITEMS['matrix-mr'], cells('matrix-mr', 'r1:c1', 'r1:c2'))
    expect(matrix.ok && matrix.score.parts.slice(0, 4)).toEqual([
      { id: 'r1:c1', earned: 1 },
      { id: 'r1:c2', earned: -1 },
      { id: 'r1:c3', earned: 0 },
      { id: 'r1:c4', earned: 0 },
    ])
  })

  it('a full-credit answer is "correct" (the dashboard\'s Correct Q), anything less is not', () => {
    const full = scoreItem(EXAMPLE_ITEMS.bowtie, bow(['c1'], ['a1', 'a2'], ['p1', 'p2']))
    const partial = scoreItem(EXAMPLE_ITEMS.bowtie, bow(['c1'], ['a1', 'a3'], ['p1', 'p2']))
    expect(full.ok && full.score.correct).toBe(true)
    expect(partial.ok && [partial.score.points, partial.score.correct]).toEqual([4, false])
  })
})

describe("scoreItem, Traditional style: the spec's all-or-nothing rules", () => {
  const traditional = <T extends TItem>(item: T, marks?: number): T => ({
    ...item,
    style: 'traditional',
    ...(marks ? { marks } : {}),
  })

  it('select all that apply: all marks only for exactly the keyed set', () => {
    const item = traditional(EXAMPLE_ITEMS.multi, 2)
    expect(outcome(item, pick('multi', 'o4', 'o3', 'o2', 'o1'))).toEqual([2, 2])
    expect(outcome(item, pick('multi', 'o1', 'o2', 'o3', 'o4', 'o5', 'o6'))).toEqual([0, 2])
    expect(outcome(item, pick('multi', 'o1', 'o2', 'o3'))).toEqual([0, 2])
    expect(outcome(item, pick('multi'))).toEqual([0, 2])
    expect(outcome(item, pick('multi', 'o1', 'o1'))).toBe('duplicate_id')
  })

  it('marks default to 3 when missing (spec section 9)', () => {
    const item = traditional(EXAMPLE_ITEMS.mcq)
    expect(maxPoints(item)).toBe(3)
    expect(outcome(item, pick('mcq', 'o1'))).toEqual([3, 3])
    expect(outcome(item, pick('mcq', 'o3'))).toEqual([0, 3])
  })

  it('blank: trimmed, case-insensitive, any accepted answer', () => {
    const item = traditional(EXAMPLE_ITEMS.blank, 1)
    expect(outcome(item, { type: 'blank', text: ' 2 Capsules' })).toEqual([1, 1])
    expect(outcome(item, { type: 'blank', text: '' })).toEqual([0, 1])
  })

  it('prescription table: right only when every row is; unanswered rows are allowed and wrong', () => {
    const item = traditional(EXAMPLE_ITEMS['matrix-mc'], 1)
    const all = cells(
      'matrix-mc',
      'r1:indicated',
      'r2:not-indicated',
      'r3:indicated',
      'r4:not-indicated',
    )
    expect(outcome(item, all)).toEqual([1, 1])
    expect(
      outcome(item, cells('matrix-mc', 'r1:indicated', 'r2:not-indicated', 'r3:indicated')),
    ).toEqual([0, 1])
    expect(outcome(item, cells('matrix-mc'))).toEqual([0, 1])
  })

  it('any other type in Traditional style is right only with the NGN maximum', () => {
    const item = traditional(EXAMPLE_ITEMS.bowtie, 1)
    expect(outcome(item, bow(['c1'], ['a2', 'a1'], ['p1', 'p2']))).toEqual([1, 1])
    expect(outcome(item, bow(['c1'], ['a1', 'a3'], ['p1', 'p2']))).toEqual([0, 1])
    const r = scoreItem(item, bow(['c1'], ['a1', 'a3'], ['p1', 'p2']))
    expect(r.ok && r.score.rule).toBe('all-or-nothing')
  })
})
