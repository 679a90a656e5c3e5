import type { TAnsweredQuestion, TGiven } from '@nurseready/shared/schemas/question-bank'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useAlert } from '@/components/ui/alert-dialog'
import { Spinner } from '@/components/ui/spinner'
import { ApiError, errorMessage } from '@/lib/api-client'
import { useSingleFlight } from '@/lib/use-single-flight'
import { emptyDraft, isDraftReady, legacyTypeOf } from '../answer'
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
import { navigatorItems, nextUnansweredAfter } from '../test-tools/navigation'
import { chooseOption, type ShortcutHandlers, useTestShortcuts } from '../test-tools/shortcuts'
import { useTestTools } from '../test-tools/test-toolbar'
import { useCountdown } from '../use-countdown'
import { useElapsedSeconds } from '../use-elapsed-seconds'
import { useTutorAutoAdvance } from '../use-tutor-auto-advance'
import { LoadError } from './load-error'
import { QuestionHeader } from './question-header'
import { TestEnd } from './test-end'
import { TestScreen } from './test-screen'
import { TestTimer } from './test-timer'

/** Types answered from one list of options, which the digit shortcuts choose from. */
const OPTION_LISTS = new Set<string>(['mcq', 'multi', 'select-n'])

/**
 * Takes one paper, question by question. The server decides which question is next
 * (`nextPosition`), grades every answer and keeps the clock; the student may also jump to an
 * unanswered question (or, in tutor mode, look back at an answered one) from the navigator.
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
  /** Tutor mode: an earlier question shown read-only (Previous, or the navigator). */
  const [previous, setPrevious] = useState<TAnsweredQuestion | null>(null)
  /** An unanswered question the student jumped to; null: the server's `nextPosition`. */
  const [target, setTarget] = useState<number | null>(null)
  const [drafts, setDrafts] = useState<Record<number, TGiven>>({})
  const [advancing, setAdvancing] = useState(false)
  const [timeUp, setTimeUp] = useState(false)
  /** Tutor mode: the student stopped the automatic advance to read the rationale. */
  const [holding, setHolding] = useState(false)
  const tools = useTestTools()
  const shortcuts = useRef<ShortcutHandlers>({})
  useTestShortcuts(shortcuts)

  const p = paper.data
  const items = p ? navigatorItems(p) : []
  const targetOpen = target !== null && items.some((i) => i.position === target && !i.answered)
  const remaining = useCountdown(p?.timer, paper.dataUpdatedAt)
  const ended = !!p && !result && (p.status === 'completed' || p.nextPosition === null)
  const wanted = targetOpen ? target : (p?.nextPosition ?? null)
  const question = usePaperQuestion(code, p && !result && !ended ? wanted : null)
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

  /** The paper afresh, then the first unanswered question after `from` (else the server's). */
  async function advance(from?: number) {
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
    setTarget(next.data && from !== undefined ? nextUnansweredAfter(next.data, from) : null)
  }

  // Tutor mode after an answer: the spec's 15/3/18-second notice and advance, unless the student
  // paused the automatic advance (resuming starts the 18 s again).
  const nextSoon = useTutorAutoAdvance(
    !!result && !previous && !holding,
    () => void once(() => advance(result?.position)),
  )

  shortcuts.current = {}
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
  const draft = current ? (drafts[current.position] ?? emptyDraft(current)) : null

  async function onSubmit() {
    if (!current || !draft || paused || !isDraftReady(current, draft)) return
    try {
      const res = await submit.mutateAsync({
        code,
        position: current.position,
        answer: draft,
        elapsedSeconds: elapsed(),
      })
      if (tutor && res.result) setResult(res.result)
      else await advance(current.position)
    } catch (err) {
      await alert({ title: 'Error', text: errorMessage(err, 'Save failed'), tone: 'error' })
      // Paused, time up, already answered: the server's view wins.
      if (err instanceof ApiError && err.status === 409) void paper.refetch()
    }
  }

  /** Tutor mode: an answered question, read-only; `none` when there is no such question. */
  async function lookBack(position: number, none: () => Promise<unknown>) {
    if (position < 1) return none()
    try {
      setPrevious(
        await qc.fetchQuery({
          ...paperQuestionQueryOptions(code, position),
          staleTime: TAKING_STALE_TIME,
        }),
      )
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) await none()
      else await alert({ title: 'Error', text: 'Failed to fetch previous question', tone: 'error' })
    }
  }

  const onPrevious = () =>
    lookBack((shown?.position ?? p.nextPosition ?? 1) - 1, () =>
      alert({ title: 'Error', text: 'No previous question available', tone: 'error' }),
    )

  /** The navigator: an answered question read-only (tutor), an unanswered one to answer. */
  async function jump(position: number) {
    const item = items.find((i) => i.position === position)
    if (!item) return
    if (item.answered) return lookBack(position, async () => undefined)
    if (result) await advance()
    setPrevious(null)
    setTarget(position)
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
      position={shown?.position ?? wanted}
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
    // The same outer element as the question's, so the header stays mounted between them.
    return (
      <div className="space-y-4">
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
  const ready = current && draft ? isDraftReady(current, draft) : false
  const locked = graded !== null || paused || submit.isPending
  const setValue = (a: TGiven) => setDrafts((d) => ({ ...d, [shown.position]: a }))
  const primary = reading
    ? () => setPrevious(null)
    : result
      ? () => void once(() => advance(result.position))
      : ready && !paused && !advancing
        ? () => void once(onSubmit)
        : undefined

  shortcuts.current = {
    next: primary,
    previous: tutor ? () => void onPrevious() : undefined,
    // Digits pick from one list of options; other item types keep their own keys.
    choose: OPTION_LISTS.has(legacyTypeOf(shown) ?? shown.item.type)
      ? (i) => chooseOption(document, shown.position, i)
      : undefined,
    flag: () => void flags.toggle(shown),
    navigator: () => tools.open('navigator'),
    calculator: tools.toggleCalculator,
    labs: () => tools.open('labs'),
    larger: tools.font.larger,
    smaller: tools.font.smaller,
    help: () => tools.open('help'),
  }

  return (
    <div className="space-y-4">
      {header}
      <TestScreen
        code={code}
        tools={tools}
        navigator={{
          // The student's own flags at once; tutor mode's graded question counts as answered.
          items: items.map((i) => ({
            position: i.position,
            answered: i.answered || i.position === result?.position,
            flagged: flags.isFlaggedAt(i.position, i.flagged),
          })),
          current: shown.position,
          canJump: (i) => !paused && (tutor || !i.answered),
          onJump: (position) => void once(() => jump(position)),
        }}
        flag={{
          flagged: flags.isFlagged(shown),
          busy: flags.busy,
          onToggle: () => void flags.toggle(shown),
        }}
        question={shown}
        draft={draft ?? emptyDraft(shown)}
        onChange={setValue}
        locked={locked}
        graded={graded}
        paused={paused}
        actions={{
          tutor,
          reading,
          result: result !== null,
          holding,
          nextSoon,
          advancing,
          saving: submit.isPending,
          ready,
          paused,
          onPrevious: () => void onPrevious(),
          onBack: () => setPrevious(null),
          onToggleHold: () => setHolding((h) => !h),
          onContinue: () => void once(() => advance(result?.position)),
          onNext: () => void once(onSubmit),
        }}
      />
    </div>
  )
}
