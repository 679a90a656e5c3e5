import type { TVideoList } from '@nurseready/shared/schemas/library'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { type ItemsPage, libraryKeys, listQuery } from './library-keys'

export const getVideos = ({ categoryId, ...rest }: ItemsPage) =>
  api<TVideoList>(
    `/library/video-categories/${encodeURIComponent(categoryId)}/videos?${listQuery(rest)}`,
  )

export const videosQueryOptions = (params: ItemsPage) =>
  queryOptions({
    queryKey: libraryKeys.videos(params),
    queryFn: () => getVideos(params),
    enabled: params.categoryId !== '',
    placeholderData: keepPreviousData,
    // Locks follow the subscription, which a purchase elsewhere can change: re-check on each visit.
    staleTime: 0,
  })

/** A subject's lectures, searched on the server (spec "videosGetById"). */
export const useVideos = (params: ItemsPage) => useQuery(videosQueryOptions(params))
