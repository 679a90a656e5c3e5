import { describe, expect, it } from 'vitest'
import { allOrNothing, plusMinus } from './rules'

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
