import { describe, expect, it } from 'vitest'
import { DEFAULT_MARKS } from '../constants/spec'
import {
  formatPercent,
  isCorrect,
  marksFor,
  percentage,
  type TAnswer,
  type TAnswerKey,
} from './grading'

describe('isCorrect: multiple choice (mcq)', () => {
  const key: TAnswerKey = { type: 'mcq', answers: ['Count the apical pulse'] }

  it('is right when the chosen option equals the correct option', () => {
    expect(isCorrect(key, { type: 'mcq', choice: 'Count the apical pulse' })).toBe(true)
  })
  it.each([
    'Count the radial pulse',
    'count the apical pulse',
    'Count the apical pulse ',
    ' Count the apical pulse',
    'Count the apical',
    '',
  ])('is wrong for a different or inexact option %j', (choice) => {
    expect(isCorrect(key, { type: 'mcq', choice })).toBe(false)
  })
  it('is wrong for every choice when the key has no answer', () => {
    expect(isCorrect({ type: 'mcq', answers: [] }, { type: 'mcq', choice: '' })).toBe(false)
  })
})

describe('isCorrect: multi-select (multi)', () => {
  const key: TAnswerKey = { type: 'multi', answers: ['B', 'D', 'A'] }
  const multi = (...choices: string[]) => ({ type: 'multi' as const, choices })

  it('is right whatever order the selections come in', () => {
    expect(isCorrect(key, multi('A', 'B', 'D'))).toBe(true)
    expect(isCorrect(key, multi('D', 'A', 'B'))).toBe(true)
    expect(isCorrect(key, multi('B', 'D', 'A'))).toBe(true)
  })
  it('counts a selection sent twice once', () => {
    expect(isCorrect(key, multi('A', 'A', 'B', 'D', 'D'))).toBe(true)
    expect(isCorrect(key, multi('A', 'A', 'B'))).toBe(false)
  })
  it('is wrong with a correct selection missing', () => {
    expect(isCorrect(key, multi('A', 'B'))).toBe(false)
    expect(isCorrect(key, multi('D'))).toBe(false)
  })
  it('is wrong with an extra selection', () => {
    expect(isCorrect(key, multi('A', 'B', 'C', 'D'))).toBe(false)
  })
  it('is wrong with a swapped selection of the same size', () => {
    expect(isCorrect(key, multi('A', 'B', 'C'))).toBe(false)
  })
  it('is wrong with no selection at all', () => {
    expect(isCorrect(key, multi())).toBe(false)
  })
  it('compares options exactly (case and spaces matter)', () => {
    expect(isCorrect(key, multi('a', 'b', 'd'))).toBe(false)
    expect(isCorrect(key, multi('A ', 'B', 'D'))).toBe(false)
  })
  it('does not change the caller’s selections while sorting', () => {
    const choices = ['D', 'A', 'B']
    isCorrect(key, { type: 'multi', choices })
    expect(choices).toEqual(['D', 'A', 'B'])
    expect(key).toEqual({ type: 'multi', answers: ['B', 'D', 'A'] })
  })
})

