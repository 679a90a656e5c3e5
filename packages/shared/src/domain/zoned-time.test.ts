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

  it('east of UTC too: the skipped hour moves forward, the repeated hour takes its first pass', () => {
    // Berlin, 29 March 2026: 02:00 CET becomes 03:00 CEST; 25 October 2026: 03:00 CEST becomes
    // 02:00 CET. (Until this test, 02:30 on those days gave 01:30 CET and the second 02:30.)
    expect(at('2026-03-29', '02:30', 'Europe/Berlin')).toBe('2026-03-29T01:30:00.000Z')
    expect(at('2026-03-29', '03:30', 'Europe/Berlin')).toBe('2026-03-29T01:30:00.000Z')
    expect(at('2026-03-29', '01:30', 'Europe/Berlin')).toBe('2026-03-29T00:30:00.000Z')
    expect(at('2026-10-25', '02:30', 'Europe/Berlin')).toBe('2026-10-25T00:30:00.000Z')
    expect(at('2026-10-25', '03:30', 'Europe/Berlin')).toBe('2026-10-25T02:30:00.000Z')
    // Sydney, 5 April 2026: 03:00 AEDT becomes 02:00 AEST; 4 October 2026: 02:00 AEST becomes
    // 03:00 AEDT.
    expect(at('2026-04-05', '02:30', 'Australia/Sydney')).toBe('2026-04-04T15:30:00.000Z')
    expect(at('2026-10-04', '02:30', 'Australia/Sydney')).toBe('2026-10-03T16:30:00.000Z')
    // Lord Howe Island moves its clocks by half an hour (02:00 +10:30 becomes 02:30 +11).
    expect(at('2026-10-04', '02:15', 'Australia/Lord_Howe')).toBe('2026-10-03T15:45:00.000Z')
  })

  it('refuses a date or time that is not one, naming it', () => {
    expect(() => zonedTimeToInstant('2026-02-30', '19:00', 'UTC')).toThrow(
      new RangeError('not a date and time: 2026-02-30 19:00'),
    )
    expect(() => zonedTimeToInstant('2026-12-10', '25:00', 'America/Toronto')).toThrow(
      new RangeError('not a date and time: 2026-12-10 25:00'),
    )
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
