import type { TFlashcardOverview } from '@nurseready/shared/schemas/flashcards'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { flashcardsKeys } from './flashcards-keys'

export const getFlashcardsOverview = () => api<TFlashcardOverview>('/flashcards')

export const flashcardsOverviewQueryOptions = () =>
  queryOptions({
    queryKey: flashcardsKeys.overview(),
    queryFn: getFlashcardsOverview,
    // 403 (no plan) is an answer, not a failure to retry.
    retry: false,
  })

/** Decks with their due counts, and the desired retention. */
export const useFlashcardsOverview = () => useQuery(flashcardsOverviewQueryOptions())
