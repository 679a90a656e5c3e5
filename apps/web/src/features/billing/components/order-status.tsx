import { checkoutPath } from '@nurseready/shared/constants/routes'
import type { TOrder } from '@nurseready/shared/schemas/billing'
import { Link } from 'react-router'

const PAYMENT_NOTES: Partial<Record<TOrder['status'], string>> = {
  pending: 'Awaiting payment',
  canceled: 'Canceled',
  failed: 'Payment failed',
  refunded: 'Refunded',
}

/** The spec's Active / Inactive badge, with the payment state of orders that were not paid. */
export function OrderStatus({ order }: { order: TOrder }) {
  const note = PAYMENT_NOTES[order.status]
  return (
    <div className="inline-flex flex-col items-start gap-1 text-left">
      <span
        className={
          order.active
            ? 'rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-inset ring-emerald-200'
            : 'rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-inset ring-slate-200'
        }
      >
        {order.active ? 'Active' : 'Inactive'}
      </span>
      {note ? (
        <span className="text-xs text-muted">
          {note}
          {order.status === 'pending' ? (
            <>
              {' · '}
              <Link
                to={checkoutPath(order.id)}
                className="font-semibold text-brand-800 underline underline-offset-2"
              >
                Checkout
              </Link>
            </>
          ) : null}
        </span>
      ) : null}
    </div>
  )
}
