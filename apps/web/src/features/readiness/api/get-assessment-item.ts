import type { TReadinessItem } from '@nurseready/shared/schemas/readiness'
import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { readinessKeys } from './readiness-keys'

export const getAssessmentItem = (id: string) =>
  api<TReadinessItem>(`/readiness/assessments/${encodeURIComponent(id)}/item`)

/** The item on screen (no key); `position` keys the cache so each item is fetched once. */
export const useAssessmentItem = (id: string, position: number | null) =>
  useQuery({
    queryKey: readinessKeys.item(id, position ?? 0),
    queryFn: () => getAssessmentItem(id),
    enabled: position !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
