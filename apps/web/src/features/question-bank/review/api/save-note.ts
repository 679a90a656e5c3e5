import type { TMessage } from '@nurseready/shared/schemas/common'
import type { TAnsweredQuestion } from '@nurseready/shared/schemas/question-bank'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { questionBankKeys } from '../../api/question-bank-keys'

type SaveNoteInput = { code: string; position: number; note: string }

/** Saves the student's note on one question of a paper (the spec's dialog saved nothing). */
export const saveNote = ({ code, position, note }: SaveNoteInput) =>
  api<TMessage>(
    `/papers/${encodeURIComponent(code)}/questions/${encodeURIComponent(String(position))}/note`,
    { method: 'PUT', body: { note } },
  )

export function useSaveNote() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: saveNote,
    onSuccess: (_res, { code, position, note }) => {
      qc.setQueryData<TAnsweredQuestion>(questionBankKeys.question(code, position), (old) =>
        old ? { ...old, note: note.trim() === '' ? null : note } : old,
      )
    },
  })
}
