import { describe, expect, it } from 'vitest'
import { EXAMPLE_ITEMS } from '../../items/examples'
import type { TItem } from '../../items/item'
import { validateResponse } from './validate-response'

// What the API answers (400) for a response it refuses (issue 18): the code, the message the
// student's screen can show and the ids it names, per kind of item; and what it accepts.
const item = (type: keyof typeof EXAMPLE_ITEMS) => EXAMPLE_ITEMS[type] as TItem
const error = (type: keyof typeof EXAMPLE_ITEMS, response: unknown) => {
  const r = validateResponse(item(type), response)
  return r.ok ? null : r.error
}
const accepted = (type: keyof typeof EXAMPLE_ITEMS, response: unknown) =>
  validateResponse(item(type), response)

describe('not a response, or for another type', () => {
  it('malformed, with the first problem', () => {
    expect(error('mcq', null)?.code).toBe('malformed')
    expect(error('mcq', { type: 'mcq', selected: 'o1' })).toMatchObject({ code: 'malformed' })
  })
  it('type_mismatch names the expected type, at the item and inside a trend', () => {
    expect(error('mcq', { type: 'multi', selected: ['o1'] })).toEqual({
      code: 'type_mismatch',
      message: 'Expected a mcq response',
      ids: [],
    })
    expect(
      error('trend', { type: 'trend', response: { type: 'multi', selected: ['o1'] } }),
    ).toEqual({ code: 'type_mismatch', message: 'Expected a mcq response', ids: [] })
    const inner = accepted('trend', { type: 'trend', response: { type: 'mcq', selected: ['o1'] } })
    expect(inner).toEqual({
      ok: true,
      response: { type: 'trend', response: { type: 'mcq', selected: ['o1'] } },
    })
  })
})

describe('options', () => {
  it('mcq: one option; repeated or unknown ones are named', () => {
    expect(error('mcq', { type: 'mcq', selected: ['o1', 'o2'] })).toEqual({
      code: 'too_many',
      message: 'Choose one option',
      ids: ['o1', 'o2'],
    })
    expect(error('mcq', { type: 'mcq', selected: ['o1', 'o1'] })).toEqual({
      code: 'duplicate_id',
      message: 'options given twice',
      ids: ['o1'],
    })
    expect(accepted('mcq', { type: 'mcq', selected: [] }).ok).toBe(true)
  })
  it('select-n: at most N', () => {
    expect(error('select-n', { type: 'select-n', selected: ['o1', 'o2', 'o3'] })).toEqual({
      code: 'too_many',
      message: 'Choose no more than 2 options',
      ids: ['o1', 'o2', 'o3'],
    })
    expect(accepted('select-n', { type: 'select-n', selected: ['o4', 'o5'] }).ok).toBe(true)
  })
  it('multi takes any number of its options', () => {
    expect(
      accepted('multi', { type: 'multi', selected: ['o1', 'o2', 'o3', 'o4', 'o5', 'o6'] }).ok,
    ).toBe(true)
  })
  it('grouping: the options of every group; highlights: only selectable segments', () => {
    expect(accepted('grouping', { type: 'grouping', selected: ['o1', 'o6'] }).ok).toBe(true)
    expect(error('grouping', { type: 'grouping', selected: ['g1'] })).toEqual({
      code: 'unknown_id',
      message: 'Unknown options',
      ids: ['g1'],
    })
    expect(accepted('highlight-text', { type: 'highlight-text', selected: ['h5'] }).ok).toBe(true)
    expect(error('highlight-text', { type: 'highlight-text', selected: ['o1'] })?.code).toBe(
      'unknown_id',
    )
    expect(accepted('highlight-table', { type: 'highlight-table', selected: ['f1'] }).ok).toBe(true)
    expect(error('highlight-table', { type: 'highlight-table', selected: ['h1'] })?.ids).toEqual([
      'h1',
    ])
  })
  it('blank: any text', () => {
    expect(accepted('blank', { type: 'blank', text: 'two' }).ok).toBe(true)
  })
})

describe('matrices', () => {
  const c = (row: string, column: string) => ({ row, column })
  it('cells of the grid, named row:column', () => {
    expect(
      error('matrix-mr', { type: 'matrix-mr', cells: [c('r1', 'c9'), c('r9', 'c1')] }),
    ).toEqual({ code: 'unknown_id', message: 'Unknown cells', ids: ['r1:c9', 'r9:c1'] })
    expect(
      error('matrix-mr', { type: 'matrix-mr', cells: [c('r1', 'c1'), c('r1', 'c1')] }),
    ).toEqual({ code: 'duplicate_id', message: 'cells given twice', ids: ['r1:c1'] })
    expect(
      accepted('matrix-mr', { type: 'matrix-mr', cells: [c('r1', 'c1'), c('r1', 'c2')] }).ok,
    ).toBe(true)
  })
  it('matrix-mc: one answer per row, and in Next Gen style every row', () => {
    const all = ['r1', 'r2', 'r3', 'r4'].map((r) => c(r, 'indicated'))
    expect(
      error('matrix-mc', { type: 'matrix-mc', cells: [...all, c('r2', 'not-indicated')] }),
    ).toEqual({ code: 'too_many', message: 'Choose one answer per row', ids: ['r2'] })
    expect(error('matrix-mc', { type: 'matrix-mc', cells: all.slice(1, 3) })).toEqual({
      code: 'incomplete',
      message: 'Answer every row',
      ids: ['r1', 'r4'],
    })
    expect(accepted('matrix-mc', { type: 'matrix-mc', cells: all }).ok).toBe(true)
    const traditional = { ...item('matrix-mc'), style: 'traditional' } as TItem
    expect(validateResponse(traditional, { type: 'matrix-mc', cells: all.slice(1, 3) }).ok).toBe(
      true,
    )
  })
})

