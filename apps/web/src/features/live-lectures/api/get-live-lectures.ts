import type {
  TEntitlement,
  TLiveLectureList,
  TLivePackageList,
} from '@nurseready/shared/schemas/billing'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { liveLectureKeys } from './live-lecture-keys'

/** Live-lecture access: none, active or expired (spec "checkSucribtion"). */
export const getLiveAccess = () => api<TEntitlement>('/live-lectures/access')
/** The packages on sale (spec "getalllivelactures"). */
export const getLivePackages = () => api<TLivePackageList>('/live-lectures/packages')
/** Upcoming lectures with join links, for students with access (spec "getupcominglactures"). */
export const getUpcomingLectures = () => api<TLiveLectureList>('/live-lectures/upcoming')

export const liveAccessQueryOptions = () =>
  queryOptions({ queryKey: liveLectureKeys.access(), queryFn: getLiveAccess })

export const useLiveAccess = () => useQuery(liveAccessQueryOptions())

export const useLivePackages = (enabled: boolean) =>
  useQuery({ queryKey: liveLectureKeys.packages(), queryFn: getLivePackages, enabled })

export const useUpcomingLectures = (enabled: boolean) =>
  useQuery({
    queryKey: liveLectureKeys.upcoming(),
    queryFn: getUpcomingLectures,
    enabled,
    retry: false,
  })
