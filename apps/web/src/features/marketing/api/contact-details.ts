import type { TContactDetails } from '@nurseready/shared/schemas/site'
import { useEffect, useState } from 'react'
import { api } from '@/lib/api-client'

let pending: Promise<TContactDetails> | undefined

/**
 * The company's contact details, requested once per page load and shared by the footer and the
 * pages that show them. A failed request is forgotten, so the next caller tries again.
 */
export function getContactDetails(): Promise<TContactDetails> {
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
  const [state, setState] = useState<{ data?: TContactDetails; isError: boolean }>({
    isError: false,
  })
  useEffect(() => {
    let live = true
    getContactDetails().then(
      (data) => live && setState({ data, isError: false }),
      () => live && setState({ isError: true }),
    )
    return () => {
      live = false
    }
  }, [])
  return state
}
