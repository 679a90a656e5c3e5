import { describe, expect, it } from 'vitest'
import { RULE_OF, scoreItem } from '../domain/ngn-scoring/score-item'
import { templateMarkers, ZTemplate } from './bodies'
import { publicCaseStep, recordAt, ZCaseStudy } from './case-study'
import { CJ_STEP_LABELS } from './common'
import { EXAMPLE_CASE_STUDY, EXAMPLE_ITEMS } from './examples'
import { toPublicItem, ZAuthoredItem, ZItem, ZPublicItem } from './item'
import { ZHtml, ZId, ZItemId, ZText } from './primitives'
import {
  applyRecordChanges,
  RECORD_TAB_LABELS,
  type TClientRecord,
  ZClientRecord,
  ZRecordChange,
  ZRecordEntry,
} from './record'
import { ZResponse } from './responses'

// The item format at its limits (issue 18): what an import or the admin editor may write, what
// the browser gets, the record of a case as it unfolds. Expected values written out.
const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message)
const ok = (schema: { safeParse(v: unknown): { success: boolean } }, v: unknown) =>
  schema.safeParse(v).success
const mcq = EXAMPLE_ITEMS.mcq

describe('ids, texts and HTML', () => {
  it('an id: 1-64 letters, digits, _ or -, starting with a letter or digit', () => {
    for (const id of ['a', 'o1', 'A-b_9', 'x'.repeat(64)]) expect(ok(ZId, id), id).toBe(true)
    for (const id of ['', '-a', 'a b', 'a:b', 'x'.repeat(65), 'ok\n', ' a'])
      expect(messages(ZId.safeParse(id)), id).toEqual(['Ids are 1-64 letters, digits, _ or -'])
  })
  it('an item id also takes dots, up to 80', () => {
    for (const id of ['cs-sepsis.3', 'x'.repeat(80)]) expect(ok(ZItemId, id)).toBe(true)
    for (const id of ['.a', 'x'.repeat(81), 'a/b', 'a b'])
      expect(messages(ZItemId.safeParse(id)), id).toEqual([
        'Item ids are 1-80 letters, digits, ., _ or -',
      ])
  })
  it('HTML refuses scripts, frames, event handlers and javascript: links, in any case', () => {
    const unsafe = [
      '<script>x</script>',
      '< script>x',
      '</ style>',
      '<IFRAME src=x>',
      '<p onclick="x()">a</p>',
      '<a href="JavaScript:alert(1)">a</a>',
      '<object>',
      '<embed>',
      '<form>',
      '<link rel=x>',
      '<meta x>',
    ]
    for (const html of unsafe)
      expect(messages(ZHtml.safeParse(html)), html).toEqual([
        'HTML must not contain scripts, frames or event handlers',
      ])
    for (const html of [
      '<p>Scripted care</p>',
      '<p>one = two</p>',
      '<b>formula</b>',
      'meta-analysis',
      '<p>a <ascript>b</ascript></p>',
      '<metadata-table>x</metadata-table>',
      '<p>Linking <linked-list>x</linked-list></p>',
    ])
      expect(ok(ZHtml, html), html).toBe(true)
    expect(ZHtml.parse('  <p>x</p>  ')).toBe('<p>x</p>')
    expect(ok(ZHtml, '   ')).toBe(false)
    expect(ok(ZHtml, 'h'.repeat(20_000))).toBe(true)
    expect(ok(ZHtml, 'h'.repeat(20_001))).toBe(false)
  })
  it('text is trimmed, 1-1000; a template 1-4000 and its markers', () => {
    expect(ZText.parse('  Sodium  ')).toBe('Sodium')
    expect(ok(ZText, '  ')).toBe(false)
    expect(ok(ZText, 't'.repeat(1000))).toBe(true)
    expect(ok(ZText, 't'.repeat(1001))).toBe(false)
    expect(ZTemplate.parse(' {{s1}} ')).toBe('{{s1}}')
    expect(ok(ZTemplate, ' ')).toBe(false)
    expect(ok(ZTemplate, 't'.repeat(4001))).toBe(false)
    expect(templateMarkers('{{ab}}{{a}}{{s1\t}}')).toEqual(['ab', 'a', 's1'])
    expect(templateMarkers('{{s1 x}}')).toEqual([])
  })
})

