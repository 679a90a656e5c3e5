import type { TContactDetails } from '@nurseready/shared/schemas/site'
import { useEffect, useState } from 'react'
import { api } from '@/lib/api-client'
import { useSsrData } from '@/lib/ssr-data'

let pending: Promise<TContactDetails> | undefined

/** The query key of the contact details (the footer's server data is found by it). */
export const CONTACT_DETAILS_KEY = ['site', 'contact-details'] as const

/**
 * The company's contact details, requested once per page load and shared by the footer and the
 * pages that show them. A failed request is forgotten, so the next caller tries again.
 */
export function getContactDetails(): Promise<TContactDetails> {
  // The server renders many visitors' pages: it asks each time instead of keeping the answer.
  if (typeof window === 'undefined')
    return api<TContactDetails>('/contact-details', { auth: false })
  pending ??= api<TContactDetails>('/contact-details', { auth: false }).catch((err: unknown) => {
    pending = undefined
    throw err
  })
  return pending
}

/**
 * The same details for the public footer without the query library, which the landing page
 * keeps out of its first load (docs/performance.md).
 */
export function useContactDetailsOnce(): { data?: TContactDetails; isError: boolean } {
  // A server-rendered page already has them (the same query key as get-contact-details.ts).
  const rendered = useSsrData<TContactDetails>(CONTACT_DETAILS_KEY)
  const [state, setState] = useState<{ data?: TContactDetails; isError: boolean }>({
    data: rendered,
    isError: false,
  })
  useEffect(() => {
    if (rendered) {
      pending ??= Promise.resolve(rendered)
      return
    }
    let live = true
    getContactDetails().then(
      (data) => live && setState({ data, isError: false }),
      () => live && setState({ isError: true }),
    )
    return () => {
      live = false
    }
  }, [rendered])
  return state
}
