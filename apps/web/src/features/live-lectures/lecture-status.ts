const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export type LectureStatus =
  | { kind: 'live'; label: 'Live' }
  | { kind: 'upcoming'; label: string }
  | { kind: 'ended'; label: 'Ended' }

/**
 * What a lecture's badge says at `now`: "Live" only between its start and end, before that
 * when it starts ("Starts in 45 min", "Starts in 3 hours", "Starts tomorrow", "Starts in 5
 * days"), "Ended" after.
 */
export function lectureStatus(
  lecture: { startsAt: string; endsAt: string },
  now: number,
  locale = 'en-US',
): LectureStatus {
  const start = Date.parse(lecture.startsAt)
  if (now >= Date.parse(lecture.endsAt)) return { kind: 'ended', label: 'Ended' }
  if (now >= start) return { kind: 'live', label: 'Live' }
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
  const ms = start - now
  const when =
    ms >= DAY
      ? rtf.format(Math.round(ms / DAY), 'day')
      : ms >= HOUR
        ? rtf.format(Math.round(ms / HOUR), 'hour')
        : rtf.format(Math.max(1, Math.ceil(ms / MINUTE)), 'minute')
  return { kind: 'upcoming', label: `Starts ${when}` }
}
