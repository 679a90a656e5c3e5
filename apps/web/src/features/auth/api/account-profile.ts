import type {
  TAccountDeleteRequest,
  TAccountPasswordChangeRequest,
  TEmailChangeConfirm,
  TEmailChangeRequest,
  TNameChangeRequest,
  TSessionsEnded,
} from '@nurseready/shared/schemas/account'
import type { TUser } from '@nurseready/shared/schemas/auth'
import type { TMessage } from '@nurseready/shared/schemas/common'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { clearAppStorage } from '@/lib/app-storage'
import { authKeys } from './auth-keys'

type UserResult = { user: TUser; message: string }

export const changeName = (body: TNameChangeRequest) =>
  api<UserResult>('/account/name', { method: 'PUT', body })
export const requestEmailChange = (body: TEmailChangeRequest) =>
  api<TMessage>('/account/email-change', { method: 'POST', body })
export const confirmEmailChange = (body: TEmailChangeConfirm) =>
  api<UserResult>('/account/email-change/confirm', { method: 'POST', body })
export const changeAccountPassword = (body: TAccountPasswordChangeRequest) =>
  api<TSessionsEnded>('/account/password', { method: 'PUT', body })
export const deleteAccount = (body: TAccountDeleteRequest) =>
  api<TMessage>('/account', { method: 'DELETE', body })

/** Name or email changed: the signed-in user (sidebar, pages) shows it at once. */
function useUserUpdate<T>(fn: (body: T) => Promise<UserResult>) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSuccess: (res) => qc.setQueryData(authKeys.me, res.user),
  })
}

export const useChangeName = () => useUserUpdate(changeName)
export const useConfirmEmailChange = () => useUserUpdate(confirmEmailChange)
export const useRequestEmailChange = () => useMutation({ mutationFn: requestEmailChange })

export function useChangeAccountPassword() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: changeAccountPassword,
    onSettled: () => qc.invalidateQueries({ queryKey: authKeys.sessions }),
  })
}

/** Deletes the account; this browser forgets the session and everything cached. */
export function useDeleteAccount() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      clearAppStorage()
      qc.clear()
    },
  })
}
