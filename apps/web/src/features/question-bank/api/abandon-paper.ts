import type { TPaperState } from '@nurseready/shared/schemas/question-bank'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { questionBankKeys } from './question-bank-keys'

export const abandonPaper = (code: string) =>
  api<TPaperState>(`/papers/${encodeURIComponent(code)}/abandon`, { method: 'POST' })

/** Gives up a test in process: it stops counting as in process; lists and counts change. */
export function useAbandonPaper() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: abandonPaper,
    onSettled: () => qc.invalidateQueries({ queryKey: questionBankKeys.all }),
  })
}
