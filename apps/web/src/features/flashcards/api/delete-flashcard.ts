import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { flashcardsKeys } from './flashcards-keys'

export const deleteFlashcard = (id: string) =>
  api<void>(`/flashcards/cards/${encodeURIComponent(id)}`, { method: 'DELETE' })

export function useDeleteFlashcard() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: deleteFlashcard,
    onSuccess: () => qc.invalidateQueries({ queryKey: flashcardsKeys.all }),
  })
}
