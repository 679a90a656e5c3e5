import type { TStudentVideoList } from '@nurseready/shared/schemas/marketing'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export const getStudentVideos = () => api<TStudentVideoList>('/student-videos', { auth: false })
export const studentVideosQueryOptions = () =>
  queryOptions({
    queryKey: ['student-videos'],
    queryFn: getStudentVideos,
    staleTime: 10 * 60_000,
  })
export const useStudentVideos = () => useQuery(studentVideosQueryOptions())
