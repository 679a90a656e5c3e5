import { PASS_PERCENT } from '@nurseready/shared/constants/spec'
import { formatPercent, percentage } from '@nurseready/shared/domain/grading'
import { CircleCheck, CircleX, FlaskConical } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'

/** The spec's static result mock: sample data only, never a real test. */
const SAMPLE_RESULT = { testName: 'Sample practice test', scored: 18, possible: 30 }

/** Passing is 50 percent or more (spec section 2). */
const hasPassed = (percent: number) => percent >= PASS_PERCENT

/** /viewresults: a static result mock with sample data. */
export function ViewResultsPage() {
  const { testName, scored, possible } = SAMPLE_RESULT
  const percent = percentage(scored, possible)
  const passed = hasPassed(percent)
  const Icon = passed ? CircleCheck : CircleX
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <title>Results (sample) · NurseReady</title>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Results</h1>
        <p className="mt-1 text-muted">How a test result is shown.</p>
      </div>

      <p className="flex items-start gap-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
        <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong className="font-semibold">Sample data.</strong> This page is a preview with
          made-up figures, not one of your tests. A result passes at {PASS_PERCENT} percent or more.
          Your real results are in{' '}
          <Link to={paths.previousTests} className="font-semibold underline">
            previous tests
          </Link>
          .
        </span>
      </p>

      <section
        aria-labelledby="result-heading"
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="result-heading" className="text-lg font-semibold text-ink">
            {testName}
          </h2>
          <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-amber-900">
            Sample
          </span>
        </div>
        <dl className="mt-5 grid gap-3 sm:grid-cols-3">
          <Stat label="Score" value={`${scored} / ${possible}`} />
          <Stat label="Percent" value={`${formatPercent(percent)}%`} />
          <div
            className={cn(
              'rounded-xl px-4 py-3 ring-1',
              passed ? 'bg-emerald-50 ring-emerald-200' : 'bg-red-50 ring-red-200',
            )}
          >
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted">Result</dt>
            <dd
              className={cn(
                'mt-1 flex items-center gap-2 text-2xl font-bold',
                passed ? 'text-emerald-700' : 'text-red-700',
              )}
            >
              <Icon aria-hidden="true" className="size-6" />
              {passed ? 'Pass' : 'Fail'}
            </dd>
          </div>
        </dl>
        <div className="mt-5">
          <div
            role="progressbar"
            aria-label="Score"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${formatPercent(percent)} percent`}
            className="relative h-3 overflow-hidden rounded-full bg-slate-100"
          >
            <div
              className={cn('h-full rounded-full', passed ? 'bg-emerald-600' : 'bg-red-600')}
              style={{ width: `${Math.min(100, percent)}%` }}
            />
            <span
              aria-hidden="true"
              className="absolute inset-y-0 w-0.5 bg-slate-500"
              style={{ left: `${PASS_PERCENT}%` }}
            />
          </div>
          <p className="mt-2 text-xs text-muted">Pass mark: {PASS_PERCENT}%</p>
        </div>
      </section>
    </div>
  )
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums text-ink">{value}</dd>
    </div>
  )
}
