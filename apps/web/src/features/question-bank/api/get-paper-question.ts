import type { TAnsweredQuestion } from '@nurseready/shared/schemas/question-bank'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { questionBankKeys } from './question-bank-keys'

/** One question of a paper; key, explanation and given answer are null until it is answered. */
export const getPaperQuestion = (code: string, position: number) =>
  api<TAnsweredQuestion>(`/papers/${encodeURIComponent(code)}/questions/${position}`)

export const paperQuestionQueryOptions = (code: string, position: number) =>
  queryOptions({
    queryKey: questionBankKeys.question(code, position),
    queryFn: () => getPaperQuestion(code, position),
    staleTime: 0,
  })

export const usePaperQuestion = (code: string | null, position: number | null) =>
  useQuery({
    ...paperQuestionQueryOptions(code ?? '', position ?? 0),
    enabled: code !== null && position !== null,
  })
