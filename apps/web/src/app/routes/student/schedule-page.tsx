import { Link } from 'react-router'
import { buttonVariants } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useSchedule } from '@/features/schedule/api/get-schedule'
import { CalendarExport } from '@/features/schedule/components/calendar-export'
import { PlanSummary } from '@/features/schedule/components/plan-summary'
import { ScheduleCalendar } from '@/features/schedule/components/schedule-calendar'
import { ScheduleForm } from '@/features/schedule/components/schedule-form'
import { ApiError, errorMessage } from '@/lib/api-client'

export const SCHEDULE_TEXTS = {
  heading: 'Study schedule',
  intro:
    'A day-by-day plan to your exam: practice questions weighted toward your weak areas, videos and notes, flashcard reviews and two readiness assessments. Miss a day and its work moves forward.',
} as const

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6'

/** /schedule: settings, the plan as a calendar and a list, and the calendar export. */
export function SchedulePage() {
  const schedule = useSchedule()
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <title>Study schedule · NurseReady</title>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {SCHEDULE_TEXTS.heading}
        </h1>
        <p className="mt-1 max-w-3xl text-muted">{SCHEDULE_TEXTS.intro}</p>
      </div>
      {schedule.isPending ? (
        <Spinner label="Loading your schedule..." />
      ) : schedule.isError ? (
        <div role="alert" className="rounded-xl bg-amber-50 px-4 py-4 text-amber-900">
          <p className="font-medium">{errorMessage(schedule.error, 'Failed to fetch data')}</p>
          {schedule.error instanceof ApiError && schedule.error.status === 403 ? (
            <Link to={paths.subscriptions} className={buttonVariants({ className: 'mt-3' })}>
              See plans
            </Link>
          ) : null}
        </div>
      ) : (
        <>
          <section aria-labelledby="schedule-settings" className={card}>
            <h2 id="schedule-settings" className="mb-4 text-lg font-semibold text-ink">
              Your exam and study time
            </h2>
            <ScheduleForm schedule={schedule.data} />
          </section>
          {schedule.data.plan ? (
            <>
              <section aria-labelledby="schedule-plan" className={card}>
                <h2 id="schedule-plan" className="mb-4 text-lg font-semibold text-ink">
                  Your plan
                </h2>
                <ScheduleCalendar plan={schedule.data.plan} today={schedule.data.today} />
              </section>
              <section aria-labelledby="schedule-summary" className={card}>
                <h2 id="schedule-summary" className="mb-4 text-lg font-semibold text-ink">
                  Progress and focus
                </h2>
                <PlanSummary plan={schedule.data.plan} />
              </section>
              <section aria-labelledby="schedule-export" className={card}>
                <h2 id="schedule-export" className="mb-4 text-lg font-semibold text-ink">
                  Add to your calendar
                </h2>
                <CalendarExport subscribed={schedule.data.subscribed} />
              </section>
            </>
          ) : null}
          <p className="text-sm text-muted">
            Prefer a fixed plan? The 3, 6 and 12-week study calendars are on{' '}
            <Link to={paths.studyCalendar} className="font-medium text-brand-800 underline">
              Study calendar
            </Link>
            .
          </p>
        </>
      )}
    </div>
  )
}
