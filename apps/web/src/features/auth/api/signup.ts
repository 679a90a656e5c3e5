import type { TSignupRequest, TSignupResponse } from '@nurseready/shared/schemas/auth'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export const signup = (body: TSignupRequest) =>
  api<TSignupResponse>('/auth/signup', { method: 'POST', body, auth: false })

export const useSignup = () => useMutation({ mutationFn: signup })
