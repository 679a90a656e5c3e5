import type { THighlightedQuestionPage } from '@nurseready/shared/schemas/highlights'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { highlightsKeys } from './highlights-keys'

export const HIGHLIGHTS_PAGE_SIZE = 10

export const getHighlights = (page: number) =>
  api<THighlightedQuestionPage>(`/highlights?page=${page}&pageSize=${HIGHLIGHTS_PAGE_SIZE}`)

export const highlightsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: highlightsKeys.list(page),
    queryFn: () => getHighlights(page),
    placeholderData: keepPreviousData,
    retry: false,
  })

/** The Highlights page: highlighted questions, the most recently highlighted first. */
export const useHighlights = (page: number) => useQuery(highlightsQueryOptions(page))
