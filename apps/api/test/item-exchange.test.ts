import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { TCaseStudy } from '@nurseready/shared/items/case-study'
import { EXAMPLE_CASE_STUDY, EXAMPLE_ITEMS } from '@nurseready/shared/items/examples'
import type { TItem } from '@nurseready/shared/items/item'
import { strToU8, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import {
  csvTemplate,
  exportJson,
  exportQtiItem,
  exportQtiPackage,
  importCsv,
  importJson,
  importQtiItem,
  importQtiPackage,
} from '../src/modules/item-bank/exchange/index'

/** Every example item and case study, and the NGN seed content. */
const SEED = join(import.meta.dirname, '../src/seed/data/ngn')
const items: TItem[] = Object.values(EXAMPLE_ITEMS)
const cases: TCaseStudy[] = [EXAMPLE_CASE_STUDY]
for (const f of readdirSync(SEED).sort()) {
  const data = JSON.parse(readFileSync(join(SEED, f), 'utf8'))
  if (Array.isArray(data)) items.push(...data)
  else cases.push(data)
}

/** QTI text between two hottexts is one run: adjacent unselectable segments read back as one. */
function mergeText(item: unknown): unknown {
  const i = item as { passage?: { id?: string; text: string }[] }
  if (!i.passage) return item
  const passage: { id?: string; text: string }[] = []
  for (const s of i.passage) {
    const last = passage.at(-1)
    if (last && !last.id && !s.id) last.text += s.text
    else passage.push({ ...s })
  }
  return { ...i, passage }
}

describe('round trip', () => {
  it('covers 65 items and 13 case studies', () => {
    expect([items.length, cases.length]).toEqual([65, 13])
  })

  it('JSON: export then import gives the same items and case studies', () => {
    const back = importJson(exportJson(items, cases))
    expect([back.valid, back.invalid]).toEqual([78, 0])
    expect(back.entries.flatMap((e) => (e.item ? [e.item] : []))).toEqual(items)
    expect(back.entries.flatMap((e) => (e.caseStudy ? [e.caseStudy] : []))).toEqual(cases)
  })

  it('QTI 3.0 package: export then import gives the same items and case studies', () => {
    const back = importQtiPackage(exportQtiPackage(items, cases))
    expect([back.valid, back.invalid, back.notes]).toEqual([78, 0, []])
    expect(back.entries.flatMap((e) => (e.item ? [e.item] : []))).toEqual(items)
    expect(back.entries.flatMap((e) => (e.caseStudy ? [e.caseStudy] : []))).toEqual(cases)
  })

  it('QTI 3.0 XML alone (what other tools read) keeps type, options and key of the mapped types', () => {
    const mapped = [
      'mcq',
      'multi',
      'select-n',
      'matrix-mc',
      'matrix-mr',
      'cloze-dropdown',
      'cloze-drag',
      'highlight-text',
    ]
    const some = items.filter((i) => mapped.includes(i.type))
    expect(some.length).toBe(33)
    for (const item of some) {
      const entry = importQtiItem(exportQtiItem(item), item.id)
      expect(entry.errors, item.id).toEqual([])
      const { type, key } = entry.item as TItem & { key: unknown }
      expect({ id: entry.id, type, key }).toEqual({
        id: item.id,
        type: item.type,
        key: (item as { key: unknown }).key,
      })
      const options = (i: unknown) =>
        JSON.stringify(mergeText(i), [
          'options',
          'rows',
          'columns',
          'slots',
          'tokens',
          'passage',
          'id',
          'text',
        ])
      expect(options(entry.item)).toBe(options(item))
    }
  })

  it('QTI 3.0 XML alone: the NGN-only types come back as their nearest QTI reading', () => {
    const read = (id: string) => {
      const e = importQtiItem(exportQtiItem(items.find((i) => i.id === id) as TItem), id)
      return e.ok ? e.type : e.errors
    }
    expect(read('ex-dropdown-table')).toBe('cloze-dropdown')
    expect(read('ex-dropdown-rationale')).toBe('cloze-dropdown')
    expect(read('ex-drag-rationale')).toBe('cloze-drag')
    expect(read('ex-highlight-table')).toBe('highlight-text')
    expect(read('ex-bowtie')).toBe('cloze-drag')
    expect(read('ex-grouping')).toEqual([
      '2 interactions (choiceInteraction): one item has one question here; split it into items',
    ])
  })

  it('writes well-formed QTI 3.0: the select-n example as a choice interaction with max-choices 2', () => {
    const xml = exportQtiItem(EXAMPLE_ITEMS['select-n'])
    expect(xml).toContain(
      '<qti-assessment-item xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0"',
    )
    expect(xml).toContain('max-choices="2"')
    expect(xml).toContain(
      'template="https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/map_response.xml"',
    )
  })
})

describe('JSON import report', () => {
  it('names each bad entry and what is wrong, and keeps the good ones', () => {
    const mcq = EXAMPLE_ITEMS.mcq
    const bad = { ...mcq, id: 'bad-1', key: { correct: 'zz' } }
    const r = importJson(JSON.stringify([mcq, bad, { ...mcq }]))
    expect(r.entries.map((e) => [e.source, e.id, e.ok, e.errors])).toEqual([
      ['#1', mcq.id, true, []],
      ['#2', 'bad-1', false, ['Key option not in the item: zz']],
      ['#3', mcq.id, false, [`id ${mcq.id} is already used by #1`]],
    ])
  })

  it('refuses what is not the format', () => {
    expect(importJson('{').entries[0]?.errors[0]).toMatch(/^not JSON: /)
    expect(importJson('{"a":1}').entries[0]?.errors).toEqual([
      'expected an array of items and case studies, or { items, caseStudies }',
    ])
  })
})

describe('CSV', () => {
  it('the template imports as one valid mcq with its rationales', () => {
    const r = importCsv(csvTemplate())
    expect(r.entries.map((e) => [e.source, e.ok, e.errors, e.warnings])).toEqual([
      ['row 2', true, [], []],
    ])
    expect(r.entries[0]?.item).toMatchObject({
      id: 'pharm-digoxin-01',
      type: 'mcq',
      style: 'traditional',
      exams: ['nclex-rn', 'nclex-pn'],
      options: [
        { id: 'o1', text: 'Blood pressure 138/84 mm Hg' },
        { id: 'o2', text: 'Apical pulse 54/min' },
        { id: 'o3', text: 'Potassium 4.2 mEq/L' },
      ],
      key: { correct: 'o2' },
    })
  })

  it('reports each bad row by its number', () => {
    const [header, row] = csvTemplate().trim().split('\r\n') as [string, string]
    const blank = row.replace('pharm-digoxin-01,mcq', 'calc-01,blank')
    const wrongType = row.replace('pharm-digoxin-01,mcq', 'x-2,essay')
    const badKey = row.replace('pharm-digoxin-01', 'x-3').replace(/,2,Blood/, ',7,Blood')
    const r = importCsv([header, row, blank, wrongType, badKey].join('\n'))
    expect(r.entries.map((e) => [e.source, e.ok, e.errors])).toEqual([
      ['row 2', true, []],
      ['row 3', false, ['key.accepted: Too small: expected array to have >=1 items']],
      ['row 4', false, ['type must be one of mcq, multi, select-n, blank (got "essay")']],
      ['row 5', false, ['correct names option 7, which is empty']],
    ])
  })

  it('says which required columns are missing', () => {
    expect(importCsv('id,type\nx,mcq\n').entries[0]?.errors).toEqual([
      'missing columns: stem, explanation, subject, clientNeed',
    ])
  })
})

describe('packages', () => {
  it('refuses a file that is not a zip', () => {
    expect(importQtiPackage(strToU8('hello')).entries[0]?.errors[0]).toMatch(/^not a zip file: /)
  })

  it('reads every .xml of a zip without a manifest, and says so', () => {
    const zip = zipSync({
      'a.xml': strToU8(exportQtiItem(EXAMPLE_ITEMS.mcq)),
      'notes.txt': strToU8('x'),
    })
    const r = importQtiPackage(zip)
    expect(r.notes).toEqual(['no imsmanifest.xml: every .xml file is read as an item'])
    expect(r.entries.map((e) => [e.source, e.type, e.ok])).toEqual([['a.xml', 'mcq', true]])
  })
})
