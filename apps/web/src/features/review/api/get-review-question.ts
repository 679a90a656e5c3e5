import type { TAnsweredQuestion } from '@nurseready/shared/schemas/question-bank'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { reviewKeys } from './review-keys'

/** One question of a paper with the student's answer, the key and the explanation (1-based). */
export const getReviewQuestion = (code: string, position: number) =>
  api<TAnsweredQuestion>(
    `/papers/${encodeURIComponent(code)}/questions/${encodeURIComponent(String(position))}`,
  )

export const reviewQuestionQueryOptions = (code: string, position: number) =>
  queryOptions({
    queryKey: reviewKeys.question(code, position),
    queryFn: () => getReviewQuestion(code, position),
  })

export const useReviewQuestion = (code: string | null, position: number) =>
  useQuery({
    ...reviewQuestionQueryOptions(code ?? '', position),
    enabled: Boolean(code) && position >= 1,
  })