describe('the common fields', () => {
  it('a subject and subsubject are trimmed, 1-120 characters', () => {
    expect(
      ZItem.parse({ ...mcq, subject: '  Pharmacology ', subsubject: ' Opioids ' }),
    ).toMatchObject({ subject: 'Pharmacology', subsubject: 'Opioids' })
    for (const subject of ['  ', 's'.repeat(121)])
      expect(ok(ZItem, { ...mcq, subject }), subject).toBe(false)
    for (const subsubject of ['  ', 's'.repeat(121)])
      expect(ok(ZItem, { ...mcq, subsubject }), subsubject).toBe(false)
    expect(ok(ZItem, { ...mcq, subject: 's'.repeat(120), subsubject: 's'.repeat(120) })).toBe(true)
  })
  it('a parsed item keeps every field it was written with', () => {
    expect(ZItem.parse(mcq)).toEqual(mcq)
    expect(ZItem.parse(EXAMPLE_ITEMS.trend)).toEqual(EXAMPLE_ITEMS.trend)
  })
  it('the clinical-judgment steps as students read them', () => {
    expect(CJ_STEP_LABELS).toEqual({
      'recognize-cues': 'Recognize cues',
      'analyze-cues': 'Analyze cues',
      'prioritize-hypotheses': 'Prioritize hypotheses',
      'generate-solutions': 'Generate solutions',
      'take-action': 'Take action',
      'evaluate-outcomes': 'Evaluate outcomes',
    })
  })
  it('authoring needs the judgment step in Next Gen style, and says where', () => {
    const { clinicalJudgmentStep: _, ...untagged } = mcq
    const r = ZAuthoredItem.safeParse(untagged)
    expect(r.error?.issues.map((i) => [i.message, i.path])).toEqual([
      ['Tag the clinical-judgment step', ['clinicalJudgmentStep']],
    ])
    const { rationale: __, ...bare } = mcq.options[1]!
    const missing = ZAuthoredItem.safeParse({ ...mcq, options: [mcq.options[0]!, bare] })
    expect(messages(missing)).toEqual(['Write the rationale of o2'])
  })
})

describe('the bodies at their limits', () => {
  const g = EXAMPLE_ITEMS.grouping
  it('grouping: 2 to 6 groups', () => {
    expect(ok(ZItem, { ...g, groups: [g.groups[0]!], key: { correct: ['o1'] } })).toBe(false)
  })
  it('blank: a unit is trimmed, 1-20 characters', () => {
    const b = EXAMPLE_ITEMS.blank
    expect(ZItem.parse({ ...b, unit: ' mg ' })).toMatchObject({ unit: 'mg' })
    for (const unit of [' ', 'u'.repeat(21)]) expect(ok(ZItem, { ...b, unit }), unit).toBe(false)
  })
  it('dropdown-rationale: 2-3 drop-downs and 1-2 links of 2-3 members', () => {
    const d = EXAMPLE_ITEMS['dropdown-rationale']
    const s3 = { ...d.slots[0]!, id: 's3' }
    const s4 = { ...d.slots[0]!, id: 's4' }
    const key = (ids: string[]) => ({ choices: ids.map((slot) => ({ slot, option: 'a' })) })
    expect(
      ok(ZItem, {
        ...d,
        template: '{{s1}}',
        slots: [d.slots[0]!],
        links: [{ id: 'l1', members: ['s1', 's1'] }],
        key: key(['s1']),
      }),
    ).toBe(false)
    const four = {
      ...d,
      template: '{{s1}} {{s2}} {{s3}} {{s4}}',
      slots: [...d.slots, s3, s4],
      links: [{ id: 'l1', members: ['s1', 's2', 's3', 's4'] }],
      key: key(['s1', 's2', 's3', 's4']),
    }
    expect(ok(ZItem, four)).toBe(false)
    const three = {
      ...d,
      template: '{{s1}} {{s2}} {{s3}}',
      slots: [...d.slots, s3],
      links: [{ id: 'l1', members: ['s1', 's2', 's3'] }],
      key: key(['s1', 's2', 's3']),
    }
    expect(ok(ZItem, three)).toBe(true)
    expect(ok(ZItem, { ...three, links: [] })).toBe(false)
    expect(ok(ZItem, { ...three, links: [{ id: 'l1', members: ['s1'] }] })).toBe(false)
    const links3 = [
      { id: 'l1', members: ['s1', 's2'] },
      { id: 'l2', members: ['s2', 's3'] },
      { id: 'l3', members: ['s1', 's3'] },
    ]
    expect(ok(ZItem, { ...three, links: links3 })).toBe(false)
    expect(ok(ZItem, { ...three, links: links3.slice(0, 2) })).toBe(true)
  })
  it('drag-rationale: 2-3 targets and 1-2 links', () => {
    const d = EXAMPLE_ITEMS['drag-rationale']
    const one = {
      ...d,
      template: '{{t1}}',
      targets: ['t1'],
      links: [{ id: 'l1', members: ['t1', 't1'] }],
      key: { placements: [{ target: 't1', token: 'k1' }] },
    }
    expect(ok(ZItem, one)).toBe(false)
    expect(
      ok(ZItem, {
        ...d,
        links: [
          { id: 'l1', members: ['t1', 't2'] },
          { id: 'l2', members: ['t2', 't1'] },
          { id: 'l3', members: ['t1', 't2'] },
        ],
      }),
    ).toBe(false)
  })
})

