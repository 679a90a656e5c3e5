/**
 * The tab a key moves to in a tab list (the APG tabs pattern): ArrowRight and ArrowLeft wrap
 * around, Home and End go to the ends; null for any other key.
 */
export function tabKeyTarget(key: string, at: number, count: number): number | null {
  const last = count - 1
  if (key === 'ArrowRight') return at === last ? 0 : at + 1
  if (key === 'ArrowLeft') return at === 0 ? last : at - 1
  if (key === 'Home') return 0
  if (key === 'End') return last
  return null
}
