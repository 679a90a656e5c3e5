import { pageItems } from '@nurseready/shared/domain/pagination'
import { cn } from '@/lib/cn'

const base =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-3 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50'

/** Previous, numbered pages (2 margin pages, 5-page range) and Next; disabled at the ends. */
export function Pagination({
  page,
  totalPages,
  onChange,
  label = 'Pagination',
}: {
  page: number
  totalPages: number
  onChange: (page: number) => void
  label?: string
}) {
  if (totalPages <= 1) return null
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-1 py-4">
      <button
        type="button"
        className={cn(base, 'border border-slate-300 bg-white hover:bg-slate-50')}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        Previous
      </button>
      {pageItems(page, totalPages).map((item, i) =>
        item === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
          <span key={`gap-${i}`} className="px-1 text-muted" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            aria-current={item === page ? 'page' : undefined}
            aria-label={`Page ${item}`}
            className={cn(
              base,
              item === page ? 'bg-brand-700 text-white' : 'text-ink hover:bg-slate-100',
            )}
            onClick={() => onChange(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className={cn(base, 'border border-slate-300 bg-white hover:bg-slate-50')}
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        Next
      </button>
    </nav>
  )
}
