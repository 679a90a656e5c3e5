import { queryOptions, useQuery } from '@tanstack/react-query'
import { getContactDetails } from './contact-details'

export const contactDetailsQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'contact-details'],
    queryFn: getContactDetails,
    staleTime: 10 * 60_000,
  })
export const useContactDetails = () => useQuery(contactDetailsQueryOptions())
