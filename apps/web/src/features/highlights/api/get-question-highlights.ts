import type { TQuestionHighlights } from '@nurseready/shared/schemas/highlights'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { highlightsKeys } from './highlights-keys'

const itemPath = (code: string, position: number) =>
  `/papers/${encodeURIComponent(code)}/questions/${position}/highlights`

export const getQuestionHighlights = (code: string, position: number) =>
  api<TQuestionHighlights>(itemPath(code, position))

export const questionHighlightsQueryOptions = (code: string, position: number) =>
  queryOptions({
    queryKey: highlightsKeys.question(code, position),
    queryFn: () => getQuestionHighlights(code, position),
    // 403 (no plan) and 404 are answers, not failures to retry.
    retry: false,
  })

/** The student's highlights in one question of a paper. */
export const useQuestionHighlights = (code: string, position: number) =>
  useQuery(questionHighlightsQueryOptions(code, position))

export { itemPath }
