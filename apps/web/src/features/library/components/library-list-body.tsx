import { totalPages } from '@nurseready/shared/domain/pagination'
import type { UseQueryResult } from '@tanstack/react-query'
import { SearchX } from 'lucide-react'
import type { ReactNode } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { Pagination } from '@/components/ui/pagination'
import { Spinner } from '@/components/ui/spinner'
import { ApiError } from '@/lib/api-client'
import { TEXTS } from '../texts'
import { LoadError } from './load-error'

type Page<T> = { items: T[]; total: number; pageSize: number; subscribed: boolean }

/**
 * The body of a library list (videos or notes of a subject): loading, error, empty or no-match
 * states, the locked-items hint, the table and its pages.
 */
export function LibraryListBody<T extends { locked: boolean }>({
  query,
  q,
  page,
  onPage,
  loadingLabel,
  fallbackError,
  emptyTitle,
  emptyIcon,
  pagesLabel,
  children,
}: {
  query: UseQueryResult<Page<T>>
  q: string
  page: number
  onPage: (page: number) => void
  loadingLabel: string
  fallbackError: string
  emptyTitle: string
  emptyIcon: ReactNode
  pagesLabel: string
  children: (items: T[]) => ReactNode
}) {
  if (query.isPending) return <Spinner label={loadingLabel} />
  if (query.isError) {
    // A refused subject (unknown or malformed id) says so; anything else is the spec's text.
    const e = query.error
    const text = e instanceof ApiError && e.status < 500 && e.detail ? e.detail : fallbackError
    return <LoadError text={text} onRetry={() => void query.refetch()} />
  }
  const data = query.data
  if (data.items.length === 0) {
    return q ? (
      <EmptyState title={TEXTS.noMatch(q)} icon={<SearchX aria-hidden="true" className="size-8" />}>
        Try another word, or clear the search.
      </EmptyState>
    ) : (
      <EmptyState title={emptyTitle} icon={emptyIcon} />
    )
  }
  return (
    <div aria-busy={query.isPlaceholderData}>
      {!data.subscribed && data.items.some((i) => i.locked) ? (
        <p className="mb-3 text-sm text-muted">{TEXTS.lockedHint}</p>
      ) : null}
      {children(data.items)}
      <Pagination
        label={pagesLabel}
        page={page}
        totalPages={totalPages(data.total, data.pageSize)}
        onChange={onPage}
      />
    </div>
  )
}
