import { DECK_NAMES, type FlashcardDeck, RATINGS } from '@nurseready/shared/domain/flashcards'
import { PartyPopper } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { buttonVariants } from '@/components/ui/button-variants'
import { EmptyState } from '@/components/ui/empty-state'
import { SafeHtml } from '@/components/ui/safe-html'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { ApiError, errorMessage } from '@/lib/api-client'
import { useReviewNext } from '../api/get-review-next'
import { useReviewFlashcard } from '../api/review-flashcard'
import { FLASHCARD_TEXTS } from '../texts'
import { NeedsPlan } from './needs-plan'
import { ReviewButtons } from './review-buttons'

/** One card at a time: its front, Show answer (Space), then the four buttons (1–4). */
export function ReviewSession({ deck }: { deck?: FlashcardDeck }) {
  const next = useReviewNext(deck)
  const review = useReviewFlashcard()
  const [revealed, setRevealed] = useState(false)
  const [reviewed, setReviewed] = useState(0)
  const [error, setError] = useState('')
  const answerRef = useRef<HTMLDivElement>(null)
  const card = next.data?.card ?? null

  // A new card starts face down.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the card changes
  useEffect(() => setRevealed(false), [card?.id])

  async function rate(rating: (typeof RATINGS)[number]) {
    if (!card || review.isPending) return
    setError('')
    try {
      await review.mutateAsync({ id: card.id, rating })
      setReviewed((n) => n + 1)
      await next.refetch()
    } catch (err) {
      setError(errorMessage(err, 'The rating could not be saved. Try again.'))
    }
  }

  function reveal() {
    setRevealed(true)
    requestAnimationFrame(() => answerRef.current?.focus())
  }

  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (e.altKey || e.ctrlKey || e.metaKey || !card) return
      const target = e.target as HTMLElement | null
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return
      // Space on a focused button or link activates it as usual; anywhere else it shows the answer.
      if (!revealed && e.key === ' ' && !target?.closest('button, a, summary')) {
        e.preventDefault()
        reveal()
      } else if (revealed && /^[1-4]$/.test(e.key)) {
        e.preventDefault()
        void rate(RATINGS[Number(e.key) - 1]!)
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  })

  if (next.isPending) return <Spinner label="Loading your cards..." />
  if (next.isError) {
    if (next.error instanceof ApiError && next.error.status === 403) return <NeedsPlan />
    return (
      <div role="alert" className="rounded-xl bg-red-50 p-6 text-center ring-1 ring-red-200">
        <p className="font-semibold text-red-800">{FLASHCARD_TEXTS.loadFailed}</p>
        <Button className="mt-3" variant="secondary" onClick={() => next.refetch()}>
          Try again
        </Button>
      </div>
    )
  }
  if (!card)
    return (
      <EmptyState
        title={FLASHCARD_TEXTS.noneDue}
        icon={<PartyPopper aria-hidden="true" className="size-8" />}
      >
        <p>
          {reviewed > 0 ? `You reviewed ${reviewed} ${reviewed === 1 ? 'card' : 'cards'}. ` : ''}
          {FLASHCARD_TEXTS.noneDueHint}
        </p>
        <Link
          to={paths.flashcards}
          className={buttonVariants({ variant: 'secondary', className: 'mt-4' })}
        >
          Back to decks
        </Link>
      </EmptyState>
    )

  const total = reviewed + (next.data?.dueCount ?? 0)
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted">
        <span>
          {DECK_NAMES[card.deck]}
          {card.subject ? ` · ${card.subject}` : ''}
        </span>
        <span aria-live="polite">
          Card {reviewed + 1} of {total} due
        </span>
      </div>
      <div
        className="h-1.5 overflow-hidden rounded-full bg-slate-200"
        role="progressbar"
        aria-label="Review progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={reviewed}
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${total ? (reviewed / total) * 100 : 0}%` }}
        />
      </div>
      <article
        aria-label="Flashcard"
        className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
      >
        <section aria-label="Front">
          <SafeHtml html={card.front} className="text-base leading-relaxed text-ink sm:text-lg" />
        </section>
        {revealed ? (
          <section
            ref={answerRef}
            tabIndex={-1}
            aria-label="Answer"
            className="border-t border-slate-200 pt-5 focus:outline-none"
          >
            <SafeHtml html={card.back} className="leading-relaxed text-slate-700" />
          </section>
        ) : null}
      </article>
      {revealed ? (
        <ReviewButtons previews={next.data.previews} onRate={rate} disabled={review.isPending} />
      ) : (
        <Button size="lg" block onClick={reveal} aria-keyshortcuts="Space">
          {FLASHCARD_TEXTS.showAnswer}
          <kbd className="hidden text-xs font-normal opacity-70 sm:inline">Space</kbd>
        </Button>
      )}
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <p className="hidden text-center text-xs text-muted sm:block">
        Keys: Space shows the answer; 1 Again, 2 Hard, 3 Good, 4 Easy.
      </p>
    </div>
  )
}
