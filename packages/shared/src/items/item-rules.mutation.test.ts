import { describe, expect, it } from 'vitest'
import type { TInteraction } from './bodies'
import { templateMarkers } from './bodies'
import { EXAMPLE_ITEMS } from './examples'
import { ZItem } from './item'
import { choicesOf, duplicates, interactionProblems } from './item-rules'

// What an author is told about an inconsistent item (issue 18): every problem a body and its key
// can have, word for word, per type, and what the rules accept at their edges.
type Body<T extends TInteraction['type']> = Extract<TInteraction, { type: T }>
const ex = <T extends TInteraction['type']>(type: T) => EXAMPLE_ITEMS[type] as unknown as Body<T>
const problems = <T extends TInteraction['type']>(type: T, change: Partial<Body<T>>) =>
  interactionProblems({ ...ex(type), ...change } as TInteraction)
const opts = (...ids: string[]) => ids.map((id) => ({ id, text: id }))

describe('helpers', () => {
  it('duplicates lists each repeated id once, in the order it first repeats', () => {
    expect(duplicates(['a', 'b', 'a', 'a', 'c', 'b'])).toEqual(['a', 'b'])
    expect(duplicates(['a', 'b'])).toEqual([])
  })
  it('template markers in order, spaces inside the braces allowed', () => {
    expect(templateMarkers('a {{s1}} b {{ s2 }} c {{-x}} {{t_3}}')).toEqual(['s1', 's2', 't_3'])
  })
  it('the options a student picks from, per type', () => {
    const ids = (type: TInteraction['type']) =>
      choicesOf(EXAMPLE_ITEMS[type] as unknown as TInteraction).map((c) => c.id)
    expect(ids('mcq')).toEqual(['o1', 'o2', 'o3', 'o4'])
    expect(ids('multi')).toEqual(['o1', 'o2', 'o3', 'o4', 'o5', 'o6'])
    expect(ids('select-n')).toEqual(['o1', 'o2', 'o3', 'o4', 'o5'])
    expect(ids('grouping')).toEqual(['o1', 'o2', 'o3', 'o4', 'o5', 'o6'])
    expect(ids('matrix-mc')).toEqual(['r1', 'r2', 'r3', 'r4'])
    expect(ids('matrix-mr')).toEqual(['r1', 'r2', 'r3'])
    expect(ids('cloze-dropdown')).toEqual(['a', 'b', 'c', 'a', 'b', 'c'])
    expect(ids('dropdown-table')).toEqual(['a', 'b', 'c', 'a', 'b', 'c'])
    expect(ids('dropdown-rationale')).toEqual(['a', 'b', 'c', 'a', 'b', 'c'])
    expect(ids('cloze-drag')).toEqual(['k1', 'k2', 'k3', 'k4'])
    expect(ids('drag-rationale')).toEqual(['k1', 'k2', 'k3', 'k4'])
    expect(ids('highlight-text')).toEqual(['h1', 'h2', 'h3', 'h4', 'h5'])
    expect(ids('highlight-table')).toEqual(['f1', 'f2', 'f3', 'f4', 'f5'])
    expect(ids('bowtie')).toEqual([
      'c1',
      'c2',
      'c3',
      'a1',
      'a2',
      'a3',
      'a4',
      'p1',
      'p2',
      'p3',
      'p4',
    ])
    expect(ids('blank')).toEqual([])
  })
})

describe('every example is consistent', () => {
  it('no problems', () => {
    for (const type of Object.keys(EXAMPLE_ITEMS) as TInteraction['type'][])
      if (type !== ('trend' as string)) expect(problems(type, {}), type).toEqual([])
  })
})

