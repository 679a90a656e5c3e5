import type {
  TCreatePaperRequest,
  TCreatePaperResponse,
} from '@nurseready/shared/schemas/question-bank'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { questionBankKeys } from './question-bank-keys'

export const createPaper = (body: TCreatePaperRequest) =>
  api<TCreatePaperResponse>('/papers', { method: 'POST', body })

export function useCreatePaper() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: createPaper,
    // New paper: lists, dashboard counts and used-question counts all change.
    onSuccess: () => qc.invalidateQueries({ queryKey: questionBankKeys.all }),
  })
}
