import type { TPlan } from '@nurseready/shared/schemas/billing'
import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { usePlans } from '@/features/billing/api/get-plans'
import { useSubscription } from '@/features/billing/api/get-subscription'
import { OfferCard } from '@/features/billing/components/offer-card'
import { Price } from '@/features/billing/components/price'
import { ValidUntilNotice } from '@/features/billing/components/valid-until-notice'
import { useBillingNotice } from '@/features/billing/use-billing-notice'
import { useStartCheckout } from '@/features/billing/use-start-checkout'

export const SUBSCRIPTION_TEXTS = {
  heading: 'Affordable Pricing',
  loadFailed: 'Failed to fetch data',
  noPlans: 'No plans are on sale right now.',
} as const

/** "12 weeks" for 84 days (the spec states plan lengths in weeks). */
const weeks = (days: number) => (days % 7 === 0 ? `${days / 7} weeks` : `${days} days`)

/** /subscriptions: the plans, the current plan's end date, and Buy now or Renew. */
export function SubscriptionsPage() {
  useBillingNotice()
  const plans = usePlans()
  const subscription = useSubscription()
  const checkout = useStartCheckout()

  const current = subscription.data
  const isCurrent = (plan: TPlan) =>
    !!current && current.status !== 'none' && current.itemId === plan.id

  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <title>Buy subscription · NurseReady</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {SUBSCRIPTION_TEXTS.heading}
          </h1>
          <p className="mt-1 max-w-2xl text-muted">
            Full access to the question bank and its tools. Prices in Canadian dollars; renewing
            early adds the new days after your current end date.
          </p>
        </div>
        <nav aria-label="Billing" className="flex flex-wrap gap-x-5 gap-y-2 text-sm font-semibold">
          <Link to={paths.comparePlans} className="text-brand-800 hover:underline">
            Compare plans
          </Link>
          <Link to={paths.orderHistory} className="text-brand-800 hover:underline">
            Order history
          </Link>
        </nav>
      </div>

      {current ? <ValidUntilNotice entitlement={current} /> : null}

      {plans.isPending ? (
        <Spinner label="Loading plans..." />
      ) : plans.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {SUBSCRIPTION_TEXTS.loadFailed}
        </p>
      ) : plans.data.items.length === 0 ? (
        <EmptyState title={SUBSCRIPTION_TEXTS.noPlans} />
      ) : (
        <ul className="grid gap-6 pt-3 md:grid-cols-2 lg:grid-cols-3 lg:items-stretch">
          {plans.data.items.map((plan) => {
            const renew = isCurrent(plan)
            const busy =
              checkout.pending &&
              checkout.variables?.kind === 'plan' &&
              checkout.variables.planId === plan.id
            return (
              <li key={plan.id} className="flex">
                <OfferCard
                  id={plan.id}
                  eyebrow={plan.courseName}
                  title={plan.name}
                  badge={weeks(plan.validityDays)}
                  highlight={plan.recommended ? 'Recommended' : undefined}
                  price={<Price amountCents={plan.amountCents} currency={plan.currency} />}
                  validityDays={plan.validityDays}
                  features={plan.features}
                  note={
                    renew ? (
                      <span className="font-semibold text-brand-800">Your current plan</span>
                    ) : null
                  }
                  action={
                    <Button
                      block
                      variant={plan.recommended || renew ? 'primary' : 'secondary'}
                      disabled={checkout.pending || subscription.isPending}
                      aria-describedby={`offer-${plan.id}`}
                      onClick={() => void checkout.start({ kind: 'plan', planId: plan.id })}
                    >
                      {busy ? 'Opening checkout...' : renew ? 'Renew' : 'Buy now'}
                      {busy ? null : <ArrowRight aria-hidden="true" className="size-4" />}
                    </Button>
                  }
                />
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
