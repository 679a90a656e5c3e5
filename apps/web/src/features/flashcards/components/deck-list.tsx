import type { TFlashcardOverview } from '@nurseready/shared/schemas/flashcards'
import { Link } from 'react-router'
import { buttonVariants } from '@/components/ui/button-variants'
import { paths } from '@/config/paths'

/** The three decks with their counts and a Review button when cards are due. */
export function DeckList({ overview }: { overview: TFlashcardOverview }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {overview.decks.map((d) => (
        <li
          key={d.deck}
          className="flex flex-col justify-between gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
        >
          <div>
            <h3 className="font-semibold text-ink">{d.name}</h3>
            <p className="mt-1 text-sm text-muted">
              <span className="text-2xl font-bold text-ink tabular-nums">{d.due}</span> due ·{' '}
              {d.total} {d.total === 1 ? 'card' : 'cards'}
              {d.new ? ` · ${d.new} new` : ''}
              {d.suspended ? ` · ${d.suspended} suspended` : ''}
            </p>
          </div>
          {d.due > 0 ? (
            <Link
              to={`${paths.flashcardsReview}?deck=${d.deck}`}
              className={buttonVariants({ size: 'sm' })}
              aria-label={`Review ${d.name} (${d.due} due)`}
            >
              Review
            </Link>
          ) : (
            <span className="text-sm text-muted">Nothing due</span>
          )}
        </li>
      ))}
    </ul>
  )
}
