import type { TAnswer } from '@nurseready/shared/domain/grading'
import type { TAnsweredQuestion } from '@nurseready/shared/schemas/question-bank'
import { useQueryClient } from '@tanstack/react-query'
import { ArrowLeft, ArrowRight, CirclePause, CirclePlay } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useAlert } from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { ApiError, errorMessage } from '@/lib/api-client'
import { useSingleFlight } from '@/lib/use-single-flight'
import { emptyAnswer, isAnswerReady } from '../answer'
import { useQuestionFlags } from '../api/flag-question'
import { usePaper } from '../api/get-paper'
import {
  paperQuestionQueryOptions,
  TAKING_STALE_TIME,
  usePaperQuestion,
} from '../api/get-paper-question'
import { usePausePaper } from '../api/pause-paper'
import { useResumePaper } from '../api/resume-paper'
import { useSubmitAnswer } from '../api/submit-answer'
import { useCountdown } from '../use-countdown'
import { useElapsedSeconds } from '../use-elapsed-seconds'
import { useTutorAutoAdvance } from '../use-tutor-auto-advance'
import { AnswerFeedback } from './answer-feedback'
import { FlagButton } from './flag-button'
import { LoadError } from './load-error'
import { QuestionCard } from './question-card'
import { QuestionHeader } from './question-header'
import { TestEnd } from './test-end'
import { TestTimer } from './test-timer'

/** Tutor mode's control over the automatic advance to the next question. */
export const TUTOR_TEXTS = {
  pause: 'Pause auto-advance',
  resume: 'Resume auto-advance',
  waiting: 'Auto-advance paused. The next question is waiting: press Continue when you are ready.',
} as const

/**
 * Takes one paper, question by question. The server decides which question is next
 * (`nextPosition`), grades every answer and keeps the clock; this screen only shows them.
 */
