import { Layers } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { ApiError } from '@/lib/api-client'
import { useFlashcardsOverview } from '../api/get-flashcards-overview'

/** The dashboard's flashcards card: cards due now, per deck, and the way to review them. */
export function FlashcardsDueCard() {
  const overview = useFlashcardsOverview()
  const o = overview.data
  const locked = overview.error instanceof ApiError && overview.error.status === 403
  return (
    <section
      aria-labelledby="flashcards-card-heading"
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Layers className="size-6" aria-hidden="true" />
        </span>
        <div className="space-y-1">
          <h2 id="flashcards-card-heading" className="text-lg font-semibold text-ink">
            Flashcards
          </h2>
          {overview.isPending ? (
            <p className="text-muted">Loading your cards…</p>
          ) : locked ? (
            <p className="text-muted">
              Spaced-repetition flashcards come with a question bank plan.
            </p>
          ) : overview.isError || !o ? (
            <p className="text-muted">Your flashcards could not be loaded.</p>
          ) : (
            <>
              <p className="text-ink">
                <span className="text-2xl font-bold tabular-nums" data-testid="flashcards-due">
                  {o.dueTotal}
                </span>{' '}
                {o.dueTotal === 1 ? 'card' : 'cards'} due now
              </p>
              <p className="text-sm text-muted">
                {o.decks.map((d) => `${d.name}: ${d.due}`).join(' · ')}
              </p>
            </>
          )}
        </div>
      </div>
      <Link
        to={
          locked
            ? paths.subscriptions
            : o && o.dueTotal > 0
              ? paths.flashcardsReview
              : paths.flashcards
        }
        className="inline-flex h-11 shrink-0 items-center justify-center rounded-lg border border-brand-700 px-5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        {locked ? 'See plans' : o && o.dueTotal > 0 ? 'Review now' : 'Open flashcards'}
      </Link>
    </section>
  )
}
