import { paths, readinessPaths } from '@nurseready/shared/constants/routes'
import type { TAnswer } from '@nurseready/shared/domain/grading'
import { Clock } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link, Navigate, useParams } from 'react-router'
import { useAlert } from '@/components/ui/alert-dialog'
import { Button, buttonVariants } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { emptyAnswer, isAnswerReady, QuestionCard } from '@/features/question-bank'
import { useAnswerItem } from '@/features/readiness/api/answer-item'
import { useAssessment } from '@/features/readiness/api/get-assessment'
import { useAssessmentItem } from '@/features/readiness/api/get-assessment-item'
import { useSuspendAssessment } from '@/features/readiness/api/suspend-assessment'
import { formatClock } from '@/features/readiness/texts'
import { ApiError, errorMessage } from '@/lib/api-client'
import { useSingleFlight } from '@/lib/use-single-flight'

/** Seconds left on the server's clock, counted down between syncs. */
function useTimeLeft(remaining: number | undefined, syncedAt: number) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(t)
  }, [])
  if (remaining === undefined) return null
  return Math.max(0, remaining - Math.floor((now - syncedAt) / 1000))
}

/** One readiness assessment, like the exam: one item at a time, no feedback, no going back. */
export function ReadinessAssessmentPage() {
  const { id = '' } = useParams()
  const alert = useAlert()
  const assessment = useAssessment(id)
  const a = assessment.data
  const inProgress = a?.status === 'in progress'
  const item = useAssessmentItem(id, inProgress ? a.position : null)
  const answer = useAnswerItem()
  const suspend = useSuspendAssessment('suspend')
  const resume = useSuspendAssessment('resume')
  const once = useSingleFlight()
  const [drafts, setDrafts] = useState<Record<number, TAnswer>>({})
  const left = useTimeLeft(a?.remainingSeconds, assessment.dataUpdatedAt)

  // The clock reached zero: the server ends it by the time rule on the next read.
  useEffect(() => {
    if (left === 0 && a && a.status !== 'completed') void assessment.refetch()
  }, [left, a, assessment])

  if (assessment.isPending) return <Spinner label="Loading assessment..." />
  if (assessment.isError || !a) {
    const missing =
      assessment.error instanceof ApiError && [400, 404].includes(assessment.error.status)
    return (
      <div className="mx-auto max-w-2xl space-y-4 rounded-2xl bg-white p-6 text-center ring-1 ring-slate-200">
        <h1 className="text-xl font-bold text-ink">
          {missing ? 'Assessment not found' : 'The assessment could not be loaded.'}
        </h1>
        {missing ? null : (
          <Button variant="secondary" onClick={() => void assessment.refetch()}>
            Try again
          </Button>
        )}
        <Link to={paths.readiness} className={buttonVariants({ variant: 'ghost' })}>
          Back to readiness
        </Link>
      </div>
    )
  }
  if (a.status === 'completed') return <Navigate to={readinessPaths.result(a.id)} replace />

  const current = item.data && item.data.position === a.position ? item.data : null
  const draft = current ? (drafts[current.position] ?? emptyAnswer(current)) : null
  const ready = !!draft && isAnswerReady(draft)

  async function onSubmit() {
    if (!current || !draft || !ready) return
    try {
      await answer.mutateAsync({ id, position: current.position, answer: draft })
    } catch (err) {
      await alert({ title: 'Error', text: errorMessage(err, 'Save failed'), tone: 'error' })
      if (err instanceof ApiError && err.status === 409) void assessment.refetch()
    }
  }

  async function onToggle() {
    try {
      if (a?.status === 'suspended') await resume.mutateAsync(id)
      else await suspend.mutateAsync(id)
    } catch (err) {
      await alert({ title: 'Error', text: errorMessage(err, 'An error occurred'), tone: 'error' })
      void assessment.refetch()
    }
  }

  const suspended = a.status === 'suspended'
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <title>{`${a.examName} readiness assessment · NurseReady`}</title>
      <header className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-lg font-bold text-ink sm:text-xl">
            {a.examName} readiness assessment
          </h1>
          <p className="text-sm text-muted">
            Question {a.position} · {a.minItems} to {a.maxItems} questions · no going back
          </p>
        </div>
        <div className="flex items-center gap-3">
          <p className="flex items-center gap-2 font-mono text-lg tabular-nums text-ink">
            <Clock className="size-5 text-muted" aria-hidden="true" />
            <span className="sr-only">Time left: </span>
            <span>{left === null ? '—' : formatClock(left)}</span>
          </p>
          <Button
            variant="secondary"
            onClick={() => void once(onToggle)}
            disabled={suspend.isPending || resume.isPending}
          >
            {suspended ? 'Resume' : 'Suspend'}
          </Button>
        </div>
      </header>

      {suspended ? (
        <div
          role="status"
          className="space-y-3 rounded-2xl bg-amber-50 p-6 text-amber-950 ring-1 ring-amber-200"
        >
          <h2 className="text-lg font-semibold">Assessment suspended</h2>
          <p>
            Take your break. As on the exam, the clock keeps running while you are away: time left{' '}
            {left === null ? '—' : formatClock(left)}. Press Resume to continue with question{' '}
            {a.position}.
          </p>
        </div>
      ) : item.isError ? (
        <div className="space-y-3 rounded-2xl bg-white p-6 text-center ring-1 ring-slate-200">
          <p role="alert" className="font-semibold text-ink">
            {errorMessage(item.error, 'Could not fetch question')}
          </p>
          <Button
            variant="secondary"
            onClick={() => void assessment.refetch().then(() => item.refetch())}
          >
            Try again
          </Button>
        </div>
      ) : !current || !draft ? (
        <Spinner label="Loading question..." />
      ) : (
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault()
            void once(onSubmit)
          }}
        >
          <QuestionCard
            question={current}
            value={draft}
            onChange={(v) => setDrafts((d) => ({ ...d, [current.position]: v }))}
            disabled={answer.isPending}
            answerKey={null}
          />
          <div className="flex items-center justify-between gap-3">
            <p className="text-sm text-muted">
              {ready ? 'Your answer is final once you go on.' : 'Answer the question to go on.'}
            </p>
            <Button type="submit" disabled={!ready || answer.isPending}>
              {answer.isPending ? 'Saving…' : 'Next'}
            </Button>
          </div>
        </form>
      )}
    </div>
  )
}
