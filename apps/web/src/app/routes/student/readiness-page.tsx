import { paths, readinessPaths } from '@nurseready/shared/constants/routes'
import type { TExamCode } from '@nurseready/shared/domain/readiness/exams'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { Button, buttonVariants } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useReadinessOverview } from '@/features/readiness/api/get-readiness-overview'
import { useSetTargetExam } from '@/features/readiness/api/set-target-exam'
import { useStartAssessment } from '@/features/readiness/api/start-assessment'
import { ReadinessTracker } from '@/features/readiness/components/readiness-tracker'
import { formatClock, READINESS_TEXTS } from '@/features/readiness/texts'
import { ApiError, errorMessage } from '@/lib/api-client'
import { formatDate } from '@/lib/format-date'
import { useSingleFlight } from '@/lib/use-single-flight'

/** /readiness: the target exam, what the plan leaves, the assessment in progress, the tracker. */
export function ReadinessPage() {
  const navigate = useNavigate()
  const overview = useReadinessOverview()
  const setExam = useSetTargetExam()
  const start = useStartAssessment()
  const once = useSingleFlight()
  const [error, setError] = useState<{ text: string; plans: boolean } | null>(null)

  if (overview.isPending) return <Spinner label="Loading readiness..." />
  if (overview.isError)
    return (
      <div className="mx-auto max-w-3xl space-y-4 rounded-2xl bg-white p-6 text-center ring-1 ring-slate-200">
        <p role="alert" className="font-semibold text-ink">
          Your readiness could not be loaded.
        </p>
        <Button variant="secondary" onClick={() => void overview.refetch()}>
          Try again
        </Button>
      </div>
    )
  const o = overview.data
  const exam = o.exams.find((e) => e.code === o.targetExam)!

  async function onStart() {
    setError(null)
    try {
      const status = await start.mutateAsync()
      navigate(readinessPaths.assessment(status.id))
    } catch (err) {
      setError({
        text: errorMessage(err, 'The assessment could not be started. Please try again.'),
        plans: err instanceof ApiError && err.status === 403,
      })
    }
  }

  async function onExam(code: TExamCode) {
    setError(null)
    try {
      await setExam.mutateAsync(code)
    } catch (err) {
      setError({ text: errorMessage(err, 'Your target exam could not be saved.'), plans: false })
    }
  }

  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <title>Readiness assessment · NurseReady</title>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {READINESS_TEXTS.title}
        </h1>
        <p className="mt-2 max-w-3xl leading-relaxed text-muted">
          An adaptive assessment run by the NCLEX's own rules: each question is chosen for your
          level, there is no feedback until the end and no going back, and it stops when it is 95 %
          sure whether you are above or below the passing standard.{' '}
          <Link to={paths.howReadinessWorks} className="font-medium text-brand-700 underline">
            How readiness works
          </Link>
        </p>
      </div>

      <section
        aria-labelledby="exam-heading"
        className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      >
        <fieldset className="space-y-3" disabled={setExam.isPending}>
          <legend id="exam-heading" className="text-lg font-semibold text-ink">
            Target exam
          </legend>
          <div className="flex flex-wrap gap-3">
            {o.exams.map((e) => (
              <label
                key={e.code}
                className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 has-checked:border-brand-700 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  name="target-exam"
                  value={e.code}
                  checked={o.targetExam === e.code}
                  onChange={() => void onExam(e.code)}
                  className="size-4 accent-brand-700"
                />
                <span className="font-medium text-ink">{e.name}</span>
              </label>
            ))}
          </div>
          <p className="text-sm text-muted">
            {exam.name}: {exam.minItems} to {exam.maxItems} questions, {exam.timeLimitMinutes / 60}{' '}
            hours. A suspension is a break: the clock keeps running.
          </p>
        </fieldset>
      </section>

      <section
        aria-labelledby="start-heading"
        className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="start-heading" className="text-lg font-semibold text-ink">
          Your assessments
        </h2>
        {o.allowance.entitled ? (
          <p className="text-ink">
            <strong>
              {o.allowance.remaining} of {o.allowance.perPeriod}
            </strong>{' '}
            assessments left in this plan period
            {o.allowance.periodEndsAt ? ` (until ${formatDate(o.allowance.periodEndsAt)})` : ''}.
          </p>
        ) : (
          <p className="text-ink">
            {READINESS_TEXTS.noPlan}{' '}
            <Link to={paths.subscriptions} className="font-medium text-brand-700 underline">
              Buy subscription
            </Link>
          </p>
        )}
        {o.current ? (
          <div className="flex flex-col gap-3 rounded-xl bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-ink">
              {o.current.examName} assessment in progress: question {o.current.position}, time left{' '}
              {formatClock(o.current.remainingSeconds)}
              {o.current.status === 'suspended' ? ' (suspended)' : ''}.
            </p>
            <Link to={readinessPaths.assessment(o.current.id)} className={buttonVariants()}>
              Continue assessment
            </Link>
          </div>
        ) : o.allowance.entitled && o.allowance.remaining === 0 ? (
          <p className="rounded-lg bg-amber-50 p-3 text-amber-950">{READINESS_TEXTS.usedUp}</p>
        ) : (
          <Button onClick={() => void once(onStart)} disabled={start.isPending}>
            {start.isPending ? 'Starting…' : `Start ${exam.name} assessment`}
          </Button>
        )}
        {error ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
            {error.text}{' '}
            {error.plans ? (
              <Link to={paths.subscriptions} className="font-medium underline">
                See plans
              </Link>
            ) : null}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="tracker-heading" className="space-y-4">
        <h2 id="tracker-heading" className="text-lg font-semibold text-ink">
          Readiness tracker
        </h2>
        <ReadinessTracker tracker={o.tracker} />
      </section>
    </div>
  )
}
