import { describe, expect, it } from 'vitest'
import { allOrNothing, plusMinus, rationale, zeroOne } from './rules'

const option = (id: string, keyed: boolean, chosen: boolean) => ({ id, keyed, chosen })

describe('plusMinus (+/−)', () => {
  it('NCSBN published case: all 4 correct options and 2 wrong ones chosen scores 2 of 4', () => {
    const score = plusMinus([
      {
        options: [
          option('a', true, true),
          option('b', true, true),
          option('c', true, true),
          option('d', true, true),
          option('e', false, true),
          option('f', false, true),
        ],
      },
    ])
    expect(score).toEqual({
      rule: 'plus-minus',
      points: 2,
      max: 4,
      parts: [
        { id: 'a', earned: 1 },
        { id: 'b', earned: 1 },
        { id: 'c', earned: 1 },
        { id: 'd', earned: 1 },
        { id: 'e', earned: -1 },
        { id: 'f', earned: -1 },
      ],
    })
  })

  it('never goes below 0, and floors each group on its own', () => {
    const wrongOnly = plusMinus([{ options: [option('a', true, false), option('b', false, true)] }])
    expect([wrongOnly.points, wrongOnly.max]).toEqual([0, 1])
    const twoGroups = plusMinus([
      { options: [option('a', true, true), option('b', true, true), option('c', false, false)] },
      { options: [option('d', true, false), option('e', false, true), option('f', false, true)] },
    ])
    // Whole-item sum would be 2 − 2 = 0; per group it is 2 + max(0, −2) = 2.
    expect([twoGroups.points, twoGroups.max]).toEqual([2, 3])
  })
})

describe('zeroOne (0/1)', () => {
  it('counts the units answered as keyed', () => {
    expect(
      zeroOne([
        { id: 'r1', right: true },
        { id: 'r2', right: false },
        { id: 'r3', right: true },
      ]),
    ).toEqual({
      rule: 'zero-one',
      points: 2,
      max: 3,
      parts: [
        { id: 'r1', earned: 1 },
        { id: 'r2', earned: 0 },
        { id: 'r3', earned: 1 },
      ],
    })
  })

  it('takes an explicit maximum (select N over every option)', () => {
    const score = zeroOne(
      [
        { id: 'a', right: true },
        { id: 'b', right: false },
        { id: 'c', right: false },
      ],
      2,
    )
    expect([score.points, score.max]).toEqual([1, 2])
  })
})

describe('rationale', () => {
  it('NCSBN published case: a dyad with the first part right and the second wrong scores 0', () => {
    expect(rationale([{ id: 'dyad', members: [true, false] }])).toEqual({
      rule: 'rationale',
      points: 0,
      max: 1,
      parts: [{ id: 'dyad', earned: 0 }],
    })
  })

  it('gives 1 per link only when every linked part is right (a triad as two links)', () => {
    const score = rationale([
      { id: 'cause-effect1', members: [true, true] },
      { id: 'cause-effect2', members: [true, false] },
    ])
    expect([score.points, score.max]).toEqual([1, 2])
    expect(rationale([{ id: 'triad', members: [true, true, true] }]).points).toBe(1)
  })
})

describe('allOrNothing (Traditional, spec section 5)', () => {
  it('gives every mark only when every part is right', () => {
    const full = plusMinus([{ options: [option('a', true, true), option('b', false, false)] }])
    expect(allOrNothing(full, 3)).toMatchObject({
      rule: 'all-or-nothing',
      points: 3,
      max: 3,
      correct: true,
    })
    const extra = plusMinus([{ options: [option('a', true, true), option('b', false, true)] }])
    expect(allOrNothing(extra, 3)).toMatchObject({ points: 0, max: 3, correct: false })
    const half = zeroOne([
      { id: 'r1', right: true },
      { id: 'r2', right: false },
    ])
    expect(allOrNothing(half, 1)).toMatchObject({ points: 0, max: 1, correct: false })
  })
})
