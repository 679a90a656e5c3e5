/** One calendar day in milliseconds (UTC days: no clock change). */
export const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The exclusive end of a list filter's `to` (the admin console's audit log and orders): a date
 * alone (2026-03-01) takes in that whole day, so the end is the next day's start in UTC; a full
 * timestamp is the end itself.
 */
export function filterEnd(to: string | undefined): Date | undefined {
  if (!to) return undefined
  const at = new Date(to)
  return /^\d{4}-\d{2}-\d{2}$/.test(to) ? new Date(at.getTime() + DAY_MS) : at
}
