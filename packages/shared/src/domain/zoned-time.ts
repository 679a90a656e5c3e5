/**
 * Wall-clock times in an IANA time zone (a webinar announced for 7:00 PM America/Toronto) and the
 * instants they stand for, with the platform's Intl time-zone data only (no library needed).
 */

import { DAY_MS } from './time'

/** True when `zone` is an IANA time zone name this runtime knows (e.g. "America/Toronto"). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** The zone's wall clock at `instant`: { date: "2026-12-10", time: "19:00" } (24-hour). */
export function wallClock(instant: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  )
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  }
}

/** Minutes the zone is ahead of UTC at `instant` (Toronto in winter: -300). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const { date, time } = wallClock(instant, timeZone)
  const asUtc = Date.parse(`${date}T${time}:00Z`)
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000)
}

/**
 * The instant at which the zone's clock shows `date` ("YYYY-MM-DD") `time` ("HH:MM"). In the
 * hour skipped when clocks go forward, the time is read with the offset before the change (2:30
 * becomes 3:30); in the hour repeated when they go back, the first (daylight) one is taken. East
 * and west of UTC alike.
 */
export function zonedTimeToInstant(date: string, time: string, timeZone: string): Date {
  const naive = Date.parse(`${date}T${time}:00Z`)
  // Date.parse takes 30 February as 2 March: a date that does not come back the same is refused.
  if (Number.isNaN(naive) || new Date(naive).toISOString().slice(0, 16) !== `${date}T${time}`) {
    throw new RangeError(`not a date and time: ${date} ${time}`)
  }
  // The offsets in force a day before and a day after: the same on an ordinary day, the two
  // sides of the change on a day the clocks move (no zone changes twice within two days).
  const before = offsetMinutes(new Date(naive - DAY_MS), timeZone)
  const after = offsetMinutes(new Date(naive + DAY_MS), timeZone)
  // Each offset gives an instant; it counts if the zone's clock really shows the asked time then
  // (both do in the repeated hour: the earlier is the first; neither does in the skipped hour).
  const offsets = before === after ? [before] : [before, after]
  const shown = offsets
    .map((offset) => naive - offset * 60_000)
    .filter((t) => {
      const w = wallClock(new Date(t), timeZone)
      return w.date === date && w.time === time
    })
  return new Date(shown.length > 0 ? Math.min(...shown) : naive - before * 60_000)
}
