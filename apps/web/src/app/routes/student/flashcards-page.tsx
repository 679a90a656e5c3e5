import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { buttonVariants } from '@/components/ui/button-variants'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useFlashcardsOverview } from '@/features/flashcards/api/get-flashcards-overview'
import { CardManager } from '@/features/flashcards/components/card-manager'
import { DeckList } from '@/features/flashcards/components/deck-list'
import { NeedsPlan } from '@/features/flashcards/components/needs-plan'
import { NewCardForm } from '@/features/flashcards/components/new-card-form'
import { RetentionForm } from '@/features/flashcards/components/retention-form'
import { FLASHCARD_TEXTS } from '@/features/flashcards/texts'
import { ApiError } from '@/lib/api-client'

/** /flashcards: decks with due counts, a review button, the cards, a new card, retention. */
export function FlashcardsPage() {
  const overview = useFlashcardsOverview()
  let body: React.ReactNode
  if (overview.isPending) body = <Spinner label="Loading your flashcards..." />
  else if (overview.isError)
    body =
      overview.error instanceof ApiError && overview.error.status === 403 ? (
        <NeedsPlan />
      ) : (
        <div role="alert" className="rounded-xl bg-red-50 p-6 text-center ring-1 ring-red-200">
          <p className="font-semibold text-red-800">{FLASHCARD_TEXTS.loadFailed}</p>
          <Button className="mt-3" variant="secondary" onClick={() => overview.refetch()}>
            Try again
          </Button>
        </div>
      )
  else {
    const o = overview.data
    body = (
      <div className="space-y-8">
        <section aria-labelledby="decks-heading" className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="decks-heading" className="text-lg font-semibold text-ink">
              Decks
            </h2>
            {o.dueTotal > 0 ? (
              <Link to={paths.flashcardsReview} className={buttonVariants()}>
                Review all due ({o.dueTotal})
              </Link>
            ) : (
              <p className="text-sm text-muted">{FLASHCARD_TEXTS.noneDue}</p>
            )}
          </div>
          <DeckList overview={o} />
        </section>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <section aria-labelledby="cards-heading" className="space-y-3">
            <h2 id="cards-heading" className="text-lg font-semibold text-ink">
              Your cards
            </h2>
            <CardManager />
          </section>
          <div className="space-y-8">
            <section
              aria-labelledby="new-card-heading"
              className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
            >
              <h2 id="new-card-heading" className="text-lg font-semibold text-ink">
                Write a card
              </h2>
              <NewCardForm />
            </section>
            <section
              aria-labelledby="retention-heading"
              className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
            >
              <h2 id="retention-heading" className="text-lg font-semibold text-ink">
                Scheduling
              </h2>
              <RetentionForm value={o.desiredRetention} />
            </section>
          </div>
        </div>
      </div>
    )
  }
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <title>Flashcards · NurseReady</title>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {FLASHCARD_TEXTS.title}
        </h1>
        <p className="mt-1 max-w-3xl text-muted">{FLASHCARD_TEXTS.intro}</p>
      </div>
      {body}
    </div>
  )
}