describe('isCorrect: fill in the blank (blank)', () => {
  const key: TAnswerKey = { type: 'blank', answers: ['Hypokalemia', 'low potassium'] }
  const blank = (text: string) => ({ type: 'blank' as const, text })

  it('is right for an accepted answer as written', () => {
    expect(isCorrect(key, blank('Hypokalemia'))).toBe(true)
  })
  it('trims the text', () => {
    expect(isCorrect(key, blank('  Hypokalemia \n'))).toBe(true)
  })
  it('ignores letter case', () => {
    expect(isCorrect(key, blank('HYPOKALEMIA'))).toBe(true)
    expect(isCorrect(key, blank('hypokalemia'))).toBe(true)
  })
  it('treats runs of inner spaces as one space', () => {
    expect(isCorrect(key, blank('low    potassium'))).toBe(true)
    expect(isCorrect(key, blank('Low \t Potassium'))).toBe(true)
  })
  it('still needs the space between words', () => {
    expect(isCorrect(key, blank('lowpotassium'))).toBe(false)
  })
  it('accepts any of the accepted answers', () => {
    expect(isCorrect(key, blank('low potassium'))).toBe(true)
  })
  it('normalizes the accepted answers too', () => {
    expect(
      isCorrect({ type: 'blank', answers: ['  Digoxin  Toxicity '] }, blank('digoxin toxicity')),
    ).toBe(true)
  })
  it('is wrong for another word or a part of the answer', () => {
    expect(isCorrect(key, blank('Hyperkalemia'))).toBe(false)
    expect(isCorrect(key, blank('Hypo'))).toBe(false)
    expect(isCorrect(key, blank('low potassium level'))).toBe(false)
  })
  it.each(['', '   ', '\t\n'])('is wrong for empty text %j', (text) => {
    expect(isCorrect(key, blank(text))).toBe(false)
  })
  it('is wrong for empty text even when the key holds an empty answer', () => {
    expect(isCorrect({ type: 'blank', answers: ['', '  '] }, blank(''))).toBe(false)
    expect(isCorrect({ type: 'blank', answers: ['', '  '] }, blank('   '))).toBe(false)
  })
})

describe('isCorrect: prescription table (matrix)', () => {
  const key: TAnswerKey = {
    type: 'matrix',
    rows: [
      { id: 'r1', indicated: true },
      { id: 'r2', indicated: false },
      { id: 'r3', indicated: true },
    ],
  }
  type Choice = 'indicated' | 'not_indicated' | null
  const matrix = (...rows: [string, Choice][]) => ({
    type: 'matrix' as const,
    rows: rows.map(([id, choice]) => ({ id, choice })),
  })

  it('is right when every row’s tick matches', () => {
    expect(
      isCorrect(key, matrix(['r1', 'indicated'], ['r2', 'not_indicated'], ['r3', 'indicated'])),
    ).toBe(true)
  })
  it('does not depend on the order of the rows', () => {
    expect(
      isCorrect(key, matrix(['r3', 'indicated'], ['r1', 'indicated'], ['r2', 'not_indicated'])),
    ).toBe(true)
  })
  it('is wrong when a single row is ticked the other way', () => {
    expect(
      isCorrect(key, matrix(['r1', 'indicated'], ['r2', 'indicated'], ['r3', 'indicated'])),
    ).toBe(false)
    expect(
      isCorrect(key, matrix(['r1', 'not_indicated'], ['r2', 'not_indicated'], ['r3', 'indicated'])),
    ).toBe(false)
  })
  it('is wrong when a row has no tick (null)', () => {
    expect(isCorrect(key, matrix(['r1', 'indicated'], ['r2', null], ['r3', 'indicated']))).toBe(
      false,
    )
  })
  it('treats a row with no tick as wrong for an indicated row too', () => {
    expect(isCorrect(key, matrix(['r1', null], ['r2', 'not_indicated'], ['r3', 'indicated']))).toBe(
      false,
    )
  })
  it('is wrong when a row is missing from the answer', () => {
    expect(isCorrect(key, matrix(['r1', 'indicated'], ['r2', 'not_indicated']))).toBe(false)
    expect(isCorrect(key, matrix())).toBe(false)
  })
  it('is wrong when the answer names only unknown row ids', () => {
    expect(
      isCorrect(key, matrix(['x1', 'indicated'], ['x2', 'not_indicated'], ['x3', 'indicated'])),
    ).toBe(false)
  })
  it('is wrong when a known row is sent under another id', () => {
    expect(
      isCorrect(key, matrix(['r1', 'indicated'], ['R2', 'not_indicated'], ['r3', 'indicated'])),
    ).toBe(false)
  })
  it('ignores unknown extra row ids next to a fully right answer', () => {
    expect(
      isCorrect(
        key,
        matrix(['r1', 'indicated'], ['r2', 'not_indicated'], ['r3', 'indicated'], ['r9', null]),
      ),
    ).toBe(true)
  })
})

