import type {
  TAdminCalendarList,
  TAdminContactDetails,
  TAdminStudentVideoList,
} from '@nurseready/shared/schemas/admin-content'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export const siteAdminKeys = {
  all: ['admin', 'site'] as const,
  studentVideos: () => ['admin', 'site', 'student-videos'] as const,
  calendar: () => ['admin', 'site', 'study-calendar'] as const,
  contact: () => ['admin', 'site', 'contact-details'] as const,
}

export const useStudentVideos = () =>
  useQuery({
    queryKey: siteAdminKeys.studentVideos(),
    queryFn: () => api<TAdminStudentVideoList>('/admin/student-videos'),
  })

export const useStudyCalendar = () =>
  useQuery({
    queryKey: siteAdminKeys.calendar(),
    queryFn: () => api<TAdminCalendarList>('/admin/study-calendar'),
  })

export const useContactDetails = () =>
  useQuery({
    queryKey: siteAdminKeys.contact(),
    queryFn: () => api<TAdminContactDetails>('/admin/contact-details'),
  })

/** Refreshes the site-content lists (after an upload sent with sendForm). */
export function useRefreshSite() {
  const qc = useQueryClient()
  return () => qc.invalidateQueries({ queryKey: siteAdminKeys.all })
}

export function useSaveContactDetails() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (body: TAdminContactDetails) =>
      api<TAdminContactDetails>('/admin/contact-details', { method: 'PUT', body }),
    onSuccess: (data) => qc.setQueryData(siteAdminKeys.contact(), data),
  })
}

export function useDeleteStudentVideo() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api<void>(`/admin/student-videos/${id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: siteAdminKeys.all }),
  })
}
