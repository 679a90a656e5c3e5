import type { TReadinessReview } from '@nurseready/shared/schemas/readiness'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { readinessKeys } from './readiness-keys'

export const REVIEW_PAGE_SIZE = 10

export const getAssessmentReview = (id: string, page: number) =>
  api<TReadinessReview>(
    `/readiness/assessments/${encodeURIComponent(id)}/review?page=${page}&pageSize=${REVIEW_PAGE_SIZE}`,
  )

export const useAssessmentReview = (id: string, page: number) =>
  useQuery({
    queryKey: readinessKeys.review(id, page),
    queryFn: () => getAssessmentReview(id, page),
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
    retry: false,
  })
