import type { TFaqList } from '@nurseready/shared/schemas/faqs'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export const getFaqs = () => api<TFaqList>('/faqs?pageSize=100')

export const faqsQueryOptions = () =>
  queryOptions({ queryKey: ['faqs'], queryFn: getFaqs, staleTime: 10 * 60_000 })

/** All FAQs (spec "All FAQs": GET with the token). */
export const useFaqs = () => useQuery(faqsQueryOptions())
