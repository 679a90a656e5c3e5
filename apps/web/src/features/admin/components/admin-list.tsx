import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { Pagination } from '@/components/ui/pagination'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { LoadError } from './admin-page'

type Paged = { items: unknown[]; total: number; page: number; pageSize: number }

/**
 * A paged admin list: spinner while the first page loads, the server's message on failure, an
 * empty state, the rows (`children` renders them) and the pager.
 */
export function AdminList<T extends Paged>({
  query,
  empty,
  onPage,
  children,
}: {
  query: UseQueryResult<T>
  empty: string
  onPage: (page: number) => void
  children: (data: T) => ReactNode
}) {
  if (query.isPending) return <Spinner />
  if (query.isError) return <LoadError message={errorMessage(query.error, '')} />
  const data = query.data
  return (
    <div className={cn(query.isPlaceholderData && 'opacity-60')}>
      <p className="mb-2 text-sm text-muted" aria-live="polite">
        {data.total.toLocaleString('en-US')} {data.total === 1 ? 'result' : 'results'}
      </p>
      {data.items.length === 0 ? <EmptyState title={empty} /> : children(data)}
      <Pagination
        page={data.page}
        totalPages={Math.max(1, Math.ceil(data.total / data.pageSize))}
        onChange={onPage}
      />
    </div>
  )
}

/** A row of filters above a list: wraps on small screens. */
export function Filters({ children, onSubmit }: { children: ReactNode; onSubmit?: () => void }) {
  return (
    <form
      aria-label="Filters"
      className="mb-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(e) => {
        e.preventDefault()
        onSubmit?.()
      }}
    >
      {children}
    </form>
  )
}

const TONES = {
  green: 'bg-green-100 text-green-800',
  red: 'bg-red-100 text-red-800',
  amber: 'bg-amber-100 text-amber-900',
  slate: 'bg-slate-100 text-slate-700',
  blue: 'bg-blue-100 text-blue-800',
} as const

export function Badge({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONES[tone],
      )}
    >
      {children}
    </span>
  )
}
