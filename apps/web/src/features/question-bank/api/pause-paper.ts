import type { TPaperState } from '@nurseready/shared/schemas/question-bank'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { questionBankKeys } from './question-bank-keys'

export const pausePaper = (code: string) =>
  api<TPaperState>(`/papers/${encodeURIComponent(code)}/pause`, { method: 'POST' })

/** Suspend: the server stops the clock and replies with the paper's new state. */
export function usePausePaper() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: pausePaper,
    onSuccess: (paper) => qc.setQueryData(questionBankKeys.paper(paper.code), paper),
  })
}
