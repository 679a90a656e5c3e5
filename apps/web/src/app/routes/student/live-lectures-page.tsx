import type { TEntitlement, TLivePackage } from '@nurseready/shared/schemas/billing'
import { CalendarX2 } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { type AlertOptions, useAlert } from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Spinner } from '@/components/ui/spinner'
import { OfferCard } from '@/features/billing/components/offer-card'
import { Price } from '@/features/billing/components/price'
import { ValidUntilNotice } from '@/features/billing/components/valid-until-notice'
import { useBillingNotice } from '@/features/billing/use-billing-notice'
import { useStartCheckout } from '@/features/billing/use-start-checkout'
import {
  useLiveAccess,
  useLivePackages,
  useUpcomingLectures,
} from '@/features/live-lectures/api/get-live-lectures'
import { LectureCard } from '@/features/live-lectures/components/lecture-card'
import { ApiError } from '@/lib/api-client'

export const LIVE_TEXTS = {
  heading: 'Live Lectures',
  upcoming: 'Upcoming Live Lectures',
  packages: 'Live lecture packages',
  noPlanTitle: 'No Plan',
  noPlan: 'You need to buy a plan to see upcoming lectures.',
  upcomingFailed: 'Failed to fetch upcoming lectures',
  packagesFailed: 'Failed to fetch subscription data',
  noLectures: 'No upcoming live lectures are scheduled yet.',
  noPackages: 'No live-lecture packages are on sale right now.',
} as const

/** The server's error for a student without a live-lecture plan (spec section 7). */
const NO_PLAN_ERROR = 'Buy lecture not found'

/**
 * /live/lectures: without access, the packages to buy (Renew once expired); with access, the
 * upcoming lectures with their Join Now links.
 */
export function LiveLecturesPage() {
  useBillingNotice()
  const access = useLiveAccess()
  const active = access.data?.status === 'active'
  const packages = useLivePackages(access.isSuccess && !active)
  const upcoming = useUpcomingLectures(active)

  const upcomingError: AlertOptions | null = upcoming.isError
    ? upcoming.error instanceof ApiError && upcoming.error.detail === NO_PLAN_ERROR
      ? { title: LIVE_TEXTS.noPlanTitle, text: LIVE_TEXTS.noPlan, tone: 'info' }
      : { title: 'Error', text: LIVE_TEXTS.upcomingFailed, tone: 'error' }
    : null
  const packagesError: AlertOptions | null =
    access.isError || packages.isError
      ? { title: 'Error', text: LIVE_TEXTS.packagesFailed, tone: 'error' }
      : null
  useAlertOnce(upcomingError ?? packagesError)

  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <title>Live Lectures · NurseReady</title>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {LIVE_TEXTS.heading}
        </h1>
        <p className="mt-1 max-w-2xl text-muted">
          Live online classes with Canadian RN instructors. Times are shown in your time zone.
        </p>
      </div>

      {access.isPending ? (
        <Spinner label="Checking your live-lecture plan..." />
      ) : packagesError && !active ? (
        <ErrorNote text={packagesError.text} />
      ) : active ? (
        <section aria-labelledby="upcoming-heading" className="space-y-4">
          <ValidUntilNotice entitlement={access.data!} what="live-lecture plan" />
          <h2 id="upcoming-heading" className="text-lg font-semibold text-ink">
            {LIVE_TEXTS.upcoming}
          </h2>
          {upcoming.isPending ? (
            <Spinner label="Loading upcoming lectures..." />
          ) : upcoming.isError ? (
            <ErrorNote title={upcomingError?.title} text={upcomingError?.text ?? ''} />
          ) : upcoming.data.items.length === 0 ? (
            <EmptyState
              title={LIVE_TEXTS.noLectures}
              icon={<CalendarX2 aria-hidden="true" className="size-8" />}
            />
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {upcoming.data.items.map((l) => (
                <li key={l.id} className="flex">
                  <LectureCard lecture={l} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : (
        <Packages access={access.data!} packages={packages} />
      )}
    </div>
  )
}

function Packages({
  access,
  packages,
}: {
  access: TEntitlement
  packages: ReturnType<typeof useLivePackages>
}) {
  const checkout = useStartCheckout()
  const renew = access.status === 'expired'
  const busyId =
    checkout.pending && checkout.variables?.kind === 'live_package'
      ? checkout.variables.packageId
      : null
  return (
    <section aria-labelledby="packages-heading" className="space-y-4">
      <ValidUntilNotice entitlement={access} what="live-lecture plan" />
      <h2 id="packages-heading" className="text-lg font-semibold text-ink">
        {LIVE_TEXTS.packages}
      </h2>
      {packages.isPending ? (
        <Spinner label="Loading packages..." />
      ) : packages.isError ? null : packages.data.items.length === 0 ? (
        <EmptyState title={LIVE_TEXTS.noPackages} />
      ) : (
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {packages.data.items.map((p: TLivePackage) => (
            <li key={p.id} className="flex">
              <OfferCard
                id={p.id}
                eyebrow="Live lectures"
                title={p.name}
                price={<Price amountCents={p.amountCents} currency={p.currency} />}
                validityDays={p.validityDays}
                features={p.features}
                action={
                  <Button
                    block
                    disabled={checkout.pending}
                    aria-describedby={`offer-${p.id}`}
                    onClick={() => void checkout.start({ kind: 'live_package', packageId: p.id })}
                  >
                    {busyId === p.id ? 'Opening checkout...' : renew ? 'Renew' : 'Buy now'}
                  </Button>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** The spec's error dialogs, shown once per distinct error. */
function useAlertOnce(options: AlertOptions | null) {
  const alert = useAlert()
  const shown = useRef<string | null>(null)
  const key = options ? `${options.title}|${options.text}` : null
  useEffect(() => {
    if (!options || !key || shown.current === key) return
    shown.current = key
    void alert(options)
  }, [key, options, alert])
}

function ErrorNote({ title, text }: { title?: string; text: string }) {
  return (
    <div role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
      {title ? <p className="font-semibold">{title}</p> : null}
      <p className="font-medium">{text}</p>
    </div>
  )
}
