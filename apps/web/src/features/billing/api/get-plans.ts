import type { TPlanList } from '@nurseready/shared/schemas/billing'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { billingKeys } from './billing-keys'

/**
 * The subscription plans (spec "getsubscription"); public, no token needed. The one fetcher of
 * `GET /plans`: the landing page's plan cards and the subscriptions page share its cache entry,
 * so prices never disagree.
 */
export const getPlans = () => api<TPlanList>('/plans', { auth: false })

export const plansQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.plans(), queryFn: getPlans, staleTime: 10 * 60_000 })

export const usePlans = () => useQuery(plansQueryOptions())
