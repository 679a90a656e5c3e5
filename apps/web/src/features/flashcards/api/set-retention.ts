import type { TFlashcardSettings } from '@nurseready/shared/schemas/flashcards'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { flashcardsKeys } from './flashcards-keys'

export const setRetention = (desiredRetention: number) =>
  api<TFlashcardSettings>('/flashcards/settings', { method: 'PUT', body: { desiredRetention } })

export function useSetRetention() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: setRetention,
    onSuccess: () => qc.invalidateQueries({ queryKey: flashcardsKeys.all }),
  })
}
