import type { TAssessmentStatus } from '@nurseready/shared/schemas/readiness'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { readinessKeys } from './readiness-keys'

const action = (name: 'suspend' | 'resume') => (id: string) =>
  api<TAssessmentStatus>(`/readiness/assessments/${encodeURIComponent(id)}/${name}`, {
    method: 'POST',
  })

export const suspendAssessment = action('suspend')
export const resumeAssessment = action('resume')

/** Suspend (a break: the clock keeps running) or resume. */
export function useSuspendAssessment(name: 'suspend' | 'resume') {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: name === 'suspend' ? suspendAssessment : resumeAssessment,
    onSuccess: (status) => qc.setQueryData(readinessKeys.assessment(status.id), status),
  })
}
