import type { TAccountSessionList, TSessionsEnded } from '@nurseready/shared/schemas/account'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { authKeys } from './auth-keys'

export const getSessions = () => api<TAccountSessionList>('/account/sessions')
export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: authKeys.sessions, queryFn: getSessions })

/** The account's active sessions: device, signed in, last seen, which one is this browser. */
export const useSessions = () => useQuery(sessionsQueryOptions())

export const endOtherSessions = () =>
  api<TSessionsEnded>('/account/sessions/end-others', { method: 'POST' })

/** Signs out every other session (ASVS 7.4.3); this one stays. */
export function useEndOtherSessions() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => qc.invalidateQueries({ queryKey: authKeys.sessions }),
  })
}
