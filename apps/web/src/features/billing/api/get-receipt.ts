import type { TReceipt } from '@nurseready/shared/schemas/billing'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { billingKeys } from './billing-keys'

export const getReceipt = (id: string) => api<TReceipt>(`/orders/${encodeURIComponent(id)}/receipt`)

export const receiptQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...billingKeys.order(id), 'receipt'] as const,
    queryFn: () => getReceipt(id),
    retry: false,
  })

/** The printable receipt of one of the student's orders. */
export const useReceipt = (id: string) => useQuery(receiptQueryOptions(id))
