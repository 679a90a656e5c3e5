import type { TStudyCalendar } from '@nurseready/shared/schemas/library'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { libraryKeys } from './library-keys'

export const getStudyCalendar = () => api<TStudyCalendar>('/library/study-calendar')

/** The four study-calendar files (spec "getcalandershdule"); links renewed before they expire. */
export const studyCalendarQueryOptions = () =>
  queryOptions({
    queryKey: libraryKeys.studyCalendar(),
    queryFn: getStudyCalendar,
    staleTime: 4 * 60_000,
    gcTime: 0,
    refetchInterval: 5 * 60_000,
    refetchOnWindowFocus: true,
  })

export const useStudyCalendar = () => useQuery(studyCalendarQueryOptions())