describe('options and their key', () => {
  it('mcq: repeated options, a key not among them', () => {
    expect(problems('mcq', { options: opts('o1', 'o1', 'o2') })).toEqual(['Option ids repeat: o1'])
    expect(problems('mcq', { key: { correct: 'o9' } })).toEqual(['Key option not in the item: o9'])
  })
  it('multi: a key repeating or naming unknown options', () => {
    expect(problems('multi', { key: { correct: ['o1', 'o1', 'o8', 'o9'] } })).toEqual([
      'Key options ids repeat: o1',
      'Key options not in the item: o8, o9',
    ])
  })
  it('select-n: the key has exactly N, and N is below the number of options', () => {
    expect(problems('select-n', { key: { correct: ['o1', 'o2', 'o3'] } })).toEqual([
      'The key has 2 options',
    ])
    expect(
      problems('select-n', { n: 5, key: { correct: ['o1', 'o2', 'o3', 'o4', 'o5'] } }),
    ).toEqual(['N is less than the number of options'])
    expect(problems('select-n', { n: 4, key: { correct: ['o1', 'o2', 'o3', 'o4'] } })).toEqual([])
    expect(problems('select-n', { key: { correct: ['o1', 'o9'] } })).toEqual([
      'Key options not in the item: o9',
    ])
    expect(problems('multi', { options: opts('o1', 'o1', 'o2', 'o2', 'o3') })).toContain(
      'Option ids repeat: o1, o2',
    )
    expect(problems('select-n', { options: opts('o1', 'o2', 'o3', 'o4', 'o4') })).toEqual([
      'Option ids repeat: o4',
    ])
  })
  it('grouping: repeated groups or options, and a group with no correct option', () => {
    expect(problems('grouping', { key: { correct: ['o1', 'o2'] } })).toEqual([
      'Group g2 has no correct option',
    ])
    const g = ex('grouping').groups
    expect(problems('grouping', { groups: [g[0]!, { ...g[1]!, id: 'g1' }] })).toEqual([
      'Group ids repeat: g1',
    ])
    expect(
      problems('grouping', {
        groups: [g[0]!, { ...g[1]!, options: opts('o1', 'o5', 'o6') }],
        key: { correct: ['o1', 'o5'] },
      }),
    ).toEqual(['Option ids repeat: o1'])
    expect(problems('grouping', { key: { correct: ['o1', 'o4', 'o9'] } })).toEqual([
      'Key options not in the item: o9',
    ])
  })
  it('blank: nothing to check', () => {
    expect(problems('blank', {})).toEqual([])
  })
})

describe('matrices', () => {
  const cell = (row: string, column: string) => ({ row, column })
  it('matrix-mc: one key per row, in the grid, rows and columns unique', () => {
    const key = ex('matrix-mc').key.cells
    expect(
      problems('matrix-mc', { key: { cells: [...key, cell('r1', 'not-indicated')] } }),
    ).toEqual(['Row r1 needs exactly 1 key'])
    expect(problems('matrix-mc', { key: { cells: [...key, cell('r1', 'indicated')] } })).toEqual([
      'Key cell ids repeat: r1:indicated',
      'Row r1 needs exactly 1 key',
    ])
    expect(
      problems('matrix-mc', { key: { cells: [...key.slice(1), cell('r9', 'indicated')] } }),
    ).toEqual(['Key cells not in the item: r9:indicated', 'Row r1 needs exactly 1 key'])
    expect(
      problems('matrix-mc', { key: { cells: [cell('r1', 'maybe'), ...key.slice(1)] } }),
    ).toEqual(['Key cells not in the item: r1:maybe'])
    const m = ex('matrix-mc')
    expect(
      problems('matrix-mc', {
        rows: [...m.rows, m.rows[0]!],
        columns: [...m.columns, m.columns[1]!],
      }),
    ).toEqual(['Row ids repeat: r1', 'Column ids repeat: not-indicated'])
  })
  it('matrix-mr: at least one key per row, several allowed', () => {
    const key = ex('matrix-mr').key.cells.filter((c) => c.row !== 'r2')
    expect(problems('matrix-mr', { key: { cells: key } })).toEqual(['Row r2 needs at least 1 key'])
    expect(
      problems('matrix-mr', {
        key: { cells: [...key, cell('r2', 'c1'), cell('r2', 'c2'), cell('r2', 'c4')] },
      }),
    ).toEqual([])
    expect(problems('matrix-mr', { key: { cells: [...key, cell('r2', 'c4')] } })).toEqual([])
  })
})

