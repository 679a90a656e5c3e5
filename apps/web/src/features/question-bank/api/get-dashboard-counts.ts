import type { TDashboardCounts } from '@nurseready/shared/schemas/question-bank'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { questionBankKeys } from './question-bank-keys'

export const getDashboardCounts = () => api<TDashboardCounts>('/dashboard')

export const dashboardCountsQueryOptions = () =>
  queryOptions({ queryKey: questionBankKeys.dashboard(), queryFn: getDashboardCounts })

/** Completed, pending, upcoming webinars and marks (spec "userDashboardCount"). */
export const useDashboardCounts = () => useQuery(dashboardCountsQueryOptions())
