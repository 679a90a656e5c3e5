import type { TVideoDetail } from '@nurseready/shared/schemas/library'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { libraryKeys } from './library-keys'

export const getVideo = (id: string) =>
  api<TVideoDetail>(`/library/videos/${encodeURIComponent(id)}`)

/**
 * One lecture with its short-lived file link (spec "playvideo"). Nothing refetches it behind the
 * player's back (a new link would restart the video) and nothing keeps an old link for the next
 * visit; the player asks again itself when a link has expired.
 */
export const videoQueryOptions = (id: string) =>
  queryOptions({
    queryKey: libraryKeys.video(id),
    queryFn: () => getVideo(id),
    enabled: id !== '',
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnReconnect: false,
  })

export const useVideo = (id: string) => useQuery(videoQueryOptions(id))
