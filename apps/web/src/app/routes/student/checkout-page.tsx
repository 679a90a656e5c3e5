import { formatMoney } from '@nurseready/shared/domain/billing'
import type { TOrder } from '@nurseready/shared/schemas/billing'
import { FlaskConical, Lock } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Link, useNavigate, useParams, useSearchParams } from 'react-router'
import { useAlert } from '@/components/ui/alert-dialog'
import { Button, buttonVariants } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useOrder } from '@/features/billing/api/get-order'
import { useCancelOrder, usePayOrder } from '@/features/billing/api/order-actions'
import { noticeState } from '@/features/billing/use-billing-notice'
import { ApiError, errorMessage } from '@/lib/api-client'
import { formatDate } from '@/lib/format-date'
import { useSingleFlight } from '@/lib/use-single-flight'

export const CHECKOUT_TEXTS = {
  testMode: 'TEST MODE',
  testModeNote:
    'This is the sandbox checkout: no card is asked for and no money moves. Pay simulates a successful payment; Cancel simulates leaving checkout.',
  confirming: 'Confirming your payment...',
  notFound: 'Order not found.',
  canceledTitle: 'Payment canceled',
} as const

/** Where an order's student goes back to: the plans or the live lectures. */
const returnPath = (order: Pick<TOrder, 'kind'>) =>
  order.kind === 'plan' ? paths.subscriptions : paths.liveLectures

/**
 * /checkout/:orderId — the sandbox's TEST MODE payment page (Pay / Cancel), and the page Stripe
 * Checkout returns to (?result=success waits for the webhook; ?result=cancel cancels).
 */