describe('drop-downs and drag and drop', () => {
  it('a drop-down once, with one of its own options', () => {
    const s = (slot: string, option: string) => ({ slot, option })
    expect(
      error('cloze-dropdown', { type: 'cloze-dropdown', choices: [s('s1', 'a'), s('s1', 'b')] }),
    ).toEqual({ code: 'duplicate_id', message: 'drop-downs given twice', ids: ['s1'] })
    expect(error('cloze-dropdown', { type: 'cloze-dropdown', choices: [s('s9', 'a')] })).toEqual({
      code: 'unknown_id',
      message: 'Unknown drop-downs',
      ids: ['s9'],
    })
    expect(
      error('cloze-dropdown', { type: 'cloze-dropdown', choices: [s('s1', 'a'), s('s2', 'z')] }),
    ).toEqual({ code: 'unknown_id', message: 'Not an option of that drop-down', ids: ['z'] })
    expect(
      error('dropdown-table', { type: 'dropdown-table', choices: [s('r1', 'x')] })?.ids,
    ).toEqual(['x'])
    expect(
      accepted('dropdown-rationale', { type: 'dropdown-rationale', choices: [s('s2', 'c')] }).ok,
    ).toBe(true)
  })
  it('each drop-down has its own options: one of another drop-down is refused', () => {
    const base = item('cloze-dropdown') as Extract<TItem, { type: 'cloze-dropdown' }>
    const own = {
      ...base,
      slots: [
        base.slots[0]!,
        {
          ...base.slots[1]!,
          options: base.slots[1]!.options.map((o, i) => ({ ...o, id: `d${i}` })),
        },
      ],
      key: {
        choices: [
          { slot: 's1', option: 'a' },
          { slot: 's2', option: 'd0' },
        ],
      },
    } as TItem
    const v = (choices: { slot: string; option: string }[]) =>
      validateResponse(own, { type: 'cloze-dropdown', choices })
    expect(v([{ slot: 's1', option: 'd0' }])).toEqual({
      ok: false,
      error: { code: 'unknown_id', message: 'Not an option of that drop-down', ids: ['d0'] },
    })
    expect(v([{ slot: 's2', option: 'd1' }]).ok).toBe(true)
    expect(v([{ slot: 's2', option: 'a' }]).ok).toBe(false)
  })
  it('a target once, a token once, both of the item', () => {
    const p = (target: string, token: string) => ({ target, token })
    expect(
      error('cloze-drag', { type: 'cloze-drag', placements: [p('t1', 'k1'), p('t1', 'k2')] }),
    ).toEqual({ code: 'duplicate_id', message: 'targets given twice', ids: ['t1'] })
    expect(error('cloze-drag', { type: 'cloze-drag', placements: [p('t9', 'k1')] })).toEqual({
      code: 'unknown_id',
      message: 'Unknown targets',
      ids: ['t9'],
    })
    expect(
      error('drag-rationale', {
        type: 'drag-rationale',
        placements: [p('t1', 'k1'), p('t2', 'k1')],
      }),
    ).toEqual({ code: 'duplicate_id', message: 'tokens given twice', ids: ['k1'] })
    expect(error('cloze-drag', { type: 'cloze-drag', placements: [p('t1', 'k9')] })).toEqual({
      code: 'unknown_id',
      message: 'Unknown tokens',
      ids: ['k9'],
    })
    expect(
      accepted('cloze-drag', { type: 'cloze-drag', placements: [p('t1', 'k4'), p('t2', 'k3')] }).ok,
    ).toBe(true)
  })
})

describe('the bow-tie', () => {
  const b = (condition: string[], actions: string[], parameters: string[]) => ({
    type: 'bowtie',
    condition,
    actions,
    parameters,
  })
  it('1 condition, 2 actions, 2 parameters, each from its own zone, no option twice', () => {
    expect(accepted('bowtie', b(['c1'], ['a1', 'a2'], ['p1', 'p2'])).ok).toBe(true)
    expect(error('bowtie', b(['c1', 'c2'], [], []))).toEqual({
      code: 'too_many',
      message: 'The condition zone takes 1',
      ids: ['c1', 'c2'],
    })
    expect(error('bowtie', b([], ['a1', 'a2', 'a3'], []))).toEqual({
      code: 'too_many',
      message: 'The actions zone takes 2',
      ids: ['a1', 'a2', 'a3'],
    })
    expect(error('bowtie', b([], [], ['p1', 'p2', 'p3']))).toEqual({
      code: 'too_many',
      message: 'The parameters zone takes 2',
      ids: ['p1', 'p2', 'p3'],
    })
    expect(error('bowtie', b(['a1'], [], []))).toEqual({
      code: 'unknown_id',
      message: 'Unknown options in condition',
      ids: ['a1'],
    })
    expect(error('bowtie', b([], ['p1'], []))?.message).toBe('Unknown options in actions')
    expect(error('bowtie', b([], [], ['c1']))?.message).toBe('Unknown options in parameters')
    expect(error('bowtie', b(['c1'], ['a1'], ['a1']))).toEqual({
      code: 'duplicate_id',
      message: 'options given twice',
      ids: ['a1'],
    })
  })
})
