import type {
  TCheckout,
  TCreateOrderRequest,
  TOrderResult,
} from '@nurseready/shared/schemas/billing'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { liveLectureKeys } from '@/features/live-lectures'
import { api } from '@/lib/api-client'
import { billingKeys } from './billing-keys'

/**
 * Buy or renew a plan or live-lecture package (spec "buysubscription", "renewsuscribtion",
 * "buylacture", "rewnalSub"): a pending order and the checkout to pay it at.
 */
export const createOrder = (body: TCreateOrderRequest) =>
  api<TCheckout>('/orders', { method: 'POST', body })

/** The TEST MODE checkout's Pay. */
export const payOrder = (id: string) =>
  api<TOrderResult>(`/orders/${encodeURIComponent(id)}/pay`, { method: 'POST' })

export const cancelOrder = (id: string) =>
  api<TOrderResult>(`/orders/${encodeURIComponent(id)}/cancel`, { method: 'POST' })

/** Orders, plan status and live-lecture access (their feature's keys) change when an order moves. */
function useRefreshBilling() {
  const qc = useQueryClient()
  return () => {
    void qc.invalidateQueries({ queryKey: billingKeys.all })
    void qc.invalidateQueries({ queryKey: liveLectureKeys.all })
  }
}

export function useCreateOrder() {
  const refresh = useRefreshBilling()
  return useMutation({ mutationFn: createOrder, onSettled: refresh })
}

export function usePayOrder() {
  const refresh = useRefreshBilling()
  return useMutation({ mutationFn: payOrder, onSettled: refresh })
}

export function useCancelOrder() {
  const refresh = useRefreshBilling()
  return useMutation({ mutationFn: cancelOrder, onSettled: refresh })
}
