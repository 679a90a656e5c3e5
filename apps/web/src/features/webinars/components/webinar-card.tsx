import { WEBINAR_TYPE_LABELS } from '@nurseready/shared/domain/webinars'
import type { TWebinar } from '@nurseready/shared/schemas/webinars'
import { CalendarDays, Clock, Mic, Video } from 'lucide-react'
import type { ReactNode } from 'react'
import { safeZoomLink, webinarDate, webinarTime } from '../format'

const TYPE_COLORS: Record<TWebinar['type'], string> = {
  workshop: 'bg-sky-50 text-sky-800 ring-sky-200',
  masterclass: 'bg-violet-50 text-violet-800 ring-violet-200',
  'live-qa': 'bg-amber-50 text-amber-900 ring-amber-200',
  'info-session': 'bg-emerald-50 text-emerald-800 ring-emerald-200',
}

/**
 * A webinar card: event name, speaker, subject, type badge, date, time with the time zone, and
 * the Zoom link (enrolled students only). `action` goes at the bottom (Enroll Now).
 */
export function WebinarCard({ webinar, action }: { webinar: TWebinar; action?: ReactNode }) {
  const zoom = safeZoomLink(webinar.zoomLink)
  const row = 'flex items-start gap-2.5'
  const icon = 'mt-0.5 size-4 shrink-0 text-brand-700'
  return (
    <article
      aria-labelledby={`webinar-${webinar.id}`}
      className="flex w-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-start justify-between gap-3">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
          {webinar.subject}
        </p>
        <span
          className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TYPE_COLORS[webinar.type]}`}
        >
          {WEBINAR_TYPE_LABELS[webinar.type]}
        </span>
      </div>
      <h3 id={`webinar-${webinar.id}`} className="mt-2 text-lg font-semibold leading-snug text-ink">
        {webinar.title}
      </h3>
      <dl className="mt-4 space-y-2 text-sm text-slate-700">
        <div className={row}>
          <Mic aria-hidden="true" className={icon} />
          <dt className="sr-only">Speaker</dt>
          <dd>{webinar.speaker}</dd>
        </div>
        <div className={row}>
          <CalendarDays aria-hidden="true" className={icon} />
          <dt className="sr-only">Date</dt>
          <dd>{webinarDate(webinar)}</dd>
        </div>
        <div className={row}>
          <Clock aria-hidden="true" className={icon} />
          <dt className="sr-only">Time</dt>
          <dd>{webinarTime(webinar)}</dd>
        </div>
        <div className={row}>
          <Video aria-hidden="true" className={icon} />
          <dt className="sr-only">Zoom link</dt>
          <dd className="min-w-0">
            {zoom ? (
              <a
                href={zoom}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
              >
                Join on Zoom
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              <span className="text-muted">Zoom link shared after you enrol</span>
            )}
          </dd>
        </div>
      </dl>
      {action ? <div className="mt-auto pt-5">{action}</div> : null}
    </article>
  )
}
