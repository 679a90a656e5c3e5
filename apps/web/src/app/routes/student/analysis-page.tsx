import { REVIEW_END_REDIRECT_MS } from '@nurseready/shared/constants/spec'
import { useQueryClient } from '@tanstack/react-query'
import { ClipboardList, RotateCw } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { useAlert } from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import {
  paperQuestionQueryOptions,
  useReviewQuestion,
} from '@/features/question-bank/api/get-paper-question'
import { paperCodeStore } from '@/features/question-bank/paper-code'
import { useSaveNote } from '@/features/question-bank/review/api/save-note'
import { CalculatorDialog } from '@/features/question-bank/review/components/calculator-dialog'
import { NotesDialog } from '@/features/question-bank/review/components/notes-dialog'
import { QuestionReviewCard } from '@/features/question-bank/review/components/question-review-card'
import { ReviewSidePanel } from '@/features/question-bank/review/components/review-side-panel'
import { ReviewTopBar } from '@/features/question-bank/review/components/review-top-bar'
import { REVIEW_STYLE_LABELS, REVIEW_TEXT } from '@/features/question-bank/review/texts'
import { ApiError, errorMessage } from '@/lib/api-client'
import { useSingleFlight } from '@/lib/use-single-flight'

/** ?q= as a 1-based position; anything else is question 1. */
function parsePosition(value: string | null): number {
  const n = Number(value)
  return Number.isInteger(n) && n >= 1 ? n : 1
}

/**
 * /analysis?code=CODE&q=N: review-only, one question per page. The paper code falls back to
 * the stored 'papercode'; code and position are kept in the URL so a reload stays put.
 */
export function AnalysisPage() {
  const [params, setParams] = useSearchParams()
  const navigate = useNavigate()
  const alert = useAlert()
  const qc = useQueryClient()
  const code = params.get('code')?.trim() || paperCodeStore.get() || null
  const position = parsePosition(params.get('q'))

  const question = useReviewQuestion(code, position)
  const saveNote = useSaveNote()
  const [dialog, setDialog] = useState<'notes' | 'calculator' | null>(null)
  const [moving, setMoving] = useState(false)
  const [ending, setEnding] = useState(false)
  const [noteStatus, setNoteStatus] = useState('')
  const endTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const total = question.data?.total ?? null

  // Keep code and position in the URL (e.g. when the code came from storage).
  useEffect(() => {
    if (code && (params.get('code') !== code || params.get('q') !== String(position))) {
      setParams({ code, q: String(position) }, { replace: true })
    }
  }, [code, position, params, setParams])

  // Have the next question ready before Next is pressed.
  useEffect(() => {
    if (code && total !== null && position < total) {
      void qc.prefetchQuery(paperQuestionQueryOptions(code, position + 1))
    }
  }, [code, position, total, qc])

  useEffect(() => () => clearTimeout(endTimer.current), [])
  const once = useSingleFlight()

  if (!code) {
    return (
      <div className="mx-auto max-w-3xl">
        <title>Review · NurseReady</title>
        <h1 className="mb-6 text-2xl font-bold tracking-tight text-ink">Review</h1>
        <EmptyState title="No paper selected" icon={<ClipboardList aria-hidden="true" />}>
          <p>Choose a test to review from your previous tests.</p>
          <Link
            to={paths.previousTests}
            className="mt-3 inline-block font-semibold text-brand-800 underline"
          >
            Go to previous tests
          </Link>
        </EmptyState>
      </div>
    )
  }

  const goTo = (next: number) => {
    setNoteStatus('')
    setParams({ code, q: String(next) }, { replace: true })
  }
  const info = (text: string) => void alert({ title: REVIEW_TEXT.infoTitle, text, tone: 'info' })

  const onPrevious = () => {
    if (position <= 1) info(REVIEW_TEXT.firstQuestion)
    else goTo(position - 1)
  }

  const onNext = async () => {
    if (total !== null && position >= total) return info(REVIEW_TEXT.reviewCompleted)
    setMoving(true)
    try {
      await qc.fetchQuery(paperQuestionQueryOptions(code, position + 1))
      goTo(position + 1)
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) info(REVIEW_TEXT.reviewCompleted)
      else
        void alert({ title: REVIEW_TEXT.errorTitle, text: REVIEW_TEXT.fetchFailed, tone: 'error' })
    } finally {
      setMoving(false)
    }
  }

  const onEnd = () => {
    setEnding(true)
    setDialog(null)
    paperCodeStore.clear()
    endTimer.current = setTimeout(
      () => navigate(paths.dashboard, { replace: true }),
      REVIEW_END_REDIRECT_MS,
    )
  }

  const onSaveNote = (note: string) =>
    void once(async () => {
      try {
        await saveNote.mutateAsync({ code, position, note })
        setDialog(null)
        setNoteStatus('Note saved.')
      } catch (err) {
        await alert({
          title: REVIEW_TEXT.errorTitle,
          text: errorMessage(err, REVIEW_TEXT.saveFailed),
          tone: 'error',
        })
      }
    })

  const data = question.data
  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <title>{`Review · Question ${position} · NurseReady`}</title>
      <ReviewTopBar
        styleLabel={data ? REVIEW_STYLE_LABELS[data.style] : null}
        code={code}
        position={position}
        total={total}
        busy={moving || ending}
        onNotes={() => setDialog('notes')}
        onCalculator={() => setDialog('calculator')}
        onPrevious={onPrevious}
        onNext={() => void onNext()}
        onEnd={onEnd}
      />
      <div role="status" aria-live="polite">
        {ending ? (
          <p className="flex items-center gap-3 rounded-xl bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-900 ring-1 ring-brand-200">
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
            />
            {REVIEW_TEXT.reviewEnded}
          </p>
        ) : null}
      </div>

      {question.isPending ? (
        <Spinner
          label="Loading question..."
          className="rounded-2xl bg-white ring-1 ring-slate-200"
        />
      ) : question.isError ? (
        <div
          role="alert"
          className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200"
        >
          <p className="text-lg font-semibold text-ink">{REVIEW_TEXT.fetchFailed}</p>
          {question.error instanceof ApiError && question.error.detail ? (
            <p className="mt-1 text-sm text-muted">{question.error.detail}</p>
          ) : null}
          <div className="mt-5 flex flex-wrap justify-center gap-3">
            <Button variant="secondary" onClick={() => void question.refetch()}>
              <RotateCw aria-hidden="true" className="size-4" />
              Try again
            </Button>
            <Link
              to={paths.previousTests}
              className="inline-flex h-11 items-center px-3 text-sm font-semibold text-brand-800 underline"
            >
              Previous tests
            </Link>
          </div>
        </div>
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <QuestionReviewCard question={question.data} />
          <ReviewSidePanel
            explanation={question.data.explanation ?? question.data.solution?.explanation ?? null}
            item={{ code: question.data.code, position: question.data.position }}
            note={question.data.note}
            status={noteStatus}
          />
        </div>
      )}

      <NotesDialog
        // A fresh form per question, prefilled with its saved note.
        key={`${code}-${position}-${data?.note ?? ''}`}
        open={dialog === 'notes'}
        onClose={() => setDialog(null)}
        initialNote={data?.note ?? ''}
        saving={saveNote.isPending}
        onSave={onSaveNote}
      />
      <CalculatorDialog open={dialog === 'calculator'} onClose={() => setDialog(null)} />
    </div>
  )
}