describe('what the browser gets', () => {
  it('options keep their id and text; passages their segments; nothing else', () => {
    const pub = toPublicItem(mcq)
    expect(pub.type === 'mcq' && pub.options).toEqual(
      mcq.options.map((o) => ({ id: o.id, text: o.text })),
    )
    const h = EXAMPLE_ITEMS['highlight-text']
    const ph = toPublicItem(h)
    expect(ph.type === 'highlight-text' && ph.passage).toEqual(
      h.passage.map((s) => ('id' in s && s.id ? { id: s.id, text: s.text } : { text: s.text })),
    )
    const t = toPublicItem(EXAMPLE_ITEMS.trend)
    expect(t.type === 'trend' && t.exhibit).toEqual(EXAMPLE_ITEMS.trend.exhibit)
    expect(t.type === 'trend' && t.interaction).toEqual({
      type: 'mcq',
      options: (EXAMPLE_ITEMS.trend.interaction as typeof mcq).options.map((o) => ({
        id: o.id,
        text: o.text,
      })),
    })
    expect(ZPublicItem.safeParse({ ...pub, type: 'hotspot' }).success).toBe(false)
  })
  it('the rule each type is scored by', () => {
    expect(RULE_OF).toEqual({
      mcq: 'zero-one',
      multi: 'plus-minus',
      'select-n': 'zero-one',
      grouping: 'plus-minus',
      blank: 'zero-one',
      'matrix-mc': 'zero-one',
      'matrix-mr': 'plus-minus',
      'cloze-dropdown': 'zero-one',
      'dropdown-table': 'zero-one',
      'dropdown-rationale': 'rationale',
      'cloze-drag': 'zero-one',
      'drag-rationale': 'rationale',
      'highlight-text': 'plus-minus',
      'highlight-table': 'plus-minus',
      bowtie: 'zero-one',
    })
  })
  it('a blank answer: spaces inside count as one, but are not dropped', () => {
    const b = EXAMPLE_ITEMS.blank
    const right = (text: string) => {
      const r = scoreItem(b, { type: 'blank', text })
      return r.ok && r.score.correct
    }
    expect(scoreItem(b, { type: 'blank', text: '2' })).toEqual({
      ok: true,
      score: {
        rule: 'zero-one',
        points: 1,
        max: 1,
        correct: true,
        parts: [{ id: 'answer', earned: 1 }],
      },
    })
    expect(right('  2   Capsules ')).toBe(true)
    expect(right('2capsules')).toBe(false)
    expect(right('')).toBe(false)
  })
})

describe('responses', () => {
  it('a response of each shape is taken as sent; other shapes are refused', () => {
    const shapes = [
      { type: 'multi', selected: ['o1', 'o2'] },
      { type: 'blank', text: '2' },
      { type: 'matrix-mr', cells: [{ row: 'r1', column: 'c1' }] },
      { type: 'dropdown-table', choices: [{ slot: 'r1', option: 'a' }] },
      { type: 'drag-rationale', placements: [{ target: 't1', token: 'k1' }] },
      { type: 'bowtie', condition: ['c1'], actions: ['a1'], parameters: [] },
      { type: 'trend', response: { type: 'mcq', selected: [] } },
    ]
    for (const s of shapes) expect(ZResponse.parse(s)).toEqual(s)
    for (const bad of [
      { type: 'blank', text: 't'.repeat(501) },
      { type: 'matrix-mc', cells: Array.from({ length: 101 }, () => ({ row: 'r', column: 'c' })) },
      {
        type: 'cloze-dropdown',
        choices: Array.from({ length: 21 }, () => ({ slot: 's', option: 'a' })),
      },
      {
        type: 'cloze-drag',
        placements: Array.from({ length: 21 }, () => ({ target: 't', token: 'k' })),
      },
      { type: 'trend', response: { type: 'trend', response: { type: 'mcq', selected: [] } } },
      { type: 'hotspot', selected: [] },
    ])
      expect(ZResponse.safeParse(bad).success, JSON.stringify(bad).slice(0, 40)).toBe(false)
  })
})

