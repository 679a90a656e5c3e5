import { queryOptions, useQuery } from '@tanstack/react-query'
import { CONTACT_DETAILS_KEY, getContactDetails } from './contact-details'

export const contactDetailsQueryOptions = () =>
  queryOptions({
    queryKey: CONTACT_DETAILS_KEY,
    queryFn: getContactDetails,
    staleTime: 10 * 60_000,
  })
export const useContactDetails = () => useQuery(contactDetailsQueryOptions())
