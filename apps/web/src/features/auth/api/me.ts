import type { TUser } from '@nurseready/shared/schemas/auth'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { authKeys } from './auth-keys'

export const getMe = () => api<TUser>('/auth/me')
export const meQueryOptions = () =>
  queryOptions({ queryKey: authKeys.me, queryFn: getMe, staleTime: 5 * 60_000 })

import { tokenStore } from '@/lib/token'

/** The signed-in user; not requested at all without a token. */
export const useMe = () => useQuery({ ...meQueryOptions(), enabled: tokenStore.get() !== null })
