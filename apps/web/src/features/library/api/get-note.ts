import type { TNoteDetail } from '@nurseready/shared/schemas/library'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { libraryKeys } from './library-keys'
import { signedLinkRefreshIn } from './signed-link'

export const getNote = (id: string) => api<TNoteDetail>(`/library/notes/${encodeURIComponent(id)}`)

/**
 * One note with its short-lived file link (spec "readnotes"). The link is renewed a minute
 * before it expires (and on return to a tab left open past that), so "Open in a new tab" keeps
 * working however long the page stays open; nothing keeps an old link for the next visit.
 */
export const noteQueryOptions = (id: string) =>
  queryOptions({
    queryKey: libraryKeys.note(id),
    queryFn: () => getNote(id),
    enabled: id !== '',
    staleTime: (q) => signedLinkRefreshIn(q.state.data?.urlExpiresAt) || Number.POSITIVE_INFINITY,
    refetchInterval: (q) => signedLinkRefreshIn(q.state.data?.urlExpiresAt),
    gcTime: 0,
    refetchOnReconnect: false,
  })

export const useNote = (id: string) => useQuery(noteQueryOptions(id))
