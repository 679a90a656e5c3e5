import type { TPerformance } from '@nurseready/shared/schemas/performance'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { questionBankKeys } from './question-bank-keys'

export const getPerformance = () => api<TPerformance>('/analytics/performance')

export const performanceQueryOptions = () =>
  queryOptions({ queryKey: questionBankKeys.performance(), queryFn: getPerformance })

/** Score trend, subjects and client needs with percentile ranks (issue 14 §6). */
export const usePerformance = () => useQuery(performanceQueryOptions())
