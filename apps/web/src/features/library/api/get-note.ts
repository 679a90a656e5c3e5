import type { TNoteDetail } from '@nurseready/shared/schemas/library'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { libraryKeys } from './library-keys'

export const getNote = (id: string) => api<TNoteDetail>(`/library/notes/${encodeURIComponent(id)}`)

/** One note with its short-lived file link (spec "readnotes"); see useVideo on freshness. */
export const noteQueryOptions = (id: string) =>
  queryOptions({
    queryKey: libraryKeys.note(id),
    queryFn: () => getNote(id),
    enabled: id !== '',
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnReconnect: false,
  })

export const useNote = (id: string) => useQuery(noteQueryOptions(id))