export function TestRunner({ code }: { code: string }) {
  const alert = useAlert()
  const qc = useQueryClient()
  const paper = usePaper(code)
  const submit = useSubmitAnswer()
  const pause = usePausePaper()
  const resume = useResumePaper()
  /** Next, Continue and Pause/Resume: one request at a time, a double-click sends one. */
  const once = useSingleFlight()
  /** Tutor mode: the graded current question, shown with its key and explanation. */
  const [result, setResult] = useState<TAnsweredQuestion | null>(null)
  /** Tutor mode: an earlier question shown read-only (Previous). */
  const [previous, setPrevious] = useState<TAnsweredQuestion | null>(null)
  const [drafts, setDrafts] = useState<Record<number, TAnswer>>({})
  const [advancing, setAdvancing] = useState(false)
  const [timeUp, setTimeUp] = useState(false)
  /** Tutor mode: the student stopped the automatic advance to read the rationale. */
  const [holding, setHolding] = useState(false)

  const p = paper.data
  const remaining = useCountdown(p?.timer, paper.dataUpdatedAt)
  const ended = !!p && !result && (p.status === 'completed' || p.nextPosition === null)
  const question = usePaperQuestion(code, p && !result && !ended ? p.nextPosition : null)
  const pastEnd = question.error instanceof ApiError && question.error.status === 404
  const flags = useQuestionFlags(code)
  // Time on the current question, stopped while the test is suspended.
  const elapsed = useElapsedSeconds(
    question.data && !result ? question.data.position : null,
    !(p?.timer?.paused ?? false),
  )

  // The clock reached zero: the time is up, whatever the student does next.
  useEffect(() => {
    if (remaining === 0 && p?.status === 'in process') setTimeUp(true)
  }, [remaining, p?.status])

  async function advance() {
    setAdvancing(true)
    const next = await paper.refetch()
    setAdvancing(false)
    if (next.isError) {
      await alert({ title: 'Error', text: 'Could not fetch question', tone: 'error' })
      return
    }
    setResult(null)
    setPrevious(null)
    setHolding(false)
  }

  // Tutor mode after an answer: the spec's 15/3/18-second notice and advance, unless the student
  // paused the automatic advance (resuming starts the 18 s again).
  const nextSoon = useTutorAutoAdvance(!!result && !previous && !holding, () => void once(advance))

  if (timeUp) return <TestEnd code={code} reason="timeup" needsFinish />
  if (paper.isPending) return <Spinner label="Loading test..." />
  if (paper.isError || !p) {
    // 404: not this student's paper (or none); 400: a malformed stored code.
    const missing =
      paper.error instanceof ApiError && (paper.error.status === 404 || paper.error.status === 400)
    return missing ? (
      <LoadError
        title="Test not found"
        text="This test could not be found. Create a new one, or resume one from your dashboard."
        startLink
      />
    ) : (
      <LoadError text="Could not fetch question" onRetry={() => void paper.refetch()} />
    )
  }
  if (ended || pastEnd) {
    return <TestEnd code={code} reason="finished" needsFinish={p.status !== 'completed'} />
  }

  const tutor = p.mode === 'tutor'
  const paused = p.timer?.paused ?? false
  const current = result ?? question.data ?? null
  const shown = previous ?? current
  const draft = current ? (drafts[current.position] ?? emptyAnswer(current)) : null

  async function onSubmit() {
    if (!current || !draft || paused || !isAnswerReady(draft)) return
    try {
      const res = await submit.mutateAsync({
        code,
        position: current.position,
        answer: draft,
        elapsedSeconds: elapsed(),
      })
      if (tutor && res.result) setResult(res.result)
      else await advance()
    } catch (err) {
      await alert({ title: 'Error', text: errorMessage(err, 'Save failed'), tone: 'error' })
      // Paused, time up, already answered: the server's view wins.
      if (err instanceof ApiError && err.status === 409) void paper.refetch()
    }
  }

  async function onPrevious() {
    const from = shown?.position ?? p?.nextPosition ?? 1
    const target = from - 1
    const none = () =>
      alert({ title: 'Error', text: 'No previous question available', tone: 'error' })
    if (target < 1) return none()
    try {
      setPrevious(
        await qc.fetchQuery({
          ...paperQuestionQueryOptions(code, target),
          staleTime: TAKING_STALE_TIME,
        }),
      )
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) await none()
      else await alert({ title: 'Error', text: 'Failed to fetch previous question', tone: 'error' })
    }
  }

  async function onTogglePause() {
    try {
      if (paused) await resume.mutateAsync(code)
      else await pause.mutateAsync(code)
    } catch (err) {
      await alert({ title: 'Error', text: errorMessage(err, 'An error occurred'), tone: 'error' })
      void paper.refetch()
    }
  }

  const header = (
    <QuestionHeader
      paper={p}
      position={shown?.position ?? p.nextPosition}
      timer={
        p.timer && remaining !== null ? (
          <TestTimer
            seconds={remaining}
            paused={paused}
            busy={pause.isPending || resume.isPending}
            onToggle={() => void once(onTogglePause)}
          />
        ) : null
      }
    />
  )

  if (!shown) {
    return (
      <div className="space-y-6">
        {header}
        {question.isError ? (
          <LoadError text="Could not fetch question" onRetry={() => void question.refetch()} />
        ) : (
          <Spinner label="Loading question..." />
        )}
      </div>
    )
  }

  const reading = previous !== null
  const graded = reading ? previous : result
  const ready = draft ? isAnswerReady(draft) : false

  return (
    <div className="space-y-6">
      {header}
      {reading ? (
        <p className="rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900">
          You are looking back at question {previous.position}. It is read-only.
        </p>
      ) : null}
      {paused && !reading ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
        >
          <CirclePause aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          The test is suspended. Press Resume to continue answering.
        </p>
      ) : null}
      <div className="flex justify-end">
        <FlagButton
          flagged={flags.isFlagged(shown)}
          busy={flags.busy}
          onToggle={() => void flags.toggle(shown)}
        />
      </div>
      <QuestionCard
        question={shown}
        value={graded ? (graded.given ?? emptyAnswer(graded)) : (draft ?? emptyAnswer(shown))}
        onChange={(a) => setDrafts((d) => ({ ...d, [shown.position]: a }))}
        disabled={graded !== null || paused || submit.isPending}
        answerKey={graded?.key ?? null}
      />
      {graded ? <AnswerFeedback key={graded.position} question={graded} /> : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        {tutor ? (
          <Button variant="secondary" onClick={onPrevious}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Previous
          </Button>
        ) : (
          <span />
        )}
        <p
          aria-live="polite"
          className="order-last w-full text-center text-sm font-medium text-brand-800 empty:hidden sm:order-none sm:w-auto sm:flex-1"
        >
          {holding && result && !reading
            ? TUTOR_TEXTS.waiting
            : nextSoon && !reading
              ? 'The next question will show in 3 seconds.'
              : null}
        </p>
        {reading ? (
          <Button onClick={() => setPrevious(null)}>Back to current question</Button>
        ) : result ? (
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant="secondary"
              aria-pressed={holding}
              onClick={() => setHolding((h) => !h)}
              disabled={advancing}
            >
              {holding ? (
                <CirclePlay aria-hidden="true" className="size-4" />
              ) : (
                <CirclePause aria-hidden="true" className="size-4" />
              )}
              {holding ? TUTOR_TEXTS.resume : TUTOR_TEXTS.pause}
            </Button>
            <Button onClick={() => void once(advance)} disabled={advancing}>
              {advancing ? 'Loading...' : 'Continue'}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Button>
          </div>
        ) : (
          <Button
            onClick={() => void once(onSubmit)}
            disabled={!ready || paused || submit.isPending || advancing}
          >
            {submit.isPending || advancing ? 'Saving...' : 'Next'}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Button>
        )}
      </div>
      {!reading && !result && !ready && !paused ? (
        <p className="-mt-3 text-right text-sm text-muted">Answer the question to continue.</p>
      ) : null}
    </div>
  )
}
