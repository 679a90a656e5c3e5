import type { TPoolCounts, TStyle } from '@nurseready/shared/schemas/question-bank'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { questionBankKeys } from './question-bank-keys'

export type PoolCountsParams = { style?: TStyle; subjectIds: string[]; clientNeeds: string[] }

export const getPoolCounts = ({ style, subjectIds, clientNeeds }: PoolCountsParams) => {
  const query = new URLSearchParams()
  if (style) query.set('style', style)
  if (subjectIds.length) query.set('subjectIds', subjectIds.join(','))
  if (clientNeeds.length) query.set('clientNeeds', clientNeeds.join(','))
  const qs = query.toString()
  return api<TPoolCounts>(`/pool-counts${qs ? `?${qs}` : ''}`)
}

export const poolCountsQueryOptions = (params: PoolCountsParams) =>
  queryOptions({
    queryKey: questionBankKeys.poolCounts(params),
    queryFn: () => getPoolCounts(params),
    placeholderData: keepPreviousData,
  })

/** How many questions each pool (all, unused, incorrect, flagged) holds for the current choice. */
export const usePoolCounts = (params: PoolCountsParams) => useQuery(poolCountsQueryOptions(params))
