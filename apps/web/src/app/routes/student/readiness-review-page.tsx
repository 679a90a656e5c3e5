import { readinessPaths } from '@nurseready/shared/constants/routes'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { Button, buttonVariants } from '@/components/ui/button'
import { Pagination } from '@/components/ui/pagination'
import { SafeHtml } from '@/components/ui/safe-html'
import { Spinner } from '@/components/ui/spinner'
import { emptyAnswer, QuestionCard } from '@/features/question-bank'
import {
  REVIEW_PAGE_SIZE,
  useAssessmentReview,
} from '@/features/readiness/api/get-assessment-review'
import { errorMessage } from '@/lib/api-client'

/** After the end: every item in order with the answer given, the key and the explanation. */
export function ReadinessReviewPage() {
  const { id = '' } = useParams()
  const [page, setPage] = useState(1)
  const review = useAssessmentReview(id, page)
  if (review.isPending) return <Spinner label="Loading review..." />
  if (review.isError || !review.data)
    return (
      <div className="mx-auto max-w-2xl space-y-4 rounded-2xl bg-white p-6 text-center ring-1 ring-slate-200">
        <p role="alert" className="font-semibold text-ink">
          {errorMessage(review.error, 'The review could not be loaded.')}
        </p>
        <Button variant="secondary" onClick={() => void review.refetch()}>
          Try again
        </Button>
      </div>
    )
  const r = review.data
  const totalPages = Math.max(1, Math.ceil(r.total / REVIEW_PAGE_SIZE))
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <title>Readiness review · NurseReady</title>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Review</h1>
          <p className="mt-1 text-muted">{r.total} questions, in the order you answered them.</p>
        </div>
        <Link to={readinessPaths.result(id)} className={buttonVariants({ variant: 'secondary' })}>
          Back to the result
        </Link>
      </div>
      {r.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-4 text-muted">
          No questions were answered in this assessment.
        </p>
      ) : (
        <ol className="space-y-6">
          {r.items.map((item) => (
            <li key={item.position} className="space-y-3">
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-semibold text-ink">Question {item.position}</span>
                <span className="text-muted">{item.clientNeed}</span>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${item.correct ? 'bg-emerald-100 text-emerald-900' : 'bg-red-100 text-red-900'}`}
                >
                  {item.correct ? 'Correct' : 'Incorrect'}
                </span>
                {item.pretest ? (
                  <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
                    Unscored trial question
                  </span>
                ) : null}
              </p>
              <QuestionCard
                question={item}
                value={item.given ?? emptyAnswer(item)}
                onChange={() => {}}
                disabled
                answerKey={item.key}
              />
              {item.explanation ? (
                <div className="rounded-xl bg-brand-50 p-4">
                  <p className="mb-1 text-sm font-semibold text-brand-900">Rationale</p>
                  <SafeHtml html={item.explanation} className="text-sm leading-relaxed text-ink" />
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <Pagination page={page} totalPages={totalPages} onChange={setPage} label="Review pages" />
    </div>
  )
}
