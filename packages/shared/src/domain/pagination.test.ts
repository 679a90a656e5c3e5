import { describe, expect, it } from 'vitest'
import { pageItems, totalPages } from './pagination'

describe('pageItems (2 margin pages, 5-page range)', () => {
  it('lists every page when they all fit', () => {
    expect(pageItems(1, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
  })
  it('shows margins and a range around the current page', () => {
    expect(pageItems(10, 20)).toEqual([1, 2, 'gap', 8, 9, 10, 11, 12, 'gap', 19, 20])
  })
  it('keeps the range inside the ends', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 19, 20])
    expect(pageItems(20, 20)).toEqual([1, 2, 'gap', 16, 17, 18, 19, 20])
  })
  it('has no gap between adjacent pages', () => {
    expect(pageItems(4, 12)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 11, 12])
  })
  it('is empty for no pages', () => expect(pageItems(1, 0)).toEqual([]))
  it('is empty, not an error, for a negative page count', () => {
    expect(pageItems(1, -1)).toEqual([])
  })
})

describe('totalPages', () => {
  it('rounds up and is at least one', () => {
    expect(totalPages(0, 10)).toBe(1)
    expect(totalPages(10, 10)).toBe(1)
    expect(totalPages(11, 10)).toBe(2)
  })
})
