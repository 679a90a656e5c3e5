import type { TPaperList } from '@nurseready/shared/schemas/question-bank'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { questionBankKeys } from './question-bank-keys'

type Params = { page: number; pageSize: number }

export const getPapers = ({ page, pageSize }: Params) =>
  api<TPaperList>(`/papers?page=${page}&pageSize=${pageSize}`)

export const papersQueryOptions = (params: Params) =>
  queryOptions({
    queryKey: questionBankKeys.paperList(params),
    queryFn: () => getPapers(params),
    placeholderData: keepPreviousData,
  })

/** The student's papers, newest first, paged on the server. */
export const usePapers = (params: Params) => useQuery(papersQueryOptions(params))
