import { ArrowLeft, Lock, Table2 } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import { EmptyState } from '@/components/ui/empty-state'
import { SafeHtml } from '@/components/ui/safe-html'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useReviewQuestion } from '@/features/question-bank/api/get-paper-question'
import { PrescriptionTable } from '@/features/question-bank/review/components/prescription-table'
import { REVIEW_TEXT } from '@/features/question-bank/review/texts'
import { ApiError } from '@/lib/api-client'

/** /view/mcq?code=CODE&position=N: the prescription table of one matrix question. */
export function ViewMcqPage() {
  const [params] = useSearchParams()
  const code = params.get('code')?.trim() || null
  const n = Number(params.get('position'))
  const position = Number.isInteger(n) && n >= 1 ? n : 1
  const question = useReviewQuestion(code, position)
  const back = code
    ? `${paths.analysis}?${new URLSearchParams({ code, q: String(position) })}`
    : paths.analysis

  let body: React.ReactNode
  if (!code) {
    body = (
      <EmptyState title="No question selected" icon={<Table2 aria-hidden="true" />}>
        Open a prescription question from the review screen to see its table.
      </EmptyState>
    )
  } else if (question.isPending) {
    body = <Spinner label="Loading prescription table..." />
  } else if (question.isError) {
    body = (
      <div role="alert" className="rounded-xl bg-red-50 p-6 text-center ring-1 ring-red-200">
        <p className="font-semibold text-red-800">{REVIEW_TEXT.fetchFailed}</p>
        {question.error instanceof ApiError && question.error.detail ? (
          <p className="mt-1 text-sm text-red-700">{question.error.detail}</p>
        ) : null}
      </div>
    )
  } else if (question.data.type !== 'matrix') {
    body = (
      <EmptyState title="No prescription table" icon={<Table2 aria-hidden="true" />}>
        This question is not a prescription question, so it has no table.
      </EmptyState>
    )
  } else if (question.data.key === null) {
    body = (
      <EmptyState title="Not available yet" icon={<Lock aria-hidden="true" />}>
        The prescription table is shown once this question has been answered.
      </EmptyState>
    )
  } else {
    body = (
      <div className="space-y-4">
        <SafeHtml html={question.data.stem} className="text-base leading-relaxed" />
        <PrescriptionTable question={question.data} />
      </div>
    )
  }

  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <title>Prescription table · NurseReady</title>
      <Link
        to={back}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to review
      </Link>
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h1 className="text-xl font-bold tracking-tight text-ink sm:text-2xl">
          Prescription table
        </h1>
        <p className="mt-1 mb-5 text-sm text-muted">
          {code ? `Paper ${code} · Question ${position}` : 'Read-only'}
        </p>
        {body}
      </div>
    </div>
  )
}
