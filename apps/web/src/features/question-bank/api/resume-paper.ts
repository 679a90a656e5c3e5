import type { TPaperState } from '@nurseready/shared/schemas/question-bank'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { questionBankKeys } from './question-bank-keys'

export const resumePaper = (code: string) =>
  api<TPaperState>(`/papers/${encodeURIComponent(code)}/resume`, { method: 'POST' })

/** Resume: the server restarts the clock from the time that was left. */
export function useResumePaper() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: resumePaper,
    onSuccess: (paper) => qc.setQueryData(questionBankKeys.paper(paper.code), paper),
  })
}
