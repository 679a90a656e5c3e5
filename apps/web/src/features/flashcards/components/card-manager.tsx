import {
  DECK_NAMES,
  FLASHCARD_DECKS,
  type FlashcardDeck,
} from '@nurseready/shared/domain/flashcards'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Pagination } from '@/components/ui/pagination'
import { SafeHtml } from '@/components/ui/safe-html'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/api-client'
import { formatDate } from '@/lib/format-date'
import { useDeleteFlashcard } from '../api/delete-flashcard'
import { CARDS_PAGE_SIZE, useFlashcards } from '../api/get-flashcards'
import { useSetFlashcardSuspended } from '../api/update-flashcard'
import { FLASHCARD_TEXTS } from '../texts'

/** The student's cards by deck: suspend or unsuspend, delete (asked twice). */
export function CardManager() {
  const [deck, setDeck] = useState<FlashcardDeck>('mistakes')
  const [page, setPage] = useState(1)
  const cards = useFlashcards({ deck, page })
  const suspend = useSetFlashcardSuspended()
  const remove = useDeleteFlashcard()
  const [confirming, setConfirming] = useState<string | null>(null)
  const [status, setStatus] = useState('')

  const act = async (fn: () => Promise<unknown>, done: string) => {
    setStatus('')
    try {
      await fn()
      setStatus(done)
    } catch (err) {
      setStatus(errorMessage(err, 'That did not work. Try again.'))
    }
  }

  const totalPages = cards.data ? Math.max(1, Math.ceil(cards.data.total / CARDS_PAGE_SIZE)) : 1
  return (
    <div className="space-y-4">
      <div role="tablist" aria-label="Decks" className="flex flex-wrap gap-2">
        {FLASHCARD_DECKS.map((d) => (
          <button
            key={d}
            type="button"
            role="tab"
            aria-selected={deck === d}
            onClick={() => {
              setDeck(d)
              setPage(1)
            }}
            className={
              deck === d
                ? 'rounded-full bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white'
                : 'rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-ink ring-1 ring-slate-300 hover:bg-slate-50'
            }
          >
            {DECK_NAMES[d]}
          </button>
        ))}
      </div>
      <p role="status" className="text-sm text-muted empty:hidden">
        {status}
      </p>
      {cards.isPending ? (
        <Spinner label="Loading cards..." />
      ) : cards.isError ? (
        <p role="alert" className="text-red-700">
          {FLASHCARD_TEXTS.loadFailed}
        </p>
      ) : cards.data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-muted">
          {FLASHCARD_TEXTS.emptyDeck}
        </p>
      ) : (
        <ul className="space-y-3">
          {cards.data.items.map((c) => (
            <li key={c.id} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
              <div className="line-clamp-3 text-sm text-ink">
                <SafeHtml html={c.front} />
              </div>
              <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
                <p className="text-xs text-muted">
                  {c.suspended ? (
                    <span className="mr-2 rounded-full bg-slate-200 px-2 py-0.5 font-semibold text-ink">
                      Suspended
                    </span>
                  ) : null}
                  {c.subject ? `${c.subject} · ` : ''}
                  {c.state === 'new' ? 'New' : `Due ${formatDate(c.due)}`} · {c.reps} reviews
                </p>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() =>
                      act(
                        () => suspend.mutateAsync({ id: c.id, suspended: !c.suspended }),
                        c.suspended ? 'Card unsuspended.' : 'Card suspended.',
                      )
                    }
                  >
                    {c.suspended ? 'Unsuspend' : 'Suspend'}
                  </Button>
                  {confirming === c.id ? (
                    <>
                      <Button
                        size="sm"
                        variant="danger"
                        onClick={() => act(() => remove.mutateAsync(c.id), 'Card deleted.')}
                      >
                        Confirm delete
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => setConfirming(null)}>
                        Keep
                      </Button>
                    </>
                  ) : (
                    <Button size="sm" variant="ghost" onClick={() => setConfirming(c.id)}>
                      Delete
                    </Button>
                  )}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {totalPages > 1 ? (
        <Pagination page={page} totalPages={totalPages} onChange={setPage} label="Cards pages" />
      ) : null}
    </div>
  )
}
