import { PAGE_SIZE } from '@nurseready/shared/constants/spec'
import type { TOrderList } from '@nurseready/shared/schemas/billing'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { billingKeys } from './billing-keys'

/** Order history, 15 a page (spec "allsubscriptionhistoryuser"). */
export const getOrders = (page: number) =>
  api<TOrderList>(`/orders?page=${page}&pageSize=${PAGE_SIZE.orderHistory}`)

export const ordersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: billingKeys.orders(page),
    queryFn: () => getOrders(page),
    placeholderData: keepPreviousData,
  })

export const useOrders = (page: number) => useQuery(ordersQueryOptions(page))
