/** Intl uses narrow no-break spaces; plain ones read and wrap the same and copy better. */
const tidy = (text: string) => text.replace(/[\u202f\u2009\u00a0]/g, ' ')

/** A date in the student's time zone (or `timeZone`), e.g. "Mar 10, 2026". */
export function formatDate(iso: string, timeZone?: string, locale = 'en-US') {
  return tidy(
    new Intl.DateTimeFormat(locale, {
      timeZone,
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    }).format(new Date(iso)),
  )
}

/** "Tue, Mar 10, 2026" in the student's time zone. */
export function formatLongDate(iso: string, timeZone?: string, locale = 'en-US') {
  return tidy(
    new Intl.DateTimeFormat(locale, {
      timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    }).format(new Date(iso)),
  )
}

/** Start and end time with the zone's short name, e.g. "2:00 PM – 3:30 PM EDT". */
export function formatTimeRange(
  startsAt: string,
  endsAt: string,
  timeZone?: string,
  locale = 'en-US',
) {
  const clock = (timeZoneName?: 'short') =>
    new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit', timeZoneName })
  return tidy(`${clock().format(new Date(startsAt))} – ${clock('short').format(new Date(endsAt))}`)
}
