import { Flag } from 'lucide-react'
import { cn } from '@/lib/cn'

export const FLAG_LABEL = 'Flag for review'

/** A toggle that marks the question for review (aria-pressed), with its state visible. */
export function FlagButton({
  flagged,
  busy,
  onToggle,
}: {
  flagged: boolean
  busy: boolean
  onToggle: () => void
}) {
  return (
    <button
      type="button"
      aria-pressed={flagged}
      disabled={busy}
      onClick={onToggle}
      className={cn(
        'inline-flex min-h-10 items-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60',
        flagged
          ? 'border-amber-500 bg-amber-100 text-amber-950 hover:bg-amber-200'
          : 'border-slate-300 bg-white text-ink hover:border-amber-500 hover:bg-amber-50',
      )}
    >
      <Flag
        aria-hidden="true"
        className={cn('size-4', flagged ? 'fill-amber-500 text-amber-700' : 'text-muted')}
      />
      {FLAG_LABEL}
      <span aria-hidden="true" className={cn('text-xs font-medium', !flagged && 'sr-only')}>
        {flagged ? '(flagged)' : ''}
      </span>
    </button>
  )
}
