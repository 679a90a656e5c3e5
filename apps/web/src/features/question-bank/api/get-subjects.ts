import type { TStyle, TSubjectList } from '@nurseready/shared/schemas/question-bank'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { questionBankKeys } from './question-bank-keys'

type Params = { page: number; pageSize: number; style?: TStyle }

export const getSubjects = ({ page, pageSize, style }: Params) => {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) })
  if (style) query.set('style', style)
  return api<TSubjectList>(`/subjects?${query}`)
}

export const subjectsQueryOptions = (params: Params) =>
  queryOptions({
    queryKey: questionBankKeys.subjects(params),
    queryFn: () => getSubjects(params),
    placeholderData: keepPreviousData,
  })

/** Subjects with the student's total and used question counts (spec "questcat"), one page. */
export const useSubjects = (params: Params) => useQuery(subjectsQueryOptions(params))
