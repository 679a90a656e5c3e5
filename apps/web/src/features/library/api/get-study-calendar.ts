import type { TStudyCalendar } from '@nurseready/shared/schemas/library'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { libraryKeys } from './library-keys'
import { signedLinkRefreshIn, soonestExpiry } from './signed-link'

export const getStudyCalendar = () => api<TStudyCalendar>('/library/study-calendar')

/**
 * The four study-calendar files (spec "getcalandershdule"); their links are renewed a minute
 * before the soonest expires, and on return to a tab left open past that.
 */
export const studyCalendarQueryOptions = () =>
  queryOptions({
    queryKey: libraryKeys.studyCalendar(),
    queryFn: getStudyCalendar,
    staleTime: (q) =>
      signedLinkRefreshIn(soonestExpiry(q.state.data?.items ?? [])) || Number.POSITIVE_INFINITY,
    refetchInterval: (q) => signedLinkRefreshIn(soonestExpiry(q.state.data?.items ?? [])),
    gcTime: 0,
    refetchOnWindowFocus: true,
  })

export const useStudyCalendar = () => useQuery(studyCalendarQueryOptions())