describe('drop-downs', () => {
  const choice = (slot: string, option: string) => ({ slot, option })
  it('cloze: every drop-down keyed once with one of its options; the template names each once', () => {
    expect(problems('cloze-dropdown', { key: { choices: [choice('s1', 'a')] } })).toEqual([
      'Drop-down s2 has no key',
    ])
    expect(
      problems('cloze-dropdown', { key: { choices: [choice('s1', 'z'), choice('s2', 'a')] } }),
    ).toEqual(['Key of s1 is not one of its options'])
    expect(
      problems('cloze-dropdown', {
        key: { choices: [choice('s1', 'a'), choice('s2', 'a'), choice('s9', 'a')] },
      }),
    ).toEqual(['Key drop-downs not in the item: s9'])
    expect(
      problems('cloze-dropdown', {
        key: { choices: [choice('s1', 'a'), choice('s1', 'b'), choice('s2', 'a')] },
      }),
    ).toEqual(['Key drop-down ids repeat: s1'])
    const s = ex('cloze-dropdown').slots
    expect(
      problems('cloze-dropdown', {
        slots: [{ ...s[0]!, options: opts('a', 'a', 'b') }, s[1]!],
      }),
    ).toEqual(['Drop-down s1 option ids repeat: a'])
    expect(problems('cloze-dropdown', { slots: [s[0]!, s[0]!] })).toEqual([
      'Drop-down ids repeat: s1',
      'Key drop-downs not in the item: s2',
      'Template names unknown drop-downs: s2',
    ])
    expect(problems('cloze-dropdown', { template: '{{s1}} {{s1}} {{s2}} {{s3}} {{s4}}' })).toEqual([
      'Template repeats s1',
      'Template names unknown drop-downs: s3, s4',
    ])
    expect(problems('cloze-dropdown', { template: '{{s1}} {{s1}} {{s2}} {{s2}}' })).toEqual([
      'Template repeats s1, s2',
    ])
    expect(problems('cloze-dropdown', { template: 'Nothing here.' })).toEqual([
      'Template lacks {{s1}}, {{s2}}',
    ])
  })
  it('a table of drop-downs has no template to check', () => {
    expect(problems('dropdown-table', { key: { choices: [choice('r1', 'c')] } })).toEqual([
      'Drop-down r2 has no key',
    ])
  })
  it('rationale: links of known, distinct members that cover every drop-down', () => {
    const link = (id: string, ...members: string[]) => ({ id, members })
    expect(
      problems('dropdown-rationale', { links: [link('l1', 's1', 's2'), link('l1', 's1', 's2')] }),
    ).toEqual(['Link ids repeat'])
    expect(problems('dropdown-rationale', { links: [link('l1', 's1', 's1')] })).toEqual([
      'Link l1 repeats a member',
      'Not in any link (would never score): s2',
    ])
    expect(problems('dropdown-rationale', { links: [link('l1', 's1', 's2', 's7')] })).toEqual([
      'Link l1 members not in the item: s7',
    ])
  })
})

