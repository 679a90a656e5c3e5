import type { TAnalytics } from '@nurseready/shared/schemas/question-bank'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { questionBankKeys } from './question-bank-keys'

export const getAnalytics = () => api<TAnalytics>('/analytics')

export const analyticsQueryOptions = () =>
  queryOptions({ queryKey: questionBankKeys.analytics(), queryFn: getAnalytics })

/** Overall totals and per-subject results for /test-screen. */
export const useAnalytics = () => useQuery(analyticsQueryOptions())
