import type { TWebinarList } from '@nurseready/shared/schemas/webinars'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { type WebinarPage, webinarKeys } from './webinar-keys'

export const getWebinars = ({ page, pageSize }: WebinarPage) =>
  api<TWebinarList>(`/webinars?page=${page}&pageSize=${pageSize}`)

export const webinarsQueryOptions = (params: WebinarPage) =>
  queryOptions({
    queryKey: webinarKeys.available(params),
    queryFn: () => getWebinars(params),
    placeholderData: keepPreviousData,
  })

/** "Find More Webinars": not over yet and not registered (spec "allwebinar"). */
export const useWebinars = (params: WebinarPage) => useQuery(webinarsQueryOptions(params))
