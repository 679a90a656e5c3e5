import type { TCreateFlashcardRequest, TFlashcard } from '@nurseready/shared/schemas/flashcards'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { flashcardsKeys } from './flashcards-keys'

export const createFlashcard = (body: TCreateFlashcardRequest) =>
  api<TFlashcard>('/flashcards/cards', { method: 'POST', body })

export function useCreateFlashcard() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: createFlashcard,
    onSuccess: () => qc.invalidateQueries({ queryKey: flashcardsKeys.all }),
  })
}