describe('the client record', () => {
  const note = (id: string) => ({ kind: 'note' as const, id, html: `<p>${id}</p>` })
  const record: TClientRecord = {
    tabs: [{ id: 'orders', label: 'Orders/MAR', entries: [note('a')] }],
  }
  it('tables have one value per column; tab ids are unique; captions up to 200', () => {
    const table = {
      kind: 'table',
      id: 'vs',
      columns: ['0800', '1200'],
      rows: [{ label: 'HR', values: ['80'] }],
    }
    expect(messages(ZRecordEntry.safeParse(table))).toEqual(['Every row has one value per column'])
    expect(ok(ZRecordEntry, { ...table, rows: [{ label: 'HR', values: ['80', '84'] }] })).toBe(true)
    expect(
      messages(
        ZRecordEntry.safeParse({
          ...table,
          rows: [
            { label: 'HR', values: ['80', '84'] },
            { label: 'BP', values: ['120/80'] },
          ],
        }),
      ),
    ).toEqual(['Every row has one value per column'])
    expect(
      ok(ZRecordEntry, {
        ...table,
        caption: 'c'.repeat(201),
        rows: [{ label: 'HR', values: ['80', '84'] }],
      }),
    ).toBe(false)
    expect(
      ok(ZRecordEntry, {
        ...table,
        caption: 'c'.repeat(200),
        rows: [{ label: 'HR', values: ['80', '84'] }],
      }),
    ).toBe(true)
    expect(messages(ZClientRecord.safeParse({ tabs: [record.tabs[0], record.tabs[0]] }))).toEqual([
      'Tab ids are unique',
    ])
    expect(ok(ZClientRecord, { tabs: [{ ...record.tabs[0], label: ' ' }] })).toBe(false)
    expect(ok(ZClientRecord, { tabs: [{ ...record.tabs[0], label: 'l'.repeat(61) }] })).toBe(false)
    expect(RECORD_TAB_LABELS).toEqual({
      'nurses-notes': "Nurses' Notes",
      'history-and-physical': 'History and Physical',
      'vital-signs': 'Vital Signs',
      'laboratory-results': 'Laboratory Results',
      orders: 'Orders/MAR',
    })
  })
  it('changes: add (a new tab needs a label), replace and remove by id, each refused when wrong', () => {
    expect(applyRecordChanges(record, [{ op: 'add', tab: 'imaging', entry: note('x') }])).toEqual({
      ok: false,
      message: 'New tab imaging needs a label',
    })
    expect(
      applyRecordChanges(record, [
        { op: 'add', tab: 'imaging', label: 'Imaging', entry: note('x') },
      ]),
    ).toEqual({
      ok: true,
      record: {
        tabs: [record.tabs[0], { id: 'imaging', label: 'Imaging', entries: [note('x')] }],
      },
    })
    expect(applyRecordChanges(record, [{ op: 'add', tab: 'orders', entry: note('a') }])).toEqual({
      ok: false,
      message: 'Entry a is already in tab orders',
    })
    const replaced = { ...note('a'), html: '<p>new</p>' }
    expect(applyRecordChanges(record, [{ op: 'replace', tab: 'orders', entry: replaced }])).toEqual(
      {
        ok: true,
        record: { tabs: [{ ...record.tabs[0], entries: [replaced] }] },
      },
    )
    expect(applyRecordChanges(record, [{ op: 'remove', tab: 'orders', entryId: 'a' }])).toEqual({
      ok: true,
      record: { tabs: [{ ...record.tabs[0], entries: [] }] },
    })
    expect(applyRecordChanges(record, [{ op: 'remove', tab: 'labs', entryId: 'a' }])).toEqual({
      ok: false,
      message: 'No entry a in tab labs',
    })
    expect(
      applyRecordChanges(record, [{ op: 'replace', tab: 'orders', entry: note('b') }]),
    ).toEqual({
      ok: false,
      message: 'No entry b in tab orders',
    })
    expect(record.tabs[0]!.entries).toEqual([note('a')])
  })
  it('a change names its tab and entry; a new tab label is 1-60', () => {
    expect(ok(ZRecordChange, { op: 'remove', tab: 'orders', entryId: 'a' })).toBe(true)
    expect(ok(ZRecordChange, { op: 'replace', tab: 'orders', entry: note('a') })).toBe(true)
    expect(ok(ZRecordChange, { op: 'add', tab: 'x', label: ' ', entry: note('a') })).toBe(false)
    expect(
      ok(ZRecordChange, { op: 'add', tab: 'x', label: 'l'.repeat(61), entry: note('a') }),
    ).toBe(false)
    expect(
      ZRecordChange.parse({ op: 'add', tab: 'x', label: ' Imaging ', entry: note('a') }),
    ).toEqual({ op: 'add', tab: 'x', label: 'Imaging', entry: note('a') })
  })
})

