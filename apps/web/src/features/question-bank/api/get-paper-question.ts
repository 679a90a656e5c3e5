import type { TAnsweredQuestion } from '@nurseready/shared/schemas/question-bank'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { questionBankKeys } from './question-bank-keys'

/**
 * One question of a paper (1-based position): the one fetcher of
 * `GET /papers/:code/questions/:position`, for taking a test and for reviewing it. Key,
 * explanation and given answer are null until the question is answered.
 */
export const getPaperQuestion = (code: string, position: number) =>
  api<TAnsweredQuestion>(`/papers/${encodeURIComponent(code)}/questions/${position}`)

/** The question's cache entry (under its paper's key family), shared by taking and review. */
export const paperQuestionQueryOptions = (code: string, position: number) =>
  queryOptions({
    queryKey: questionBankKeys.question(code, position),
    queryFn: () => getPaperQuestion(code, position),
  })

/** Taking a test: the server decides what is shown, so a question is read afresh each time. */
export const TAKING_STALE_TIME = 0

export const usePaperQuestion = (code: string | null, position: number | null) =>
  useQuery({
    ...paperQuestionQueryOptions(code ?? '', position ?? 0),
    staleTime: TAKING_STALE_TIME,
    enabled: code !== null && position !== null,
  })

/** Reviewing a test (analysis, view MCQ): an answered question does not change. */
export const useReviewQuestion = (code: string | null, position: number) =>
  useQuery({
    ...paperQuestionQueryOptions(code ?? '', position),
    enabled: Boolean(code) && position >= 1,
  })
