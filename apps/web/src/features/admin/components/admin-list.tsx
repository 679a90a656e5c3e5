import type { UseQueryResult } from '@tanstack/react-query'
import { SlidersHorizontal } from 'lucide-react'
import { type ReactNode, useId, useState } from 'react'
import { Button } from '@/components/ui/button'
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

/**
 * A row of filters above a list: wraps on small screens, and below 640 px folds behind a
 * "Filters" button so the list is on the first screen.
 */
export function Filters({ children, onSubmit }: { children: ReactNode; onSubmit?: () => void }) {
  const [shown, setShown] = useState(false)
  const id = useId()
  return (
    <div className="mb-4">
      <Button
        variant="secondary"
        size="sm"
        className="mb-2 sm:hidden"
        aria-expanded={shown}
        aria-controls={id}
        onClick={() => setShown((s) => !s)}
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        Filters
      </Button>
      <form
        id={id}
        aria-label="Filters"
        className={cn(
          'grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4',
          !shown && 'max-sm:hidden',
        )}
        onSubmit={(e) => {
          e.preventDefault()
          onSubmit?.()
        }}
      >
        {children}
      </form>
    </div>
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
