import { describe, expect, it } from 'vitest'
import fundamentals from '../../../../apps/api/src/seed/data/questions/fundamentals.json'
import pharmacology from '../../../../apps/api/src/seed/data/questions/pharmacology.json'
import { fromLegacyAnswer, fromLegacySeedItem, type TLegacySeedQuestion } from './from-legacy'
import { missingRationales, ZItem } from './item'

const seed = (file: { questions: unknown[] }, key: string) => {
  const q = file.questions.find((x) => (x as { key: string }).key === key)
  if (!q) throw new Error(`no seed question ${key}`)
  return q as TLegacySeedQuestion
}

describe('fromLegacySeedItem (real seed questions, read from apps/api/src/seed/data)', () => {
  it('traditional mcq: options get ids o1…, the answer text becomes the key id, marks kept', () => {
    const item = ZItem.parse(
      fromLegacySeedItem(seed(pharmacology, 'pharmacology-01'), 'Pharmacology'),
    )
    expect(item).toMatchObject({
      id: 'pharmacology-01',
      type: 'mcq',
      style: 'traditional',
      subject: 'Pharmacology',
      subsubject: 'Cardiovascular medications',
      clientNeed: 'pharmacological-and-parenteral-therapies',
      difficulty: -1.2,
      exams: ['nclex-rn', 'nclex-pn', 'rex-pn'],
      marks: 1,
      key: { correct: 'o1' },
    })
    expect(item.type === 'mcq' && item.options[0]).toEqual({
      id: 'o1',
      text: 'Count the apical pulse for 1 full minute',
    })
    expect(missingRationales(item)).toEqual(['o1', 'o2', 'o3', 'o4'])
  })

  it('next gen multi: the answers become ids; no marks given stays unset', () => {
    const item = ZItem.parse(
      fromLegacySeedItem(seed(pharmacology, 'pharmacology-13'), 'Pharmacology'),
    )
    expect(item).toMatchObject({
      type: 'multi',
      style: 'nextgen',
      key: { correct: ['o1', 'o2', 'o3'] },
    })
  })

  it('blank: accepted answers as written', () => {
    const item = ZItem.parse(
      fromLegacySeedItem(seed(pharmacology, 'pharmacology-17'), 'Pharmacology'),
    )
    expect(item).toMatchObject({ type: 'blank', key: { accepted: ['0.5', '0.5 mL'] } })
  })

  it("prescription matrix: matrix-mc with the seeder's row ids and the item's headings", () => {
    const item = ZItem.parse(
      fromLegacySeedItem(seed(pharmacology, 'pharmacology-27'), 'Pharmacology'),
    )
    expect(item.type).toBe('matrix-mc')
    if (item.type !== 'matrix-mc') return
    expect([item.rowHeading, ...item.columns.map((c) => c.text)]).toEqual([
      'Nursing action',
      'Indicated',
      'Not indicated',
    ])
    expect(item.rows.map((r) => r.id)).toEqual(item.rows.map((_, i) => `r${i + 1}`))
    expect(item.key.cells.length).toBe(item.rows.length)
    const plain = ZItem.parse(
      fromLegacySeedItem(seed(pharmacology, 'pharmacology-24'), 'Pharmacology'),
    )
    expect(plain.type === 'matrix-mc' && plain.columns.map((c) => c.text)).toEqual([
      'INDICATED',
      'NOT INDICATED',
    ])
  })

  it('converts every question of two whole seed files into valid items', () => {
    for (const file of [pharmacology, fundamentals])
      for (const q of file.questions)
        expect(
          ZItem.safeParse(fromLegacySeedItem(q as TLegacySeedQuestion, file.subject)).success,
        ).toBe(true)
  })

  it('refuses an answer that is not one of the options', () => {
    const q = { ...seed(pharmacology, 'pharmacology-01'), answers: ['Something else'] }
    expect(() => fromLegacySeedItem(q, 'Pharmacology')).toThrow('is not an option')
  })

  it('fromLegacyAnswer: stored answers (option texts) become responses (ids)', () => {
    const item = fromLegacySeedItem(seed(pharmacology, 'pharmacology-09'), 'Pharmacology')
    expect(
      fromLegacyAnswer(item, {
        type: 'multi',
        choices: [
          'Apical pulse of 52/min',
          'Nausea and loss of appetite',
          'Apical pulse of 52/min',
        ],
      }),
    ).toEqual({ type: 'multi', selected: ['o3', 'o1'] })
    expect(
      fromLegacyAnswer(item, {
        type: 'matrix',
        rows: [
          { id: 'r1', choice: 'indicated' },
          { id: 'r2', choice: null },
          { id: 'r3', choice: 'not_indicated' },
        ],
      }),
    ).toEqual({
      type: 'matrix-mc',
      cells: [
        { row: 'r1', column: 'indicated' },
        { row: 'r3', column: 'not-indicated' },
      ],
    })
  })
})
