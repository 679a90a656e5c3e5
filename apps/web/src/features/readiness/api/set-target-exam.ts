import type { TExamCode } from '@nurseready/shared/domain/readiness/exams'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { readinessKeys } from './readiness-keys'

export const setTargetExam = (exam: TExamCode) =>
  api<{ targetExam: TExamCode }>('/readiness/target-exam', { method: 'PUT', body: { exam } })

export function useSetTargetExam() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: setTargetExam,
    onSuccess: () => qc.invalidateQueries({ queryKey: readinessKeys.overview() }),
  })
}
