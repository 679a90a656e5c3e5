import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { type AlertOptions, useAlert } from '@/components/ui/alert-dialog'

/** Navigation state that carries the outcome of a checkout to the page it returns to. */
export type BillingNoticeState = { billingNotice: AlertOptions }

export const noticeState = (notice: AlertOptions): BillingNoticeState => ({ billingNotice: notice })

/**
 * Shows the checkout's outcome ('Subscription Successful.', …) once, on the page the student
 * returns to, and clears it from history so Back or a reload does not show it again.
 */
export function useBillingNotice() {
  const location = useLocation()
  const navigate = useNavigate()
  const alert = useAlert()
  const shown = useRef<string | null>(null)
  const notice = (location.state as Partial<BillingNoticeState> | null)?.billingNotice
  useEffect(() => {
    if (!notice || shown.current === location.key) return
    shown.current = location.key
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null })
    void alert(notice)
  }, [notice, location.key, location.pathname, location.search, navigate, alert])
}
