import type { TAnswer } from '@nurseready/shared/domain/grading'
import type { TAssessmentStatus } from '@nurseready/shared/schemas/readiness'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { readinessKeys } from './readiness-keys'

export const answerItem = (input: { id: string; position: number; answer: TAnswer }) =>
  api<TAssessmentStatus>(`/readiness/assessments/${encodeURIComponent(input.id)}/answers`, {
    method: 'POST',
    body: { position: input.position, answer: input.answer },
  })

/** Sends the answer; the reply is the assessment's new state (no feedback). */
export function useAnswerItem() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: answerItem,
    onSuccess: (status) => {
      qc.setQueryData(readinessKeys.assessment(status.id), status)
      if (status.status === 'completed')
        void qc.invalidateQueries({ queryKey: readinessKeys.overview() })
    },
  })
}