export function CheckoutPage() {
  const { orderId = '' } = useParams()
  const [search] = useSearchParams()
  const result = search.get('result')
  const order = useOrder(orderId, { poll: result === 'success' })
  const pay = usePayOrder()
  const cancel = useCancelOrder()
  const navigate = useNavigate()
  const alert = useAlert()
  const handled = useRef(false)
  /** Pay and Cancel share one guard: a double-click sends one request, never both. */
  const once = useSingleFlight()

  const data = order.data?.order
  // Back from Stripe: leave once the webhook has marked the order paid, or cancel it.
  useEffect(() => {
    if (!data || handled.current) return
    if (result === 'success' && data.status === 'paid') {
      handled.current = true
      void navigate(returnPath(data), {
        replace: true,
        state: noticeState({ title: 'Success', text: order.data!.message, tone: 'success' }),
      })
    }
    if (result === 'cancel' && data.status === 'pending') {
      handled.current = true
      void once(() => onCancel(data))
    }
  })

  async function onPay(o: TOrder) {
    try {
      const { message } = await pay.mutateAsync(o.id)
      await navigate(returnPath(o), {
        replace: true,
        state: noticeState({ title: 'Success', text: message, tone: 'success' }),
      })
    } catch (err) {
      await alert({ title: 'Failed', text: errorMessage(err, 'An error occurred'), tone: 'error' })
      void order.refetch()
    }
  }

  async function onCancel(o: TOrder) {
    try {
      const { message } = await cancel.mutateAsync(o.id)
      await navigate(returnPath(o), {
        replace: true,
        state: noticeState({ title: CHECKOUT_TEXTS.canceledTitle, text: message, tone: 'info' }),
      })
    } catch (err) {
      await alert({ title: 'Failed', text: errorMessage(err, 'An error occurred'), tone: 'error' })
      void order.refetch()
    }
  }

  return (
    <div className="mx-auto max-w-xl space-y-6">
      <title>Checkout · NurseReady</title>
      {order.isPending ? (
        <Spinner label="Loading your order..." />
      ) : order.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {order.error instanceof ApiError && order.error.status === 404
            ? CHECKOUT_TEXTS.notFound
            : errorMessage(order.error, 'Failed to fetch data')}
        </p>
      ) : (
        <>
          {data!.provider === 'sandbox' ? (
            <div
              role="note"
              aria-label="Test mode"
              className="rounded-2xl border-2 border-dashed border-amber-400 bg-amber-50 p-4 text-amber-950"
            >
              <p className="flex items-center gap-2 text-sm font-extrabold uppercase tracking-widest">
                <FlaskConical aria-hidden="true" className="size-5" />
                {CHECKOUT_TEXTS.testMode}
              </p>
              <p className="mt-1 text-sm">{CHECKOUT_TEXTS.testModeNote}</p>
            </div>
          ) : null}
          <section
            aria-labelledby="checkout-heading"
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
          >
            <h1 id="checkout-heading" className="text-2xl font-bold tracking-tight text-ink">
              Checkout
            </h1>
            <OrderSummary order={data!} />
            <div className="mt-6">
              {data!.status === 'pending' ? (
                result === 'success' ? (
                  <Spinner label={CHECKOUT_TEXTS.confirming} className="py-4" />
                ) : data!.provider === 'sandbox' ? (
                  <div className="flex flex-col gap-3 sm:flex-row-reverse">
                    <Button
                      size="lg"
                      className="sm:flex-1"
                      disabled={pay.isPending || cancel.isPending}
                      onClick={() => void once(() => onPay(data!))}
                    >
                      <Lock aria-hidden="true" className="size-4" />
                      {pay.isPending
                        ? 'Paying...'
                        : `Pay ${formatMoney(data!.amountCents, data!.currency)}`}
                    </Button>
                    <Button
                      size="lg"
                      variant="secondary"
                      disabled={pay.isPending || cancel.isPending}
                      onClick={() => void once(() => onCancel(data!))}
                    >
                      {cancel.isPending ? 'Canceling...' : 'Cancel'}
                    </Button>
                  </div>
                ) : (
                  <div className="space-y-3">
                    <p className="text-sm text-muted">
                      This order is waiting for payment at Stripe Checkout.
                    </p>
                    <Button
                      variant="secondary"
                      disabled={cancel.isPending}
                      onClick={() => void once(() => onCancel(data!))}
                    >
                      Cancel order
                    </Button>
                  </div>
                )
              ) : (
                <Outcome order={data!} message={order.data!.message} />
              )}
            </div>
          </section>
        </>
      )}
    </div>
  )
}

function OrderSummary({ order }: { order: TOrder }) {
  const row = 'flex justify-between gap-4 py-2.5'
  return (
    <dl className="mt-4 divide-y divide-slate-100 text-sm">
      <div className={row}>
        <dt className="text-muted">Item</dt>
        <dd className="text-right font-medium text-ink">{order.courseName}</dd>
      </div>
      <div className={row}>
        <dt className="text-muted">Order ID</dt>
        <dd className="font-mono text-xs">#{order.number}</dd>
      </div>
      <div className={row}>
        <dt className="text-muted">Type</dt>
        <dd>{order.renewal ? 'Renewal' : 'New purchase'}</dd>
      </div>
      <div className={`${row} text-base`}>
        <dt className="font-semibold text-ink">Total</dt>
        <dd className="font-bold text-ink">{formatMoney(order.amountCents, order.currency)}</dd>
      </div>
    </dl>
  )
}

function Outcome({ order, message }: { order: TOrder; message: string }) {
  return (
    <div className="space-y-4">
      <p
        role="status"
        className={
          order.status === 'paid'
            ? 'rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900'
            : 'rounded-xl bg-slate-100 px-4 py-3 text-sm font-medium text-slate-800'
        }
      >
        {message}
        {order.status === 'paid' && order.validUntil
          ? ` Valid until ${formatDate(order.validUntil)}.`
          : ''}
      </p>
      <Link to={returnPath(order)} className={buttonVariants({ variant: 'secondary' })}>
        {order.kind === 'plan' ? 'Back to plans' : 'Back to live lectures'}
      </Link>
    </div>
  )
}
