import type { TFlashcard } from '@nurseready/shared/schemas/flashcards'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { flashcardsKeys } from './flashcards-keys'

export const setFlashcardSuspended = ({ id, suspended }: { id: string; suspended: boolean }) =>
  api<TFlashcard>(`/flashcards/cards/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { suspended },
  })

export function useSetFlashcardSuspended() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: setFlashcardSuspended,
    onSuccess: () => qc.invalidateQueries({ queryKey: flashcardsKeys.all }),
  })
}
