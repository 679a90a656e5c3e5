import { describe, expect, it } from 'vitest'
import { DAY_MS, filterEnd } from './time'

describe('time', () => {
  it('a day is 86,400,000 ms', () => {
    expect(DAY_MS).toBe(86_400_000)
  })

  it('a date alone ends at the next day’s start, in UTC', () => {
    expect(filterEnd('2026-03-01')?.toISOString()).toBe('2026-03-02T00:00:00.000Z')
    expect(filterEnd('2026-12-31')?.toISOString()).toBe('2027-01-01T00:00:00.000Z')
  })

  it('a timestamp is the end itself', () => {
    expect(filterEnd('2026-03-01T10:15:00.000Z')?.toISOString()).toBe('2026-03-01T10:15:00.000Z')
  })

  it('no filter, no end', () => {
    expect(filterEnd(undefined)).toBeUndefined()
    expect(filterEnd('')).toBeUndefined()
  })
})
