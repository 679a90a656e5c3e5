import type { TPaperQuestion } from '@nurseready/shared/schemas/question-bank'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useAlert } from '@/components/ui/alert-dialog'
import { api, errorMessage } from '@/lib/api-client'
import { useSingleFlight } from '@/lib/use-single-flight'
import { questionBankKeys } from './question-bank-keys'

type Vars = { code: string; position: number; flagged: boolean }

export const flagQuestion = ({ code, position, flagged }: Vars) =>
  api<{ flagged: boolean }>(`/papers/${encodeURIComponent(code)}/questions/${position}/flag`, {
    method: 'PUT',
    body: { flagged },
  })

/** Flags (or unflags) a question for review; the flagged pool on /starttest counts it. */
export function useFlagQuestion() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: flagQuestion,
    onSuccess: (res, { code, position }) => {
      qc.setQueryData<TPaperQuestion>(questionBankKeys.question(code, position), (q) =>
        q ? { ...q, flagged: res.flagged } : q,
      )
      void qc.invalidateQueries({ queryKey: [...questionBankKeys.all, 'pool-counts'] })
    },
  })
}

/**
 * The test screen's flags: shown at once (the server's `flagged` until the student toggles),
 * put back with the server's message if the request fails; one request at a time.
 */
export function useQuestionFlags(code: string) {
  const alert = useAlert()
  const flag = useFlagQuestion()
  const once = useSingleFlight()
  const [flags, setFlags] = useState<Record<number, boolean>>({})
  const isFlagged = (q: TPaperQuestion) => flags[q.position] ?? q.flagged ?? false

  const toggle = (q: TPaperQuestion) =>
    once(async () => {
      const flagged = !isFlagged(q)
      setFlags((f) => ({ ...f, [q.position]: flagged }))
      try {
        await flag.mutateAsync({ code, position: q.position, flagged })
      } catch (err) {
        setFlags((f) => ({ ...f, [q.position]: !flagged }))
        await alert({ title: 'Error', text: errorMessage(err, 'An error occurred'), tone: 'error' })
      }
    })

  /** A position's flag for the navigator: the student's toggle, else the server's. */
  const isFlaggedAt = (position: number, server: boolean) => flags[position] ?? server

  return { isFlagged, isFlaggedAt, toggle, busy: flag.isPending }
}
