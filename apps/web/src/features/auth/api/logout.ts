import type { TMessage } from '@nurseready/shared/schemas/common'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { tokenStore } from '@/lib/token'

export const logout = () => api<TMessage>('/auth/logout', { method: 'POST' })

/** Revokes the session on the server; the token is removed locally whatever the reply. */
export function useLogout() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      tokenStore.clear()
      qc.clear()
    },
  })
}
