import type { TPaperState } from '@nurseready/shared/schemas/question-bank'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { questionBankKeys } from './question-bank-keys'

export const finishPaper = (code: string) =>
  api<TPaperState>(`/papers/${encodeURIComponent(code)}/finish`, { method: 'POST' })

/** Marks the paper completed (end of questions or time up); dashboards and lists change. */
export function useFinishPaper() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: finishPaper,
    onSettled: () => qc.invalidateQueries({ queryKey: questionBankKeys.all, refetchType: 'none' }),
  })
}
