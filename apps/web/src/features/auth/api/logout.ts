import type { TMessage } from '@nurseready/shared/schemas/common'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { clearAppStorage } from '@/lib/app-storage'

export const logout = () => api<TMessage>('/auth/logout', { method: 'POST' })

/**
 * Revokes the session on the server; the token and every other key the app stored (e.g.
 * `papercode`) are removed locally whatever the reply.
 */
export function useLogout() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      clearAppStorage()
      qc.clear()
    },
  })
}
