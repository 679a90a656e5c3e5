import {
  type FlashcardRating,
  formatInterval,
  RATING_LABELS,
} from '@nurseready/shared/domain/flashcards'
import type { TIntervalPreview } from '@nurseready/shared/schemas/flashcards'
import { cn } from '@/lib/cn'

const TONES: Record<FlashcardRating, string> = {
  again: 'border-red-300 bg-red-50 text-red-900 hover:bg-red-100 focus-visible:outline-red-700',
  hard: 'border-amber-300 bg-amber-50 text-amber-900 hover:bg-amber-100 focus-visible:outline-amber-700',
  good: 'border-emerald-300 bg-emerald-50 text-emerald-900 hover:bg-emerald-100 focus-visible:outline-emerald-700',
  easy: 'border-sky-300 bg-sky-50 text-sky-900 hover:bg-sky-100 focus-visible:outline-sky-700',
}

/** Again / Hard / Good / Easy, each with the interval it would schedule and its key (1–4). */
export function ReviewButtons({
  previews,
  onRate,
  disabled,
}: {
  previews: TIntervalPreview[]
  onRate: (rating: FlashcardRating) => void
  disabled?: boolean
}) {
  return (
    <fieldset className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      <legend className="sr-only">How well did you remember?</legend>
      {previews.map((p, i) => {
        const interval = formatInterval(p.seconds)
        return (
          <button
            key={p.rating}
            type="button"
            disabled={disabled}
            onClick={() => onRate(p.rating)}
            aria-label={`${RATING_LABELS[p.rating]}: next in ${interval} (key ${i + 1})`}
            aria-keyshortcuts={String(i + 1)}
            className={cn(
              'flex min-h-16 flex-col items-center justify-center rounded-xl border px-3 py-2 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60',
              TONES[p.rating],
            )}
          >
            <span>{RATING_LABELS[p.rating]}</span>
            <span className="text-sm font-medium tabular-nums opacity-80">{interval}</span>
            <kbd className="mt-0.5 hidden text-xs font-normal opacity-60 sm:block">{i + 1}</kbd>
          </button>
        )
      })}
    </fieldset>
  )
}
