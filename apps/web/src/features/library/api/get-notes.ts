import type { TNoteList } from '@nurseready/shared/schemas/library'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { type ItemsPage, libraryKeys, listQuery } from './library-keys'

export const getNotes = ({ categoryId, ...rest }: ItemsPage) =>
  api<TNoteList>(
    `/library/notes-categories/${encodeURIComponent(categoryId)}/notes?${listQuery(rest)}`,
  )

export const notesQueryOptions = (params: ItemsPage) =>
  queryOptions({
    queryKey: libraryKeys.notes(params),
    queryFn: () => getNotes(params),
    enabled: params.categoryId !== '',
    placeholderData: keepPreviousData,
    // Locks follow the subscription, which a purchase elsewhere can change: re-check on each visit.
    staleTime: 0,
  })

/** A subject's study notes, searched on the server (spec "getAllNoteGetById"). */
export const useNotes = (params: ItemsPage) => useQuery(notesQueryOptions(params))
