import { describe, expect, it } from 'vitest'
import { EXAMPLE_ITEMS } from '../../items/examples'
import { allOrNothing, plusMinus } from './rules'
import { scoreItem } from './score-item'

// The Traditional rule at its edges (issue 18): all its marks only when every part is right.
describe('allOrNothing', () => {
  it('an item with nothing to earn is never right', () => {
    expect(allOrNothing({ rule: 'zero-one', points: 0, max: 0, parts: [] }, 3)).toEqual({
      rule: 'all-or-nothing',
      points: 0,
      max: 3,
      parts: [],
      correct: false,
    })
  })
  it('a wrong pick floored away in its own group still makes the item wrong', () => {
    const score = plusMinus([
      { options: [{ id: 'a', keyed: true, chosen: true }] },
      { options: [{ id: 'b', keyed: false, chosen: true }] },
    ])
    expect(score).toMatchObject({ points: 1, max: 1 })
    expect(allOrNothing(score, 3)).toMatchObject({ points: 0, max: 3, correct: false })
  })
  it('every part right: all the marks', () => {
    const score = plusMinus([{ options: [{ id: 'a', keyed: true, chosen: true }] }])
    expect(allOrNothing(score, 3)).toEqual({
      rule: 'all-or-nothing',
      points: 3,
      max: 3,
      parts: [{ id: 'a', earned: 1 }],
      correct: true,
    })
  })
})

describe('a Next Gen matrix with one answer per row', () => {
  it('scores each row 0/1 by its id, a wrong row 0 (never a cell-by-cell −1)', () => {
    const r = scoreItem(EXAMPLE_ITEMS['matrix-mc'], {
      type: 'matrix-mc',
      cells: [
        { row: 'r1', column: 'not-indicated' },
        { row: 'r2', column: 'not-indicated' },
        { row: 'r3', column: 'indicated' },
        { row: 'r4', column: 'not-indicated' },
      ],
    })
    expect(r.ok && r.score).toEqual({
      rule: 'zero-one',
      points: 3,
      max: 4,
      correct: false,
      parts: [
        { id: 'r1', earned: 0 },
        { id: 'r2', earned: 1 },
        { id: 'r3', earned: 1 },
        { id: 'r4', earned: 1 },
      ],
    })
  })
})
