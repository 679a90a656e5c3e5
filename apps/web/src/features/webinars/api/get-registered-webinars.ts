import type { TRegisteredWebinarList } from '@nurseready/shared/schemas/webinars'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { type WebinarPage, webinarKeys } from './webinar-keys'

export const getRegisteredWebinars = ({ page, pageSize }: WebinarPage) =>
  api<TRegisteredWebinarList>(`/webinars/registered?page=${page}&pageSize=${pageSize}`)

export const registeredWebinarsQueryOptions = (params: WebinarPage) =>
  queryOptions({
    queryKey: webinarKeys.registered(params),
    queryFn: () => getRegisteredWebinars(params),
    placeholderData: keepPreviousData,
  })

/** "Upcoming Registered Webinars" (spec "getshdulewabinar"). */
export const useRegisteredWebinars = (params: WebinarPage) =>
  useQuery(registeredWebinarsQueryOptions(params))
