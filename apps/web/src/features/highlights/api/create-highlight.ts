import type { TCreateHighlightRequest, THighlight } from '@nurseready/shared/schemas/highlights'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { itemPath } from './get-question-highlights'
import { highlightsKeys } from './highlights-keys'

export const createHighlight = (code: string, position: number, body: TCreateHighlightRequest) =>
  api<THighlight>(itemPath(code, position), { method: 'POST', body })

export function useCreateHighlight(code: string, position: number) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (body: TCreateHighlightRequest) => createHighlight(code, position, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: highlightsKeys.all }),
  })
}
