import type { FlashcardRating } from '@nurseready/shared/domain/flashcards'
import type { TReviewResult } from '@nurseready/shared/schemas/flashcards'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { flashcardsKeys } from './flashcards-keys'

export const reviewFlashcard = ({ id, rating }: { id: string; rating: FlashcardRating }) =>
  api<TReviewResult>(`/flashcards/cards/${encodeURIComponent(id)}/reviews`, {
    method: 'POST',
    body: { rating },
  })

export function useReviewFlashcard() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: reviewFlashcard,
    onSuccess: () => qc.invalidateQueries({ queryKey: flashcardsKeys.all }),
  })
}