describe('isCorrect: answer of another type', () => {
  const cases: [TAnswerKey, TAnswer][] = [
    [
      { type: 'mcq', answers: ['A'] },
      { type: 'multi', choices: ['A'] },
    ],
    [
      { type: 'mcq', answers: ['A'] },
      { type: 'blank', text: 'A' },
    ],
    [
      { type: 'multi', answers: ['A'] },
      { type: 'mcq', choice: 'A' },
    ],
    [
      { type: 'blank', answers: ['A'] },
      { type: 'mcq', choice: 'A' },
    ],
    [
      { type: 'blank', answers: ['A'] },
      { type: 'multi', choices: ['A'] },
    ],
    [
      { type: 'matrix', rows: [{ id: 'r1', indicated: true }] },
      { type: 'mcq', choice: 'r1' },
    ],
    [
      { type: 'mcq', answers: ['r1'] },
      { type: 'matrix', rows: [{ id: 'r1', choice: 'indicated' }] },
    ],
  ]
  it.each(cases)('is wrong: key %o, answer %o', (key, answer) => {
    expect(isCorrect(key, answer)).toBe(false)
  })
})

describe('marksFor', () => {
  it('uses the default of 3 marks', () => expect(DEFAULT_MARKS).toBe(3))
  it.each([
    [null, 3],
    [undefined, 3],
    [0, 3],
    [-1, 3],
    [-5, 3],
    [Number.NaN, 3],
    [Number.POSITIVE_INFINITY, 3],
  ])('gives 3 for missing or unusable marks %p', (marks, expected) => {
    expect(marksFor(marks)).toBe(expected)
  })
  it.each([1, 2, 3, 4, 10])('keeps a question’s own marks %p', (marks) => {
    expect(marksFor(marks)).toBe(marks)
  })
})

describe('percentage', () => {
  it.each([
    [2, 3, 66.67],
    [1, 3, 33.33],
    [1, 6, 16.67],
    [5, 8, 62.5],
    [7, 9, 77.78],
    [3, 3, 100],
    [0, 12, 0],
    [1, 200000, 0],
    [11, 24, 45.83],
  ])('%p of %p is %p', (scored, possible, expected) => {
    expect(percentage(scored, possible)).toBe(expected)
  })
  it('is 0 when nothing was possible', () => {
    expect(percentage(0, 0)).toBe(0)
    expect(percentage(5, 0)).toBe(0)
  })
  it('is 0 when the figures are not computable', () => {
    expect(percentage(3, -3)).toBe(0)
    expect(percentage(Number.NaN, 3)).toBe(0)
    expect(percentage(3, Number.NaN)).toBe(0)
    expect(percentage(3, Number.POSITIVE_INFINITY)).toBe(0)
  })
  it('rounds to at most 2 decimals', () => {
    for (const [s, p] of [
      [1, 7],
      [22, 7],
      [100, 3],
      [13, 17],
    ]) {
      const v = percentage(s!, p!)
      expect(Math.round(v * 100) / 100).toBe(v)
      expect(Math.abs(v - (s! / p!) * 100)).toBeLessThanOrEqual(0.005)
    }
  })
})

describe('formatPercent', () => {
  it.each([
    [66.67, '66.67'],
    [0, '0.00'],
    [100, '100.00'],
    [62.5, '62.50'],
    [7, '7.00'],
  ])('shows %p as %p', (value, text) => {
    expect(formatPercent(value)).toBe(text)
  })
  it('shows a computed percentage with 2 decimals', () => {
    expect(formatPercent(percentage(2, 3))).toBe('66.67')
    expect(formatPercent(percentage(0, 0))).toBe('0.00')
    expect(formatPercent(percentage(1, 8))).toBe('12.50')
  })
})

describe('isCorrect: a blank compares letter for letter, ignoring case only', () => {
  it('does not take a spelling whose capitals happen to match (ß is not ss)', () => {
    const key: TAnswerKey = { type: 'blank', answers: ['Straße'] }
    expect(isCorrect(key, { type: 'blank', text: 'STRASSE' })).toBe(false)
    expect(isCorrect(key, { type: 'blank', text: 'strasse' })).toBe(false)
    expect(isCorrect(key, { type: 'blank', text: 'STRAßE' })).toBe(true)
  })
})
