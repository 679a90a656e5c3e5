import { describe, expect, it } from 'vitest'
import { ITEM_TYPES } from './bodies'
import { publicCaseStep, recordAt, ZCaseStudy } from './case-study'
import { EXAMPLE_CASE_STUDY, EXAMPLE_ITEMS } from './examples'
import { missingRationales, toPublicItem, ZAuthoredItem, ZItem, ZPublicItem } from './item'

const issues = (input: unknown) => {
  const r = ZItem.safeParse(input)
  return r.success ? [] : r.error.issues.map((i) => i.message)
}

describe('the item format', () => {
  it('has one valid, fully authored example per type', () => {
    expect(Object.keys(EXAMPLE_ITEMS).sort()).toEqual([...ITEM_TYPES].sort())
    for (const item of Object.values(EXAMPLE_ITEMS)) {
      const parsed = ZAuthoredItem.safeParse(item)
      expect(parsed.success ? [] : parsed.error.issues, item.id).toEqual([])
    }
  })

  it('the public projection carries no key, rationale, explanation or difficulty', () => {
    for (const item of Object.values(EXAMPLE_ITEMS)) {
      const pub = toPublicItem(item)
      const json = JSON.stringify(pub)
      for (const secret of ['"key"', '"rationale"', '"explanation"', '"difficulty"', '"accepted"'])
        expect(json, `${item.id} ${secret}`).not.toContain(secret)
      expect(ZPublicItem.parse(pub)).toEqual(pub)
      expect(pub.type).toBe(item.type)
    }
    const trend = toPublicItem(EXAMPLE_ITEMS.trend)
    expect(trend.type === 'trend' && trend.interaction.type).toBe('mcq')
    expect(trend.type === 'trend' && trend.exhibit.tabs[0]?.label).toBe('Vital Signs')
  })

  it('refuses a key that names what the item does not have', () => {
    expect(issues({ ...EXAMPLE_ITEMS.mcq, key: { correct: 'o9' } })).toEqual([
      'Key option not in the item: o9',
    ])
    expect(issues({ ...EXAMPLE_ITEMS['select-n'], key: { correct: ['o1'] } })).toEqual([
      'The key has 2 options',
    ])
    expect(
      issues({
        ...EXAMPLE_ITEMS['matrix-mc'],
        key: { cells: [{ row: 'r1', column: 'indicated' }] },
      }),
    ).toContain('Row r2 needs exactly 1 key')
    expect(issues({ ...EXAMPLE_ITEMS['cloze-dropdown'], template: 'Only {{s1}} here.' })).toContain(
      'Template lacks {{s2}}',
    )
    expect(
      issues({
        ...EXAMPLE_ITEMS['dropdown-rationale'],
        links: [{ id: 'l1', members: ['s1', 's3'] }],
      }),
    ).toEqual(['Link l1 members not in the item: s3', 'Not in any link (would never score): s2'])
  })

  it('refuses repeated ids, unsafe HTML and a trend without an exhibit', () => {
    const twice = {
      ...EXAMPLE_ITEMS.multi,
      options: [...EXAMPLE_ITEMS.multi.options, { id: 'o1', text: 'Again' }],
    }
    expect(issues(twice)).toContain('Option ids repeat: o1')
    expect(issues({ ...EXAMPLE_ITEMS.mcq, stem: '<p onclick="x()">Hi</p>' })).toEqual([
      'HTML must not contain scripts, frames or event handlers',
    ])
    const { exhibit: _, ...bare } = EXAMPLE_ITEMS.trend
    expect(ZItem.safeParse(bare).success).toBe(false)
    expect(ZItem.safeParse({ ...EXAMPLE_ITEMS.mcq, type: 'hotspot' }).success).toBe(false)
  })

  it('authored content needs every rationale and, in Next Gen style, the judgment step', () => {
    const { rationale: _, ...bare } = EXAMPLE_ITEMS.mcq.options[1]!
    const item = { ...EXAMPLE_ITEMS.mcq, options: [EXAMPLE_ITEMS.mcq.options[0]!, bare] }
    expect(ZItem.safeParse(item).success).toBe(true)
    expect(missingRationales(item)).toEqual(['o2'])
    const { clinicalJudgmentStep: __, ...untagged } = EXAMPLE_ITEMS.mcq
    expect(ZAuthoredItem.safeParse(untagged).success).toBe(false)
    expect(ZAuthoredItem.safeParse({ ...untagged, style: 'traditional' }).success).toBe(true)
  })
})

describe('case studies', () => {
  it('the example has six steps in clinical-judgment order and a record that unfolds', () => {
    expect(ZCaseStudy.parse(EXAMPLE_CASE_STUDY)).toEqual(EXAMPLE_CASE_STUDY)
    const vitals = (i: number) => {
      const entry = recordAt(EXAMPLE_CASE_STUDY, i)
        .tabs.find((t) => t.id === 'vital-signs')
        ?.entries.find((e) => e.id === 'vs')
      return entry?.kind === 'table' ? entry.columns : null
    }
    expect(vitals(4)).toEqual(['0900'])
    expect(vitals(5)).toEqual(['0900', '1300'])
    const orders = (i: number) =>
      recordAt(EXAMPLE_CASE_STUDY, i).tabs.find((t) => t.id === 'orders')?.entries.length
    expect([orders(2), orders(3), orders(5)]).toEqual([0, 1, 1])
    expect(EXAMPLE_CASE_STUDY.record.tabs.find((t) => t.id === 'orders')?.entries).toEqual([])
  })

  it('a step sent to the browser has the record at that point and no key', () => {
    const step = publicCaseStep(EXAMPLE_CASE_STUDY, 3)
    expect([step.index, step.total, step.item.clinicalJudgmentStep]).toEqual([
      3,
      6,
      'generate-solutions',
    ])
    expect(JSON.stringify(step)).not.toContain('"key"')
    expect(step.record.tabs.find((t) => t.id === 'orders')?.entries[0]?.id).toBe('o-sepsis')
  })

  it('refuses steps out of order, a missing step and a change to an entry that is not there', () => {
    const [a, b, ...rest] = EXAMPLE_CASE_STUDY.steps
    const swapped = { ...EXAMPLE_CASE_STUDY, steps: [b, a, ...rest] }
    expect(ZCaseStudy.safeParse(swapped).error?.issues.map((i) => i.message)).toEqual([
      'Item 1 is the "Recognize cues" step',
      'Item 2 is the "Analyze cues" step',
    ])
    expect(ZCaseStudy.safeParse({ ...EXAMPLE_CASE_STUDY, steps: rest }).success).toBe(false)
    const badChange = {
      ...EXAMPLE_CASE_STUDY,
      steps: EXAMPLE_CASE_STUDY.steps.map((s, i) =>
        i === 1 ? { ...s, recordChanges: [{ op: 'remove', tab: 'orders', entryId: 'nope' }] } : s,
      ),
    }
    expect(ZCaseStudy.safeParse(badChange).error?.issues.map((i) => i.message)).toEqual([
      'No entry nope in tab orders',
    ])
  })
})
