import { Highlighter, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { buttonVariants } from '@/components/ui/button-variants'
import { EmptyState } from '@/components/ui/empty-state'
import { Pagination } from '@/components/ui/pagination'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { NeedsPlan } from '@/features/flashcards/components/needs-plan'
import { useCreateHighlightTest } from '@/features/highlights/api/create-highlight-test'
import { useDeleteHighlight } from '@/features/highlights/api/delete-highlight'
import { HIGHLIGHTS_PAGE_SIZE, useHighlights } from '@/features/highlights/api/get-highlights'
import { paperCodeStore } from '@/features/question-bank'
import { ApiError, errorMessage } from '@/lib/api-client'
import { formatDate } from '@/lib/format-date'

const FIELD_LABELS = { stem: 'Question', explanation: 'Rationale' } as const

/** /highlights: the highlighted questions with their marked text; open, remove, build a test. */
export function HighlightsPage() {
  const [page, setPage] = useState(1)
  const list = useHighlights(page)
  const remove = useDeleteHighlight()
  const build = useCreateHighlightTest()
  const navigate = useNavigate()
  const [status, setStatus] = useState('')

  async function buildTest() {
    setStatus('')
    try {
      const paper = await build.mutateAsync({ mode: 'tutor' })
      paperCodeStore.set(paper.code)
      navigate(paths.testInProgress)
    } catch (err) {
      setStatus(errorMessage(err, 'The test could not be created.'))
    }
  }

  let body: React.ReactNode
  if (list.isPending) body = <Spinner label="Loading your highlights..." />
  else if (list.isError)
    body =
      list.error instanceof ApiError && list.error.status === 403 ? (
        <NeedsPlan feature="Highlights" />
      ) : (
        <div role="alert" className="rounded-xl bg-red-50 p-6 text-center ring-1 ring-red-200">
          <p className="font-semibold text-red-800">Your highlights could not be loaded.</p>
          <Button className="mt-3" variant="secondary" onClick={() => list.refetch()}>
            Try again
          </Button>
        </div>
      )
  else if (list.data.total === 0)
    body = (
      <EmptyState
        title="No highlights yet"
        icon={<Highlighter aria-hidden="true" className="size-8" />}
      >
        <p>
          While you review a test (or after answering in tutor mode), select words in a question or
          its rationale and press Highlight. They are kept here for revision.
        </p>
        <Link
          to={paths.previousTests}
          className={buttonVariants({ variant: 'secondary', className: 'mt-4' })}
        >
          Review a previous test
        </Link>
      </EmptyState>
    )
  else {
    const totalPages = Math.max(1, Math.ceil(list.data.total / HIGHLIGHTS_PAGE_SIZE))
    body = (
      <div className="space-y-4">
        <ul className="space-y-4">
          {list.data.items.map((q) => (
            <li
              key={q.questionId}
              className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm text-muted">
                  {q.subject} · highlighted {formatDate(q.lastHighlightedAt)}
                </p>
                {q.open ? (
                  <Link
                    to={`${paths.analysis}?${new URLSearchParams({ code: q.open.code, q: String(q.open.position) })}`}
                    className={buttonVariants({ size: 'sm', variant: 'secondary' })}
                  >
                    Open question
                  </Link>
                ) : null}
              </div>
              <ul className="space-y-2">
                {q.highlights.map((h) => (
                  <li key={h.id} className="flex items-start justify-between gap-3">
                    <p className="min-w-0 text-ink">
                      <span className="mr-2 text-xs font-semibold uppercase tracking-wide text-muted">
                        {FIELD_LABELS[h.field]}
                      </span>
                      <mark className="rounded-sm bg-amber-200 px-0.5 text-ink">{h.text}</mark>
                    </p>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Remove highlight “${h.text.slice(0, 40)}”`}
                      disabled={remove.isPending}
                      onClick={async () => {
                        setStatus('')
                        try {
                          await remove.mutateAsync(h.id)
                          setStatus('Highlight removed.')
                        } catch (err) {
                          setStatus(errorMessage(err, 'The highlight could not be removed.'))
                        }
                      }}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        {totalPages > 1 ? (
          <Pagination
            page={page}
            totalPages={totalPages}
            onChange={setPage}
            label="Highlights pages"
          />
        ) : null}
      </div>
    )
  }

  const count = list.data?.total ?? 0
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <title>Highlights · NurseReady</title>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Highlights</h1>
          <p className="mt-1 text-muted">
            What you marked in questions and rationales, for revision.
          </p>
        </div>
        {count > 0 ? (
          <Button onClick={buildTest} disabled={build.isPending}>
            Build a test from {count} {count === 1 ? 'question' : 'questions'}
          </Button>
        ) : null}
      </div>
      <p role="status" className="text-sm text-muted empty:hidden">
        {status}
      </p>
      {body}
    </div>
  )
}
