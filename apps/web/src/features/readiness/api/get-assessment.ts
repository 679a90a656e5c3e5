import type { TAssessmentStatus } from '@nurseready/shared/schemas/readiness'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { readinessKeys } from './readiness-keys'

export const getAssessment = (id: string) =>
  api<TAssessmentStatus>(`/readiness/assessments/${encodeURIComponent(id)}`)

/** Where the assessment stands; the server owns the clock, so it re-syncs every minute. */
export const assessmentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: readinessKeys.assessment(id),
    queryFn: () => getAssessment(id),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => (query.state.data?.status === 'completed' ? false : 60_000),
  })

export const useAssessment = (id: string) => useQuery(assessmentQueryOptions(id))
