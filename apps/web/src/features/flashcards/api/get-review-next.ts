import type { FlashcardDeck } from '@nurseready/shared/domain/flashcards'
import type { TReviewNext } from '@nurseready/shared/schemas/flashcards'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { flashcardsKeys } from './flashcards-keys'

export const getReviewNext = (deck?: FlashcardDeck) =>
  api<TReviewNext>(deck ? `/flashcards/review?deck=${deck}` : '/flashcards/review')

export const reviewNextQueryOptions = (deck?: FlashcardDeck) =>
  queryOptions({
    queryKey: flashcardsKeys.review(deck),
    queryFn: () => getReviewNext(deck),
    retry: false,
    // The previews are computed for "now": always ask again.
    staleTime: 0,
    gcTime: 0,
  })

/** The next due card and what each of the four buttons would schedule. */
export const useReviewNext = (deck?: FlashcardDeck) => useQuery(reviewNextQueryOptions(deck))
