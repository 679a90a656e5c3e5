import {
  DECK_NAMES,
  FLASHCARD_DECKS,
  type FlashcardDeck,
} from '@nurseready/shared/domain/flashcards'
import { ArrowLeft } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import { paths } from '@/config/paths'
import { ReviewSession } from '@/features/flashcards/components/review-session'

/** /flashcards/review?deck=…: a review session of the due cards (all decks without ?deck). */
export function FlashcardsReviewPage() {
  const [params] = useSearchParams()
  const raw = params.get('deck')
  const deck = FLASHCARD_DECKS.includes(raw as FlashcardDeck) ? (raw as FlashcardDeck) : undefined
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <title>Review flashcards · NurseReady</title>
      <Link
        to={paths.flashcards}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Decks
      </Link>
      <h1 className="text-2xl font-bold tracking-tight text-ink">
        Review{deck ? `: ${DECK_NAMES[deck]}` : ''}
      </h1>
      <ReviewSession key={deck ?? 'all'} deck={deck} />
    </div>
  )
}
