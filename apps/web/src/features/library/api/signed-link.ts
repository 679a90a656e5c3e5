/** Ask for a new signed link this long before the current one expires. */
const MARGIN_MS = 60_000
/** Never ask more often than this (a link with a very short life, a clock that is off). */
const MIN_MS = 10_000
/** Ask again at least this often (also keeps the timer within setTimeout's range). */
const MAX_MS = 30 * 60_000

/**
 * How long until a signed media link should be replaced: a minute before `expiresAt`, so a link
 * the student clicks ("Open in a new tab", a study-calendar card) still works. `false` when there
 * is no link. Used as a query's refetchInterval and staleTime, so the link is renewed on time
 * while the page is open and at once when the student comes back to a tab left open too long.
 */
export function signedLinkRefreshIn(
  expiresAt: string | null | undefined,
  now = Date.now(),
): number | false {
  if (!expiresAt) return false
  const ms = Date.parse(expiresAt) - MARGIN_MS - now
  if (Number.isNaN(ms)) return false
  return Math.min(MAX_MS, Math.max(MIN_MS, ms))
}

/** The soonest expiry of several links (a page that shows a few). */
export const soonestExpiry = (links: { urlExpiresAt: string | null }[]) =>
  links
    .map((l) => l.urlExpiresAt)
    .filter((e): e is string => e !== null)
    .sort()[0]
