import type { TOrderResult } from '@nurseready/shared/schemas/billing'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { billingKeys } from './billing-keys'

export const getOrder = (id: string) => api<TOrderResult>(`/orders/${encodeURIComponent(id)}`)

export const orderQueryOptions = (id: string) =>
  queryOptions({ queryKey: billingKeys.order(id), queryFn: () => getOrder(id), retry: false })

/**
 * One of the student's orders. `poll` re-reads it every 1.5 s while it is pending (returning
 * from Stripe, the webhook may land a moment after the student).
 */
export const useOrder = (id: string, { poll = false }: { poll?: boolean } = {}) =>
  useQuery({
    ...orderQueryOptions(id),
    refetchInterval: (query) =>
      poll && query.state.data?.order.status === 'pending' ? 1500 : false,
  })
