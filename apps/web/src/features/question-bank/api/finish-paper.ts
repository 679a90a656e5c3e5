import type { TPaperState } from '@nurseready/shared/schemas/question-bank'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { questionBankKeys } from './question-bank-keys'

export const finishPaper = (code: string) =>
  api<TPaperState>(`/papers/${encodeURIComponent(code)}/finish`, { method: 'POST' })

/**
 * Marks the paper completed (end of questions or time up); dashboards and lists change. The
 * questions read while taking it are dropped, so its review reads them afresh (with keys).
 */
export function useFinishPaper() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: finishPaper,
    onSettled: (_res, _err, code) => {
      qc.removeQueries({ queryKey: questionBankKeys.questions(code) })
      return qc.invalidateQueries({ queryKey: questionBankKeys.all, refetchType: 'none' })
    },
  })
}
