import type { FlashcardDeck } from '@nurseready/shared/domain/flashcards'

/** Query keys of flashcards: one factory, so invalidation names whole families. */
export const flashcardsKeys = {
  all: ['flashcards'] as const,
  overview: () => [...flashcardsKeys.all, 'overview'] as const,
  cards: (params: { deck?: FlashcardDeck; page: number }) =>
    [...flashcardsKeys.all, 'cards', params] as const,
  review: (deck?: FlashcardDeck) => [...flashcardsKeys.all, 'review', deck ?? 'all'] as const,
}
