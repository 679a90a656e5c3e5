import type { TReadinessOverview } from '@nurseready/shared/schemas/readiness'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { readinessKeys } from './readiness-keys'

export const getReadinessOverview = () => api<TReadinessOverview>('/readiness')

/** Target exam, allowance, the assessment in progress and the tracker. */
export const readinessOverviewQueryOptions = () =>
  queryOptions({ queryKey: readinessKeys.overview(), queryFn: getReadinessOverview, staleTime: 0 })

export const useReadinessOverview = () => useQuery(readinessOverviewQueryOptions())
