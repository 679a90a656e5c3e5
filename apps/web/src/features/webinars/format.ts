import type { TWebinar } from '@nurseready/shared/schemas/webinars'
import { formatLongDate, formatTimeRange } from '@/lib/format-date'

/** The webinar's date in its own time zone, e.g. "Tue, Jul 1, 2026". */
export const webinarDate = (w: Pick<TWebinar, 'startsAt' | 'timeZone'>, locale = 'en-US') =>
  formatLongDate(w.startsAt, w.timeZone, locale)

/** Start and end in the webinar's time zone with its label, e.g. "7:00 PM – 8:00 PM EDT". */
export const webinarTime = (
  w: Pick<TWebinar, 'startsAt' | 'endsAt' | 'timeZone'>,
  locale = 'en-US',
) => formatTimeRange(w.startsAt, w.endsAt, w.timeZone, locale)

/** Only plain https links are rendered as links (the data is admin-entered). */
export function safeZoomLink(link: string | null): string | null {
  return link && /^https:\/\/[^\s]+$/i.test(link) ? link : null
}