describe('drag and drop', () => {
  const place = (target: string, token: string) => ({ target, token })
  it('cloze-drag: every target keyed once, each token placed once, more tokens than targets', () => {
    expect(problems('cloze-drag', { key: { placements: [place('t1', 'k1')] } })).toEqual([
      'Target t2 has no key',
    ])
    expect(
      problems('cloze-drag', { key: { placements: [place('t1', 'k1'), place('t2', 'k1')] } }),
    ).toEqual(['Key token (each token is placed once) ids repeat: k1'])
    expect(
      problems('cloze-drag', {
        key: { placements: [place('t1', 'k1'), place('t1', 'k2'), place('t2', 'k3')] },
      }),
    ).toEqual(['Key target ids repeat: t1'])
    expect(
      problems('cloze-drag', {
        key: { placements: [place('t1', 'k1'), place('t2', 'k9'), place('t3', 'k2')] },
      }),
    ).toEqual(['Key placements not in the item: t2:k9, t3:k2'])
    const d = ex('cloze-drag')
    expect(problems('cloze-drag', { tokens: d.tokens.slice(0, 2) })).toEqual([
      'Give more tokens than targets',
    ])
    expect(problems('cloze-drag', { tokens: d.tokens.slice(0, 3) })).toEqual([])
    expect(problems('cloze-drag', { tokens: [...d.tokens, d.tokens[0]!] })).toEqual([
      'Token ids repeat: k1',
    ])
    expect(
      problems('cloze-drag', { targets: ['t1', 't2', 't1'], template: '{{t1}} {{t2}} {{t1}}' }),
    ).toEqual(['Target ids repeat: t1', 'Template repeats t1'])
    expect(problems('cloze-drag', { template: 'First {{t1}}.' })).toEqual(['Template lacks {{t2}}'])
    expect(problems('cloze-drag', { template: '{{t1}} {{t2}} {{t3}}' })).toEqual([
      'Template names unknown targets: t3',
    ])
  })
  it('every drop-down or target in some link', () => {
    const d = ex('dropdown-rationale')
    const s3 = { ...d.slots[0]!, id: 's3' }
    expect(
      problems('dropdown-rationale', {
        template: '{{s1}} {{s2}} {{s3}}',
        slots: [...d.slots, s3],
        key: { choices: ['s1', 's2', 's3'].map((slot) => ({ slot, option: 'a' })) },
        links: [{ id: 'l1', members: ['s1', 's1'] }],
      }),
    ).toEqual(['Link l1 repeats a member', 'Not in any link (would never score): s2, s3'])
  })
  it('drag-rationale checks its links; cloze-drag has none', () => {
    expect(problems('drag-rationale', { links: [{ id: 'l1', members: ['t1', 't9'] }] })).toEqual([
      'Link l1 members not in the item: t9',
      'Not in any link (would never score): t2',
    ])
  })
})

describe('highlights and the bow-tie', () => {
  it('highlight-text: selectable segments unique, the key among them', () => {
    expect(problems('highlight-text', { key: { correct: ['h1', 'h9'] } })).toEqual([
      'Key segments not in the item: h9',
    ])
    const p = ex('highlight-text').passage
    expect(problems('highlight-text', { passage: [...p, p[1]!] })).toEqual([
      'Selectable ids repeat: h1',
    ])
  })
  it('highlight-table: every row has one cell per heading', () => {
    const t = ex('highlight-table')
    expect(problems('highlight-table', { headings: ['A', 'B', 'C'] })).toEqual([
      'Every row has one cell per heading',
    ])
    expect(
      problems('highlight-table', {
        rows: [...t.rows.slice(0, 4), { cells: [...t.rows[4]!.cells, { text: 'extra' }] }],
      }),
    ).toEqual(['Every row has one cell per heading'])
  })
  it('bow-tie: options unique across zones, each key part in its own zone', () => {
    const b = ex('bowtie')
    expect(problems('bowtie', { key: { ...b.key, condition: 'a1' } })).toEqual([
      'Key condition not in the item: a1',
    ])
    expect(problems('bowtie', { key: { ...b.key, actions: ['a1', 'a1'] } })).toEqual([
      'Key actions ids repeat: a1',
    ])
    expect(problems('bowtie', { key: { ...b.key, parameters: ['p1', 'c2'] } })).toEqual([
      'Key parameters not in the item: c2',
    ])
    expect(problems('bowtie', { actions: [...b.actions, { ...b.actions[0]!, id: 'c3' }] })).toEqual(
      ['Option ids repeat: c3'],
    )
  })
  it("a trend item's problems are reported under its interaction", () => {
    const trend = EXAMPLE_ITEMS.trend
    const r = ZItem.safeParse({
      ...trend,
      interaction: { ...trend.interaction, key: { correct: 'o9' } },
    })
    expect(r.error?.issues.map((i) => [i.message, i.path])).toEqual([
      ['Key option not in the item: o9', ['interaction']],
    ])
    const mcq = ZItem.safeParse({ ...EXAMPLE_ITEMS.mcq, key: { correct: 'o9' } })
    expect(mcq.error?.issues.map((i) => i.path)).toEqual([[]])
  })
})
