import type {
  TAdminLecture,
  TAdminLectureInput,
  TAdminLectureList,
  TAdminLivePackage,
  TAdminLivePackageInput,
  TAdminLivePackageList,
  TAdminWebinar,
  TAdminWebinarInput,
  TAdminWebinarList,
  TRegistrantList,
} from '@nurseready/shared/schemas/admin-content'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryString } from '../api/admin-keys'

export const liveAdminKeys = {
  all: ['admin', 'live'] as const,
  webinars: (q: Record<string, unknown>) => ['admin', 'live', 'webinars', q] as const,
  registrants: (id: string) => ['admin', 'live', 'registrants', id] as const,
  packages: () => ['admin', 'live', 'packages'] as const,
  lectures: (q: Record<string, unknown>) => ['admin', 'live', 'lectures', q] as const,
}

export type ListQuery = { page: number; past: boolean }

export const useWebinars = (q: ListQuery) =>
  useQuery({
    queryKey: liveAdminKeys.webinars(q),
    queryFn: () => api<TAdminWebinarList>(`/admin/webinars${queryString({ ...q, pageSize: 10 })}`),
    placeholderData: keepPreviousData,
  })

export const useRegistrants = (id: string) =>
  useQuery({
    queryKey: liveAdminKeys.registrants(id),
    queryFn: () => api<TRegistrantList>(`/admin/webinars/${id}/registrations?pageSize=100`),
  })

export const usePackages = () =>
  useQuery({
    queryKey: liveAdminKeys.packages(),
    queryFn: () => api<TAdminLivePackageList>('/admin/live-packages'),
  })

export const useLectures = (q: ListQuery & { course?: string }) =>
  useQuery({
    queryKey: liveAdminKeys.lectures(q),
    queryFn: () =>
      api<TAdminLectureList>(`/admin/live-lectures${queryString({ ...q, pageSize: 10 })}`),
    placeholderData: keepPreviousData,
  })

function useLiveMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: liveAdminKeys.all }),
  })
}

/** Create (no id) or replace (id) a record at `path`. */
const save =
  <T>(path: string) =>
  (v: { id?: string; body: unknown }) =>
    api<T>(v.id ? `${path}/${v.id}` : path, { method: v.id ? 'PUT' : 'POST', body: v.body })

export const useSaveWebinar = () =>
  useLiveMutation((v: { id?: string; body: TAdminWebinarInput }) =>
    save<TAdminWebinar>('/admin/webinars')(v),
  )
export const useDeleteWebinar = () =>
  useLiveMutation((id: string) => api<void>(`/admin/webinars/${id}`, { method: 'DELETE' }))
export const useSavePackage = () =>
  useLiveMutation((v: { id?: string; body: TAdminLivePackageInput }) =>
    save<TAdminLivePackage>('/admin/live-packages')(v),
  )
export const useSaveLecture = () =>
  useLiveMutation((v: { id?: string; body: TAdminLectureInput }) =>
    save<TAdminLecture>('/admin/live-lectures')(v),
  )
export const useDeleteLecture = () =>
  useLiveMutation((id: string) => api<void>(`/admin/live-lectures/${id}`, { method: 'DELETE' }))
