import type { TContactDetails } from '@nurseready/shared/schemas/site'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export const getContactDetails = () => api<TContactDetails>('/contact-details', { auth: false })
export const contactDetailsQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'contact-details'],
    queryFn: getContactDetails,
    staleTime: 10 * 60_000,
  })
export const useContactDetails = () => useQuery(contactDetailsQueryOptions())
