import type { THighlightTestRequest } from '@nurseready/shared/schemas/highlights'
import type { TCreatePaperResponse } from '@nurseready/shared/schemas/question-bank'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export const createHighlightTest = (body: Partial<THighlightTestRequest>) =>
  api<TCreatePaperResponse>('/highlights/tests', { method: 'POST', body })

/** A practice test of the highlighted questions. */
export const useCreateHighlightTest = () => useMutation({ mutationFn: createHighlightTest })
