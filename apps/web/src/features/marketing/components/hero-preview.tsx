import { CheckCircle2, Clock } from 'lucide-react'

const OPTIONS = [
  { text: 'Document the finding and reassess in one hour', state: 'plain' },
  { text: 'Check the serum calcium level and the Chvostek sign', state: 'correct' },
  { text: 'Encourage the client to rest the voice', state: 'plain' },
  { text: 'Give the prescribed oral analgesic', state: 'plain' },
] as const

/** A picture of the question bank in tutor mode, drawn in HTML (no image to download). */
export function HeroPreview() {
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
      </div>
    </figure>
  )
}
