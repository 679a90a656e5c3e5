import type { TCreateOrderRequest } from '@nurseready/shared/schemas/billing'
import { useNavigate } from 'react-router'
import { useAlert } from '@/components/ui/alert-dialog'
import { errorMessage } from '@/lib/api-client'
import { useSingleFlight } from '@/lib/use-single-flight'
import { useCreateOrder } from './api/order-actions'

/**
 * Buy now / Renew: creates the pending order, then opens its checkout — our TEST MODE page
 * (a path in this app) or Stripe's hosted page (a full URL).
 */
export function useStartCheckout() {
  const create = useCreateOrder()
  const navigate = useNavigate()
  const alert = useAlert()
  const once = useSingleFlight()
  /** A double-click on Buy now creates one order (repeats are ignored while it runs). */
  const start = (request: TCreateOrderRequest) =>
    once(async () => {
      try {
        const { checkoutUrl } = await create.mutateAsync(request)
        if (checkoutUrl.startsWith('/')) await navigate(checkoutUrl)
        else window.location.assign(checkoutUrl)
      } catch (err) {
        await alert({
          title: 'Error',
          text: errorMessage(err, 'An error occurred'),
          tone: 'error',
        })
      }
    })
  return { start, pending: create.isPending, variables: create.variables }
}
