import type { TAssessmentStatus } from '@nurseready/shared/schemas/readiness'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { readinessKeys } from './readiness-keys'

export const startAssessment = () =>
  api<TAssessmentStatus>('/readiness/assessments', { method: 'POST' })

export function useStartAssessment() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: startAssessment,
    onSuccess: (status) => {
      qc.setQueryData(readinessKeys.assessment(status.id), status)
      void qc.invalidateQueries({ queryKey: readinessKeys.overview() })
    },
  })
}
