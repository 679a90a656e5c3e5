import { describe, expect, it } from 'vitest'
import { fromLegacyAnswer, fromLegacySeedItem, type TLegacySeedQuestion } from './from-legacy'
import type { TItem } from './item'

// Converting legacy questions and answers at their edges (issue 18): what is kept, what is left
// unset, and the questions refused with the reason the seeder prints.
const q: TLegacySeedQuestion = {
  key: 'legacy-1',
  style: 'traditional',
  type: 'mcq',
  stem: '<p>Which?</p>',
  options: ['Alpha', 'Beta', 'Gamma'],
  answers: ['Beta'],
  explanation: '<p>Because.</p>',
  clientNeed: 'Management of Care',
}

describe('fromLegacySeedItem', () => {
  it('keeps what is given and leaves unset what is not (no difficulty, marks, subsubject, exams)', () => {
    expect(fromLegacySeedItem(q, 'Fundamentals')).toEqual({
      id: 'legacy-1',
      style: 'traditional',
      stem: '<p>Which?</p>',
      explanation: '<p>Because.</p>',
      subject: 'Fundamentals',
      clientNeed: 'management-of-care',
      exams: [],
      type: 'mcq',
      options: [
        { id: 'o1', text: 'Alpha' },
        { id: 'o2', text: 'Beta' },
        { id: 'o3', text: 'Gamma' },
      ],
      key: { correct: 'o2' },
    })
    const full = fromLegacySeedItem(
      {
        ...q,
        subsubject: 'Delegation',
        difficulty: 0,
        marks: 2,
        exams: ['NCLEX-RN', 'REx-PN', 'NCLEX-PN'],
      },
      'Fundamentals',
    )
    expect(full).toMatchObject({
      subsubject: 'Delegation',
      difficulty: 0,
      marks: 2,
      exams: ['nclex-rn', 'rex-pn', 'nclex-pn'],
    })
  })
  it('refuses an unknown or missing client need, an unknown exam, a key that is not an option', () => {
    expect(() => fromLegacySeedItem({ ...q, clientNeed: 'Care' }, 'F')).toThrow(
      'legacy-1: unknown client need Care',
    )
    expect(() => fromLegacySeedItem({ ...q, clientNeed: undefined }, 'F')).toThrow(
      'legacy-1: unknown client need (none)',
    )
    expect(() => fromLegacySeedItem({ ...q, exams: ['NCLEX'] }, 'F')).toThrow(
      'legacy-1: unknown exam NCLEX',
    )
    expect(() => fromLegacySeedItem({ ...q, answers: ['Delta'] }, 'F')).toThrow(
      'legacy-1: answer "Delta" is not an option',
    )
    expect(() => fromLegacySeedItem({ ...q, answers: ['Alpha', 'Beta'] }, 'F')).toThrow(
      'legacy-1: an mcq has one answer',
    )
    expect(() => fromLegacySeedItem({ ...q, answers: undefined }, 'F')).toThrow(
      'legacy-1: an mcq has one answer',
    )
  })
  it('multi and blank without answers; a matrix without headings gets the spec headings', () => {
    expect(fromLegacySeedItem({ ...q, type: 'multi', answers: undefined }, 'F')).toMatchObject({
      type: 'multi',
      key: { correct: [] },
    })
    expect(
      fromLegacySeedItem({ ...q, type: 'multi', options: undefined, answers: [] }, 'F'),
    ).toMatchObject({ options: [], key: { correct: [] } })
    expect(fromLegacySeedItem({ ...q, type: 'blank', answers: undefined }, 'F')).toMatchObject({
      type: 'blank',
      key: { accepted: [] },
    })
    const matrix = fromLegacySeedItem(
      {
        ...q,
        type: 'matrix',
        rows: [
          { text: 'Give oxygen', indicated: true },
          { text: 'Lie flat', indicated: false },
        ],
      },
      'F',
    )
    expect(matrix).toMatchObject({
      type: 'matrix-mc',
      rowHeading: 'STATEMENT',
      columns: [
        { id: 'indicated', text: 'INDICATED' },
        { id: 'not-indicated', text: 'NOT INDICATED' },
      ],
      rows: [
        { id: 'r1', text: 'Give oxygen' },
        { id: 'r2', text: 'Lie flat' },
      ],
      key: {
        cells: [
          { row: 'r1', column: 'indicated' },
          { row: 'r2', column: 'not-indicated' },
        ],
      },
    })
    expect(fromLegacySeedItem({ ...q, type: 'matrix', headings: ['Order'] }, 'F')).toMatchObject({
      rowHeading: 'Order',
      columns: [
        { id: 'indicated', text: 'INDICATED' },
        { id: 'not-indicated', text: 'NOT INDICATED' },
      ],
      rows: [],
    })
  })
})

describe('fromLegacyAnswer', () => {
  const mcq = fromLegacySeedItem(q, 'F')
  it('option texts become ids; a text the item lacks is kept; no choice is no selection', () => {
    expect(fromLegacyAnswer(mcq, { type: 'mcq', choice: 'Gamma' })).toEqual({
      type: 'mcq',
      selected: ['o3'],
    })
    expect(fromLegacyAnswer(mcq, { type: 'mcq', choice: 'Omega' })).toEqual({
      type: 'mcq',
      selected: ['Omega'],
    })
    expect(fromLegacyAnswer(mcq, { type: 'mcq', choice: '' })).toEqual({
      type: 'mcq',
      selected: [],
    })
    const multi = fromLegacySeedItem({ ...q, type: 'multi' }, 'F')
    expect(fromLegacyAnswer(multi, { type: 'multi', choices: ['Beta', 'Alpha', 'Beta'] })).toEqual({
      type: 'multi',
      selected: ['o2', 'o1'],
    })
  })
  it('an item without options keeps the text as it is', () => {
    const blank = fromLegacySeedItem({ ...q, type: 'blank' }, 'F') as TItem
    expect(fromLegacyAnswer(blank, { type: 'blank', text: ' 2 mL ' })).toEqual({
      type: 'blank',
      text: ' 2 mL ',
    })
    expect(fromLegacyAnswer(blank, { type: 'mcq', choice: 'Beta' })).toEqual({
      type: 'mcq',
      selected: ['Beta'],
    })
  })
})