describe('case studies at their limits', () => {
  const cs = EXAMPLE_CASE_STUDY
  const withStep = (i: number, change: (item: (typeof cs.steps)[number]['item']) => object) => ({
    ...cs,
    steps: cs.steps.map((s, j) => (j === i ? { ...s, item: change(s.item) } : s)),
  })
  it('item ids unique, Next Gen only, no exhibit of their own, each named where it is', () => {
    const dup = withStep(1, (item) => ({ ...item, id: cs.steps[0]!.item.id }))
    expect(messages(ZCaseStudy.safeParse(dup))).toEqual([
      `Item ids repeat: ${cs.steps[0]!.item.id}`,
    ])
    const ids = cs.steps.map((s) => s.item.id)
    const twoDup = {
      ...cs,
      steps: cs.steps.map((s, j) =>
        j === 1 || j === 3 ? { ...s, item: { ...s.item, id: ids[j - 1]! } } : s,
      ),
    }
    expect(messages(ZCaseStudy.safeParse(twoDup))).toEqual([
      `Item ids repeat: ${ids[0]}, ${ids[2]}`,
    ])
    const trad = ZCaseStudy.safeParse(withStep(2, (item) => ({ ...item, style: 'traditional' })))
    expect(trad.error?.issues.map((i) => [i.message, i.path])).toEqual([
      ['Case items are Next Gen', ['steps', 2, 'item']],
    ])
    const exhibit = ZCaseStudy.safeParse(withStep(0, (item) => ({ ...item, exhibit: cs.record })))
    expect(exhibit.error?.issues.map((i) => [i.message, i.path])).toEqual([
      ['Case items use the case record', ['steps', 0, 'item']],
    ])
    const step = ZCaseStudy.safeParse(
      withStep(5, (item) => ({ ...item, clinicalJudgmentStep: 'take-action' })),
    )
    expect(step.error?.issues.map((i) => [i.message, i.path])).toEqual([
      ['Item 6 is the "Evaluate outcomes" step', ['steps', 5, 'item', 'clinicalJudgmentStep']],
    ])
    const badChange = {
      ...cs,
      steps: cs.steps.map((s, i) =>
        i === 4 ? { ...s, recordChanges: [{ op: 'remove', tab: 'orders', entryId: 'nope' }] } : s,
      ),
    }
    expect(ZCaseStudy.safeParse(badChange).error?.issues.map((i) => i.path)).toEqual([
      ['steps', 4, 'recordChanges'],
    ])
  })
  it('a subject of 1-120 characters, trimmed', () => {
    expect(ZCaseStudy.parse({ ...cs, subject: ' Sepsis ' }).subject).toBe('Sepsis')
    expect(ok(ZCaseStudy, { ...cs, subject: '  ' })).toBe(false)
    expect(ok(ZCaseStudy, { ...cs, subject: 's'.repeat(121) })).toBe(false)
  })
  it('no step 6; a record change that does not apply is an error when shown', () => {
    expect(() => publicCaseStep(cs, 6)).toThrow(`No step 6 in case ${cs.id}`)
    const broken = {
      ...cs,
      steps: cs.steps.map((s, i) =>
        i === 1
          ? { ...s, recordChanges: [{ op: 'remove' as const, tab: 'orders', entryId: 'nope' }] }
          : s,
      ),
    }
    expect(() => recordAt(broken, 1)).toThrow('No entry nope in tab orders')
    expect(recordAt(broken, 0)).toEqual(recordAt(cs, 0))
  })
})
