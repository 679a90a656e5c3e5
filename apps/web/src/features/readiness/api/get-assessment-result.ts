import type { TReadinessResultDto } from '@nurseready/shared/schemas/readiness'
import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { readinessKeys } from './readiness-keys'

export const getAssessmentResult = (id: string) =>
  api<TReadinessResultDto>(`/readiness/assessments/${encodeURIComponent(id)}/result`)

export const useAssessmentResult = (id: string) =>
  useQuery({
    queryKey: readinessKeys.result(id),
    queryFn: () => getAssessmentResult(id),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
