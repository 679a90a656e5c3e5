import { describe, expect, it } from 'vitest'
import { isTimeZone, wallClock, zonedTimeToInstant } from './zoned-time'

const at = (date: string, time: string, zone: string) =>
  zonedTimeToInstant(date, time, zone).toISOString()

describe('zonedTimeToInstant', () => {
  it('reads a wall-clock time in its zone (standard time, daylight time, half-hour offset)', () => {
    expect(at('2026-12-10', '19:00', 'America/Toronto')).toBe('2026-12-11T00:00:00.000Z')
    expect(at('2027-07-15', '19:00', 'America/Toronto')).toBe('2027-07-15T23:00:00.000Z')
    expect(at('2026-12-10', '09:00', 'Asia/Kolkata')).toBe('2026-12-10T03:30:00.000Z')
    expect(at('2026-12-10', '09:00', 'UTC')).toBe('2026-12-10T09:00:00.000Z')
  })

  it('on the day clocks go forward: a skipped time reads with the offset before the change', () => {
    // Toronto, 14 March 2027: 02:00 EST becomes 03:00 EDT.
    expect(at('2027-03-14', '01:30', 'America/Toronto')).toBe('2027-03-14T06:30:00.000Z')
    expect(at('2027-03-14', '02:30', 'America/Toronto')).toBe('2027-03-14T07:30:00.000Z')
    expect(at('2027-03-14', '04:00', 'America/Toronto')).toBe('2027-03-14T08:00:00.000Z')
  })

  it('on the day clocks go back: a repeated time is the first (daylight) one', () => {
    // Toronto, 1 November 2026: 02:00 EDT becomes 01:00 EST.
    expect(at('2026-11-01', '01:30', 'America/Toronto')).toBe('2026-11-01T05:30:00.000Z')
    expect(at('2026-11-01', '03:00', 'America/Toronto')).toBe('2026-11-01T08:00:00.000Z')
  })

  it('gives back the same wall clock it was given', () => {
    const instant = zonedTimeToInstant('2026-12-10', '19:00', 'America/Vancouver')
    expect(wallClock(instant, 'America/Vancouver')).toEqual({ date: '2026-12-10', time: '19:00' })
    expect(wallClock(instant, 'America/Toronto')).toEqual({ date: '2026-12-10', time: '22:00' })
  })
})

describe('isTimeZone', () => {
  it('knows IANA names and refuses others', () => {
    expect(isTimeZone('America/Toronto')).toBe(true)
    expect(isTimeZone('Mars/Olympus')).toBe(false)
    expect(isTimeZone('')).toBe(false)
  })
})
