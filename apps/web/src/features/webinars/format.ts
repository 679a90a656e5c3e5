import type { TWebinar } from '@nurseready/shared/schemas/webinars'

/** The webinar's date in its own time zone, e.g. "Tue, Jul 1, 2026". */
export function webinarDate(w: Pick<TWebinar, 'startsAt' | 'timeZone'>, locale = 'en-US') {
  return new Intl.DateTimeFormat(locale, {
    timeZone: w.timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  })
    .format(new Date(w.startsAt))
    .replace(/[\u202f\u2009\u00a0]/g, ' ')
}

/** Start and end in the webinar's time zone with its label, e.g. "7:00 PM – 8:00 PM EDT". */
export function webinarTime(
  w: Pick<TWebinar, 'startsAt' | 'endsAt' | 'timeZone'>,
  locale = 'en-US',
) {
  const clock = (timeZoneName?: 'short') =>
    new Intl.DateTimeFormat(locale, {
      timeZone: w.timeZone,
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName,
    })
  const text = `${clock().format(new Date(w.startsAt))} – ${clock('short').format(new Date(w.endsAt))}`
  // Intl uses narrow no-break spaces; plain ones read and wrap the same and copy better.
  return text.replace(/[\u202f\u2009\u00a0]/g, ' ')
}

/** Only plain https links are rendered as links (the data is admin-entered). */
export function safeZoomLink(link: string | null): string | null {
  return link && /^https:\/\/[^\s]+$/i.test(link) ? link : null
}
