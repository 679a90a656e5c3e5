import type {
  TOtpSendRequest,
  TOtpVerifyRequest,
  TOtpVerifyResponse,
  TPasswordChangeRequest,
} from '@nurseready/shared/schemas/auth'
import type { TMessage } from '@nurseready/shared/schemas/common'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

const post = <T>(path: string, body: unknown) => api<T>(path, { method: 'POST', body, auth: false })

export const sendOtp = (body: TOtpSendRequest) => post<TMessage>('/auth/password-reset/otp', body)
export const verifyOtp = (body: TOtpVerifyRequest) =>
  post<TOtpVerifyResponse>('/auth/password-reset/verify', body)
export const changePassword = (body: TPasswordChangeRequest) =>
  post<TMessage>('/auth/password-reset/password', body)

export const useSendOtp = () => useMutation({ mutationFn: sendOtp })
export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp })
export const useChangePassword = () => useMutation({ mutationFn: changePassword })
