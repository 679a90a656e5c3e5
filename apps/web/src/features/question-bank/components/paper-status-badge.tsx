import type { TPaperStatus } from '@nurseready/shared/schemas/question-bank'
import { cn } from '@/lib/cn'

const LABELS: Record<TPaperStatus, string> = {
  completed: 'Completed',
  'in process': 'In process',
  abandoned: 'Abandoned',
}

export function PaperStatusBadge({ status }: { status: TPaperStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        status === 'completed'
          ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200'
          : status === 'abandoned'
            ? 'bg-slate-100 text-slate-700 ring-1 ring-slate-300'
            : 'bg-amber-50 text-amber-800 ring-1 ring-amber-200',
      )}
    >
      {LABELS[status]}
    </span>
  )
}
