import { formatAmount } from '@nurseready/shared/domain/billing'
import { Check } from 'lucide-react'
import { Link } from 'react-router'
import { buttonVariants } from '@/components/ui/button-variants'
import { paths } from '@/config/paths'
import { usePlans } from '@/features/billing'
import { cx } from '@/lib/cx'
import { useSignedIn } from '@/lib/use-signed-in'

/**
 * The three question-bank plans, read from the same endpoint the student area buys from.
 * Buttons go to /signup, or to /subscriptions for a visitor who is logged in. Prices are
 * formatted as the student area formats them (shared formatAmount: '149 CAD').
 */
export function PlanCards({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const plans = usePlans()
  const loggedIn = useSignedIn()
  if (plans.isPending) {
    return (
      <div role="status" aria-label="Loading plans..." className="grid gap-6 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-96 animate-pulse rounded-2xl bg-white ring-1 ring-slate-200" />
        ))}
      </div>
    )
  }
  if (plans.isError) {
    return (
      <div className="rounded-2xl bg-white p-8 text-center ring-1 ring-slate-200">
        <p className="font-semibold text-ink">Plans could not be loaded.</p>
        <button
          type="button"
          onClick={() => plans.refetch()}
          className={buttonVariants({ variant: 'secondary', className: 'mt-4' })}
        >
          Try again
        </button>
      </div>
    )
  }
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className="grid items-stretch gap-6 lg:grid-cols-3">
      {plans.data.items.map((plan) => (
        <li
          key={plan.id}
          data-testid="plan-card"
          className={cx(
            'relative flex flex-col rounded-2xl bg-white p-8 shadow-sm',
            plan.recommended ? 'ring-2 ring-brand-600 lg:-my-3 lg:py-11' : 'ring-1 ring-slate-200',
          )}
        >
          {plan.recommended ? (
            <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-brand-700 px-4 py-1 text-xs font-bold tracking-widest text-white">
              RECOMMENDED
            </p>
          ) : null}
          <Heading className="text-lg font-bold text-ink">{plan.name}</Heading>
          <p className="text-sm text-muted">{plan.courseName}</p>
          <p className="mt-6 flex items-baseline gap-2">
            <span
              data-testid="plan-price"
              className="text-5xl font-extrabold tracking-tight text-ink"
            >
              {formatAmount(plan.amountCents)}
            </span>
            <span className="font-semibold text-muted">{plan.currency}</span>
          </p>
          <p className="mt-1 text-sm text-muted">
            {plan.validityDays} days of access · one payment
          </p>
          <ul className="mt-6 flex-1 space-y-3 text-slate-700">
            {plan.features.map((f) => (
              <li key={f} className="flex gap-3">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                {f}
              </li>
            ))}
          </ul>
          <Link
            to={loggedIn ? paths.subscriptions : paths.signup}
            aria-label={`${loggedIn ? 'Buy now' : 'Get started'}: ${plan.name}`}
            className={buttonVariants({
              variant: plan.recommended ? 'primary' : 'secondary',
              size: 'lg',
              block: true,
              className: 'mt-8',
            })}
          >
            {loggedIn ? 'Buy now' : 'Get started'}
          </Link>
        </li>
      ))}
    </ul>
  )
}
