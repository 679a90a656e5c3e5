import type { TLiveLecture } from '@nurseready/shared/schemas/billing'
import { BookOpen, CalendarDays, Clock, GraduationCap } from 'lucide-react'
import { formatLongDate, formatTimeRange } from '@/lib/format-date'
import { useNow } from '@/lib/use-now'
import { lectureStatus } from '../lecture-status'

/** Only plain https links are rendered as links (the data is admin-entered). */
export function safeJoinUrl(url: string): string | null {
  return /^https:\/\/[^\s]+$/i.test(url) ? url : null
}

/**
 * An upcoming live lecture: lecturer name and designation, subject, course, date and time in
 * the student's own time zone, a Live badge while it is on (before that, when it starts) and
 * Join Now (new tab).
 */
export function LectureCard({ lecture, timeZone }: { lecture: TLiveLecture; timeZone?: string }) {
  const join = safeJoinUrl(lecture.joinUrl)
  const status = lectureStatus(lecture, useNow())
  const row = 'flex items-start gap-2.5'
  const icon = 'mt-0.5 size-4 shrink-0 text-brand-700'
  return (
    <article
      aria-labelledby={`lecture-${lecture.id}`}
      className="flex w-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`lecture-${lecture.id}`} className="text-lg font-semibold leading-snug text-ink">
            {lecture.lecturerName}
          </h3>
          <p className="text-sm text-muted">{lecture.designation}</p>
        </div>
        {status.kind === 'live' ? (
          <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-bold uppercase text-red-700 ring-1 ring-inset ring-red-200">
            <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-red-600" />
            {status.label}
          </span>
        ) : (
          <span className="inline-flex shrink-0 items-center rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-inset ring-slate-200">
            {status.label}
          </span>
        )}
      </div>
      <dl className="mt-4 space-y-2 text-sm text-slate-700">
        <div className={row}>
          <BookOpen aria-hidden="true" className={icon} />
          <dt className="sr-only">Subject</dt>
          <dd>{lecture.subject}</dd>
        </div>
        <div className={row}>
          <GraduationCap aria-hidden="true" className={icon} />
          <dt className="sr-only">Course</dt>
          <dd>{lecture.courseName}</dd>
        </div>
        <div className={row}>
          <CalendarDays aria-hidden="true" className={icon} />
          <dt className="sr-only">Date</dt>
          <dd>{formatLongDate(lecture.startsAt, timeZone)}</dd>
        </div>
        <div className={row}>
          <Clock aria-hidden="true" className={icon} />
          <dt className="sr-only">Time</dt>
          <dd>{formatTimeRange(lecture.startsAt, lecture.endsAt, timeZone)}</dd>
        </div>
      </dl>
      <div className="mt-auto pt-5">
        {join ? (
          <a
            href={join}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-11 w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Join Now
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
      </div>
    </article>
  )
}
