import type {
  TAdminCategory,
  TAdminCategoryList,
  TAdminNote,
  TAdminNoteList,
  TAdminVideo,
  TAdminVideoList,
  TUploadLimits,
} from '@nurseready/shared/schemas/admin-content'
import type { TLibraryKind } from '@nurseready/shared/schemas/library'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryString } from '../api/admin-keys'

/** Query keys of the admin library (under ['admin'], so signing out clears them). */
export const libraryAdminKeys = {
  all: ['admin', 'library'] as const,
  categories: (kind: TLibraryKind) => ['admin', 'library', 'categories', kind] as const,
  videos: (q: Record<string, unknown>) => ['admin', 'library', 'videos', q] as const,
  notes: (q: Record<string, unknown>) => ['admin', 'library', 'notes', q] as const,
  limits: () => ['admin', 'upload-limits'] as const,
}

export type ItemQuery = { categoryId?: string; q?: string; page: number }

export const useUploadLimits = () =>
  useQuery({
    queryKey: libraryAdminKeys.limits(),
    queryFn: () => api<TUploadLimits>('/admin/upload-limits'),
    staleTime: Number.POSITIVE_INFINITY,
  })

export const useCategories = (kind: TLibraryKind) =>
  useQuery({
    queryKey: libraryAdminKeys.categories(kind),
    queryFn: () => api<TAdminCategoryList>(`/admin/library/categories?kind=${kind}`),
  })

export const useVideos = (q: ItemQuery) =>
  useQuery({
    queryKey: libraryAdminKeys.videos(q),
    queryFn: () =>
      api<TAdminVideoList>(`/admin/library/videos${queryString({ ...q, pageSize: 10 })}`),
    placeholderData: keepPreviousData,
  })

export const useNotes = (q: ItemQuery) =>
  useQuery({
    queryKey: libraryAdminKeys.notes(q),
    queryFn: () =>
      api<TAdminNoteList>(`/admin/library/notes${queryString({ ...q, pageSize: 10 })}`),
    placeholderData: keepPreviousData,
  })

/** A mutation that refreshes every admin library list once it succeeded. */
function useLibraryMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: libraryAdminKeys.all }),
  })
}

export const useSaveCategory = () =>
  useLibraryMutation((v: { id?: string; kind: TLibraryKind; name: string; position: number }) =>
    v.id
      ? api<TAdminCategory>(`/admin/library/categories/${v.id}`, {
          method: 'PATCH',
          body: { name: v.name, position: v.position },
        })
      : api<TAdminCategory>('/admin/library/categories', { method: 'POST', body: v }),
  )

export const useDeleteCategory = () =>
  useLibraryMutation((id: string) =>
    api<void>(`/admin/library/categories/${id}`, { method: 'DELETE' }),
  )

export const useDeleteVideo = () =>
  useLibraryMutation((id: string) => api<void>(`/admin/library/videos/${id}`, { method: 'DELETE' }))

export const useDeleteNote = () =>
  useLibraryMutation((id: string) => api<void>(`/admin/library/notes/${id}`, { method: 'DELETE' }))

/** Refreshes the lists after an upload (sent with sendForm for its progress). */
export function useRefreshLibrary() {
  const qc = useQueryClient()
  return () => qc.invalidateQueries({ queryKey: libraryAdminKeys.all })
}

export type { TAdminNote, TAdminVideo }
