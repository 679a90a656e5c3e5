import type { TReadinessTracker } from '@nurseready/shared/schemas/readiness'
import { CheckCircle2, Clock } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { useMyReadiness } from '../api/get-my-readiness'

const OPTIONS = [
  { text: 'Document the finding and reassess in one hour', state: 'plain' },
  { text: 'Check the serum calcium level and the Chvostek sign', state: 'correct' },
  { text: 'Encourage the client to rest the voice', state: 'plain' },
  { text: 'Give the prescribed oral analgesic', state: 'plain' },
] as const

/** A picture of the question bank in tutor mode, drawn in HTML (no image to download). */
export function HeroPreview() {
  const tracker = useMyReadiness()
  return (
    <figure className="relative mx-auto w-full max-w-md">
      <figcaption className="sr-only">
        Preview: a practice question in tutor mode, with the correct answer marked and a readiness
        meter.
      </figcaption>
      <div
        aria-hidden="true"
        className="rounded-2xl bg-white p-5 text-ink shadow-2xl ring-1 ring-black/5 sm:p-6"
      >
        <div className="flex items-center justify-between text-xs font-semibold text-muted">
          <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">
            Next Gen · Tutor mode
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" /> Question 12 of 75
          </span>
        </div>
        <p className="mt-4 text-[0.95rem] font-semibold leading-snug">
          Two hours after a thyroidectomy, a client reports tingling around the mouth. Which action
          should the nurse take first?
        </p>
        <ul className="mt-4 space-y-2 text-sm">
          {OPTIONS.map((o, i) => (
            <li
              key={o.text}
              className={
                o.state === 'correct'
                  ? 'flex items-start gap-2 rounded-lg border border-emerald-500 bg-emerald-50 px-3 py-2 text-emerald-900'
                  : 'flex items-start gap-2 rounded-lg border border-slate-200 px-3 py-2 text-slate-700'
              }
            >
              <span className="font-bold">{String.fromCharCode(65 + i)}.</span>
              <span className="flex-1">{o.text}</span>
              {o.state === 'correct' ? (
                <CheckCircle2 className="size-4 shrink-0 text-emerald-600" />
              ) : null}
            </li>
          ))}
        </ul>
        {tracker ? null : <StaticMeter />}
      </div>
      {tracker ? <StudentMeter tracker={tracker} /> : null}
    </figure>
  )
}

/** Visitors see what the meter looks like when it is full. */
function StaticMeter() {
  return (
    <div className="mt-5 rounded-xl bg-slate-50 p-3">
      <div className="flex items-center justify-between text-xs font-semibold">
        <span className="text-muted">Readiness assessments</span>
        <span className="text-emerald-700">High · 4 in a row</span>
      </div>
      <div className="mt-2 grid grid-cols-4 gap-1.5">
        {[0, 1, 2, 3].map((i) => (
          <span key={i} className="h-2 rounded-full bg-emerald-500" />
        ))}
      </div>
    </div>
  )
}

const BAND_LABEL = { 'very-high': 'Very High', high: 'High', borderline: 'Borderline', low: 'Low' }
const BAND_COLOUR = {
  'very-high': 'bg-emerald-600',
  high: 'bg-emerald-500',
  borderline: 'bg-amber-400',
  low: 'bg-rose-500',
}

/** A signed-in student's own meter: the last four assessments' bands and the streak. */
function StudentMeter({ tracker }: { tracker: TReadinessTracker }) {
  const last = tracker.items.slice(-4)
  const latest = last[last.length - 1]
  const summary = !latest
    ? 'No assessments yet'
    : tracker.fourConsecutiveHigh
      ? `${BAND_LABEL[latest.band]} · four in a row reached`
      : `${BAND_LABEL[latest.band]} · ${tracker.consecutiveHigh} of 4 in a row`
  return (
    <div className="-mt-3 mx-3 rounded-b-xl bg-white p-3 text-ink shadow-xl ring-1 ring-black/5 sm:mx-4">
      <div className="flex items-center justify-between text-xs font-semibold">
        <span className="text-muted">Your readiness assessments</span>
        <span>{summary}</span>
      </div>
      <ol className="mt-2 grid grid-cols-4 gap-1.5" aria-label="Your last four assessments">
        {[0, 1, 2, 3].map((i) => {
          const item = last[i]
          return (
            <li
              key={item?.id ?? `empty-${i}`}
              className={`h-2 rounded-full ${item ? BAND_COLOUR[item.band] : 'bg-slate-200'}`}
            >
              <span className="sr-only">
                {item ? `Assessment ${item.number}: ${BAND_LABEL[item.band]}` : 'Not taken yet'}
              </span>
            </li>
          )
        })}
      </ol>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs font-semibold">
        <Link to={paths.readiness} className="text-brand-800 underline">
          Open your readiness tracker
        </Link>
        <Link to={paths.howReadinessWorks} className="text-brand-800 underline">
          How readiness works
        </Link>
      </div>
    </div>
  )
}
