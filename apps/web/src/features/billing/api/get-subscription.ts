import type { TEntitlement } from '@nurseready/shared/schemas/billing'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { billingKeys } from './billing-keys'

/** The student's plan: none, active or expired, and until when (spec "checksubscription"). */
export const getSubscription = () => api<TEntitlement>('/subscription')

export const subscriptionQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.subscription(), queryFn: getSubscription })

export const useSubscription = () => useQuery(subscriptionQueryOptions())
