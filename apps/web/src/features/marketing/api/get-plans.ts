import type { TPlanList } from '@nurseready/shared/schemas/billing'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** The question-bank plans the student area sells (public), so prices never disagree. */
export const getPublicPlans = () => api<TPlanList>('/plans', { auth: false })
export const publicPlansQueryOptions = () =>
  queryOptions({ queryKey: ['plans', 'public'], queryFn: getPublicPlans, staleTime: 10 * 60_000 })
export const usePublicPlans = () => useQuery(publicPlansQueryOptions())
