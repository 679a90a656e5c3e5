import { paths, readinessPaths } from '@nurseready/shared/constants/routes'
import { Link, useParams } from 'react-router'
import { Button, buttonVariants } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useAssessmentResult } from '@/features/readiness/api/get-assessment-result'
import { BandBadge } from '@/features/readiness/components/band-badge'
import { CategoryReport } from '@/features/readiness/components/category-report'
import { EstimateChart } from '@/features/readiness/components/estimate-chart'
import { BAND_TEXT, formatLogits } from '@/features/readiness/texts'
import { ApiError, errorMessage } from '@/lib/api-client'
import { formatDate } from '@/lib/format-date'

/** An assessment's result: prediction, band, ability with its range, chart, rule, categories. */
export function ReadinessResultPage() {
  const { id = '' } = useParams()
  const result = useAssessmentResult(id)
  if (result.isPending) return <Spinner label="Loading result..." />
  if (result.isError || !result.data) {
    const status = result.error instanceof ApiError ? result.error.status : 0
    return (
      <div className="mx-auto max-w-2xl space-y-4 rounded-2xl bg-white p-6 text-center ring-1 ring-slate-200">
        <h1 className="text-xl font-bold text-ink">
          {status === 404 || status === 400 ? 'Assessment not found' : 'No result yet'}
        </h1>
        <p role="alert" className="text-muted">
          {errorMessage(result.error, 'The result could not be loaded.')}
        </p>
        {status === 409 ? (
          <Link to={readinessPaths.assessment(id)} className={buttonVariants()}>
            Back to the assessment
          </Link>
        ) : status === 0 ? (
          <Button variant="secondary" onClick={() => void result.refetch()}>
            Try again
          </Button>
        ) : null}
      </div>
    )
  }
  const r = result.data
  const percent = (r.probabilityAboveStandard * 100).toFixed(1)
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <title>{`${r.examName} readiness result · NurseReady`}</title>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            Your {r.examName} readiness result
          </h1>
          <p className="mt-1 text-muted">Completed {formatDate(r.completedAt)}</p>
        </div>
        <Link to={readinessPaths.review(r.id)} className={buttonVariants()}>
          Review every question
        </Link>
      </div>

      <section
        aria-labelledby="summary-heading"
        className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:grid-cols-3"
      >
        <h2 id="summary-heading" className="sr-only">
          Summary
        </h2>
        <div>
          <p className="text-sm text-muted">Prediction</p>
          <p className={`text-2xl font-bold ${r.passed ? 'text-emerald-800' : 'text-red-800'}`}>
            {r.passed ? 'Pass' : 'Fail'}
          </p>
          <p className="text-sm text-muted">for {r.examName}</p>
        </div>
        <div>
          <p className="text-sm text-muted">Readiness band</p>
          <p className="mt-1">
            <BandBadge band={r.band} className="text-base" />
          </p>
          <p className="mt-1 text-sm text-muted">{BAND_TEXT[r.band].meaning}</p>
        </div>
        <div>
          <p className="text-sm text-muted">Ability estimate</p>
          <p className="text-2xl font-bold tabular-nums text-ink">{formatLogits(r.theta)}</p>
          <p className="text-sm text-muted">
            95 % range {formatLogits(r.interval.low)} to {formatLogits(r.interval.high)} logits;
            passing standard {formatLogits(r.passingStandard)}. {percent} % likely above it.
          </p>
        </div>
      </section>

      <section aria-labelledby="rule-heading" className="space-y-2">
        <h2 id="rule-heading" className="text-lg font-semibold text-ink">
          Why it stopped after {r.itemsAdministered} questions
        </h2>
        <p className="leading-relaxed text-ink">{r.stopExplanation}</p>
        <p className="text-sm text-muted">
          {r.scoredItems} of the {r.itemsAdministered} questions counted; the others were unscored
          trial questions, as on the exam.
        </p>
      </section>

      <section
        aria-labelledby="chart-heading"
        className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="chart-heading" className="text-lg font-semibold text-ink">
          Your estimate after every question
        </h2>
        <EstimateChart result={r} />
      </section>

      <section
        aria-labelledby="categories-heading"
        className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="categories-heading" className="text-lg font-semibold text-ink">
          Performance by test-plan category
        </h2>
        <p className="text-sm text-muted">
          Like the official candidate performance report: Above or Below when the category's own 95
          % range lies above or below the passing standard, Near otherwise.
        </p>
        <CategoryReport categories={r.categories} />
      </section>

      <Link to={paths.readiness} className={buttonVariants({ variant: 'secondary' })}>
        Back to readiness
      </Link>
    </div>
  )
}
