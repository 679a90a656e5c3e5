import { describe, expect, it } from 'vitest'
import { firstCases, shuffleBlocks, withMoreCases } from './paper-compose'

describe('how a Next Gen test is filled (docs/items.md, Papers)', () => {
  it('starts with about half the test in cases, at least one when six fit, none below six', () => {
    expect(firstCases(5, 12)).toBe(0)
    expect(firstCases(6, 12)).toBe(1)
    expect(firstCases(10, 12)).toBe(1)
    expect(firstCases(30, 12)).toBe(2)
    expect(firstCases(100, 12)).toBe(8)
    expect(firstCases(100, 3)).toBe(3)
    expect(firstCases(30, 0)).toBe(0)
  })

  it('adds cases while six positions remain when stand-alone items run short', () => {
    // 30 asked, 2 cases (12) taken, only 5 stand-alone: 13 left → 2 more cases.
    expect(withMoreCases(30, 2, 5, 12)).toBe(4)
    // No more cases available than the 3 there are.
    expect(withMoreCases(30, 2, 5, 3)).toBe(3)
    // Enough stand-alone items: nothing changes.
    expect(withMoreCases(30, 2, 18, 12)).toBe(2)
    // Fewer than six left: nothing more.
    expect(withMoreCases(10, 1, 0, 12)).toBe(1)
  })

  it('shuffles blocks, keeping a case together and in order', () => {
    const picks = [0.1, 0.9, 0.5]
    const random = () => picks.shift() ?? 0
    const ids = shuffleBlocks([['c1', 'c2', 'c3', 'c4', 'c5', 'c6'], ['a'], ['b'], ['c']], random)
    expect(ids).toHaveLength(9)
    const at = ids.indexOf('c1')
    expect(ids.slice(at, at + 6)).toEqual(['c1', 'c2', 'c3', 'c4', 'c5', 'c6'])
    // Fisher-Yates from the end: i=3 swaps with 0 (0.1), i=2 and i=1 stay (0.9, 0.5).
    expect(ids).toEqual(['c', 'a', 'b', 'c1', 'c2', 'c3', 'c4', 'c5', 'c6'])
  })
})
