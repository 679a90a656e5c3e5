import type { FlashcardDeck } from '@nurseready/shared/domain/flashcards'
import type { TFlashcardPage } from '@nurseready/shared/schemas/flashcards'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { flashcardsKeys } from './flashcards-keys'

export const CARDS_PAGE_SIZE = 10

export const getFlashcards = (params: { deck?: FlashcardDeck; page: number }) => {
  const q = new URLSearchParams({ page: String(params.page), pageSize: String(CARDS_PAGE_SIZE) })
  if (params.deck) q.set('deck', params.deck)
  return api<TFlashcardPage>(`/flashcards/cards?${q}`)
}

export const flashcardsQueryOptions = (params: { deck?: FlashcardDeck; page: number }) =>
  queryOptions({
    queryKey: flashcardsKeys.cards(params),
    queryFn: () => getFlashcards(params),
    placeholderData: keepPreviousData,
    retry: false,
  })

export const useFlashcards = (params: { deck?: FlashcardDeck; page: number }) =>
  useQuery(flashcardsQueryOptions(params))
