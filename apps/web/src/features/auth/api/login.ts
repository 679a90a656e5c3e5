import type { TLoginRequest, TLoginResponse } from '@nurseready/shared/schemas/auth'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { tokenStore } from '@/lib/token'
import { authKeys } from './auth-keys'

export const login = (body: TLoginRequest) =>
  api<TLoginResponse>('/auth/login', { method: 'POST', body, auth: false })

export function useLogin() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: login,
    onSuccess: (res) => {
      tokenStore.set(res.token)
      qc.setQueryData(authKeys.me, res.user)
    },
  })
}
