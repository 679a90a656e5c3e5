import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { highlightsKeys } from './highlights-keys'

export const deleteHighlight = (id: string) =>
  api<void>(`/highlights/${encodeURIComponent(id)}`, { method: 'DELETE' })

export function useDeleteHighlight() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: deleteHighlight,
    onSuccess: () => qc.invalidateQueries({ queryKey: highlightsKeys.all }),
  })
}
