import type { TWebinar } from '@nurseready/shared/schemas/webinars'
import { CalendarPlus, CalendarX2 } from 'lucide-react'
import { useState } from 'react'
import { useAlert } from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Pagination } from '@/components/ui/pagination'
import { Spinner } from '@/components/ui/spinner'
import { useEnrollWebinar } from '@/features/webinars/api/enroll-webinar'
import { useRegisteredWebinars } from '@/features/webinars/api/get-registered-webinars'
import { useWebinars } from '@/features/webinars/api/get-webinars'
import { WebinarCard } from '@/features/webinars/components/webinar-card'
import { ApiError } from '@/lib/api-client'
import { useSingleFlight } from '@/lib/use-single-flight'

export const WEBINAR_TEXTS = {
  registered: 'Upcoming Registered Webinars',
  findMore: 'Find More Webinars',
  noneAvailable: 'No more webinars available for enrollment',
  noneRegistered: 'You have not enrolled in any upcoming webinars yet.',
  enrolled: 'Enrolled Successfully',
  enrollFailed: 'An error occurred while enrolling in the webinar.',
  loadFailed: 'Failed to fetch data',
} as const

const PAGE_SIZE = 6
const grid = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3'

/** /webinars: the student's upcoming registered webinars, and more to enrol in. */
export function WebinarsPage() {
  const [registeredPage, setRegisteredPage] = useState(1)
  const [availablePage, setAvailablePage] = useState(1)
  const registered = useRegisteredWebinars({ page: registeredPage, pageSize: PAGE_SIZE })
  const available = useWebinars({ page: availablePage, pageSize: PAGE_SIZE })
  const enroll = useEnrollWebinar()
  const alert = useAlert()
  const once = useSingleFlight()

  async function onEnroll(webinar: TWebinar) {
    try {
      await enroll.mutateAsync(webinar)
      await alert({ title: 'Success', text: WEBINAR_TEXTS.enrolled, tone: 'success' })
    } catch (err) {
      // A refusal the server explains (already enrolled, ended) keeps its message.
      const text =
        err instanceof ApiError && err.status < 500 && err.detail
          ? err.detail
          : WEBINAR_TEXTS.enrollFailed
      await alert({ title: 'Error', text, tone: 'error' })
    }
  }

  const pages = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE))
  // A page emptied by enrolling falls back to the last page that still has cards.
  const availablePages = available.data ? pages(available.data.total) : 1
  if (availablePage > availablePages) setAvailablePage(availablePages)

  return (
    <div className="mx-auto max-w-6xl space-y-10">
      <title>Webinars · NurseReady</title>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Webinars</h1>
        <p className="mt-1 text-muted">
          Live sessions with nurse educators. Enrol to get the Zoom link; times are shown in each
          webinar's own time zone.
        </p>
      </div>

      <section aria-labelledby="registered-heading" className="space-y-4">
        <h2 id="registered-heading" className="text-lg font-semibold text-ink">
          {WEBINAR_TEXTS.registered}
        </h2>
        {registered.isPending ? (
          <Spinner label="Loading your webinars..." />
        ) : registered.isError ? (
          <LoadError />
        ) : registered.data.items.length === 0 ? (
          <EmptyState
            title={WEBINAR_TEXTS.noneRegistered}
            icon={<CalendarPlus aria-hidden="true" className="size-8" />}
          >
            Pick a session below and press Enroll Now.
          </EmptyState>
        ) : (
          <>
            <ul className={grid}>
              {registered.data.items.map((r) => (
                <li key={r.id} className="flex">
                  <WebinarCard webinar={r.webinar} />
                </li>
              ))}
            </ul>
            <Pagination
              label="Registered webinars pages"
              page={registeredPage}
              totalPages={pages(registered.data.total)}
              onChange={setRegisteredPage}
            />
          </>
        )}
      </section>

      <section aria-labelledby="find-more-heading" className="space-y-4">
        <h2 id="find-more-heading" className="text-lg font-semibold text-ink">
          {WEBINAR_TEXTS.findMore}
        </h2>
        {available.isPending ? (
          <Spinner label="Loading webinars..." />
        ) : available.isError ? (
          <LoadError />
        ) : available.data.items.length === 0 ? (
          <EmptyState
            title={WEBINAR_TEXTS.noneAvailable}
            icon={<CalendarX2 aria-hidden="true" className="size-8" />}
          />
        ) : (
          <>
            <ul className={grid}>
              {available.data.items.map((w) => {
                const busy = enroll.isPending && enroll.variables?.id === w.id
                return (
                  <li key={w.id} className="flex">
                    <WebinarCard
                      webinar={w}
                      action={
                        <Button
                          block
                          disabled={enroll.isPending}
                          aria-describedby={`webinar-${w.id}`}
                          onClick={() => void once(() => onEnroll(w))}
                        >
                          {busy ? 'Enrolling...' : 'Enroll Now'}
                        </Button>
                      }
                    />
                  </li>
                )
              })}
            </ul>
            <Pagination
              label="More webinars pages"
              page={availablePage}
              totalPages={availablePages}
              onChange={setAvailablePage}
            />
          </>
        )}
      </section>
    </div>
  )
}

function LoadError() {
  return (
    <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {WEBINAR_TEXTS.loadFailed}
    </p>
  )
}
