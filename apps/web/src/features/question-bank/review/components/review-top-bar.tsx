import { Calculator, ChevronLeft, ChevronRight, NotebookPen, Square } from 'lucide-react'
import { Button } from '@/components/ui/button'

/**
 * The review's top bar: style label and paper id; actions Notes and Calculator; navigation
 * Previous, Next, End. On small screens the two button groups wrap under the title.
 */
export function ReviewTopBar({
  styleLabel,
  code,
  position,
  total,
  busy,
  onNotes,
  onCalculator,
  onPrevious,
  onNext,
  onEnd,
}: {
  styleLabel: string | null
  code: string
  position: number
  total: number | null
  busy: boolean
  onNotes: () => void
  onCalculator: () => void
  onPrevious: () => void
  onNext: () => void
  onEnd: () => void
}) {
  return (
    <header className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            {styleLabel ? (
              <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
                {styleLabel}
              </span>
            ) : null}
            <span className="text-sm text-muted">
              Paper ID: <span className="font-mono font-semibold text-ink">{code}</span>
            </span>
          </div>
          <h1 className="mt-2 text-xl font-bold tracking-tight text-ink sm:text-2xl">
            Review{' '}
            <span aria-live="polite" className="font-semibold text-muted">
              · Question {position}
              {total ? ` of ${total}` : ''}
            </span>
          </h1>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <div className="flex gap-2">
            <Button variant="secondary" size="sm" onClick={onNotes}>
              <NotebookPen aria-hidden="true" className="size-4" />
              Notes
            </Button>
            <Button variant="secondary" size="sm" onClick={onCalculator}>
              <Calculator aria-hidden="true" className="size-4" />
              Calculator
            </Button>
          </div>
          <span aria-hidden="true" className="mx-1 hidden h-6 w-px bg-slate-200 sm:block" />
          <nav aria-label="Review navigation" className="flex gap-2">
            <Button variant="secondary" size="sm" onClick={onPrevious} disabled={busy}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              Previous
            </Button>
            <Button size="sm" onClick={onNext} disabled={busy}>
              Next
              <ChevronRight aria-hidden="true" className="size-4" />
            </Button>
            <Button variant="ghost" size="sm" onClick={onEnd} disabled={busy}>
              <Square aria-hidden="true" className="size-3.5" />
              End
            </Button>
          </nav>
        </div>
      </div>
    </header>
  )
}
