import type { TGiven, TSubmitAnswerResponse } from '@nurseready/shared/schemas/question-bank'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { questionBankKeys } from './question-bank-keys'

/** elapsedSeconds: how long the question was on screen, pauses excluded (the server clamps it). */
type Vars = { code: string; position: number; answer: TGiven; elapsedSeconds?: number }

export const submitAnswer = ({ code, position, answer, elapsedSeconds }: Vars) =>
  api<TSubmitAnswerResponse>(`/papers/${encodeURIComponent(code)}/questions/${position}/answer`, {
    method: 'POST',
    body: elapsedSeconds === undefined ? { answer } : { answer, elapsedSeconds },
  })

/** Saves an answer; the server grades it (tutor mode replies with the key and explanation). */
export function useSubmitAnswer() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: submitAnswer,
    onSuccess: (res, { code, position }) => {
      if (res.result) qc.setQueryData(questionBankKeys.question(code, position), res.result)
      else void qc.invalidateQueries({ queryKey: questionBankKeys.question(code, position) })
    },
  })
}
