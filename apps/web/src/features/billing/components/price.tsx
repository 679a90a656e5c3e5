import { type Currency, formatAmount } from '@nurseready/shared/domain/billing'

/** A big price: "149 CAD" for plans, "$49 USD" for live lectures (the spec shows '$'). */
export function Price({ amountCents, currency }: { amountCents: number; currency: Currency }) {
  const amount = formatAmount(amountCents)
  return (
    <p className="flex items-baseline gap-1.5">
      <span className="text-4xl font-bold tracking-tight text-ink">
        {currency === 'USD' ? `$${amount}` : amount}
      </span>{' '}
      <span className="text-sm font-semibold text-muted">{currency}</span>
    </p>
  )
}
