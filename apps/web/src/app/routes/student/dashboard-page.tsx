import { PAGE_SIZE } from '@nurseready/shared/constants/spec'
import { formatPercent } from '@nurseready/shared/domain/grading'
import { CalendarClock, CircleCheckBig, Hourglass, Percent } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { useMe } from '@/features/auth/api/me'
import { FlashcardsDueCard } from '@/features/flashcards'
import { useDashboardCounts } from '@/features/question-bank/api/get-dashboard-counts'
import {
  AbandonPaperButton,
  CompletedMark,
  ResumePaperButton,
} from '@/features/question-bank/components/paper-actions'
import { PaperHistory } from '@/features/question-bank/components/paper-history'
import { StatCard } from '@/features/question-bank/components/stat-card'
import { ReadinessCard } from '@/features/readiness'

/** The student's home: test statistics and the Course Details table of papers. */
export function DashboardPage() {
  const me = useMe()
  const counts = useDashboardCounts()
  const firstName = me.data?.name.split(' ')[0] ?? ''
  // Spec: a failed count request is only logged; the cards then show a dash.
  const c = counts.data
  const show = (n: number | undefined) => (n === undefined ? '—' : n)
  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <title>Dashboard · NurseReady</title>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Dashboard</h1>
          <p className="mt-1 text-muted">
            Welcome back{firstName ? `, ${firstName}` : ''}. Here is your progress at a glance.
          </p>
        </div>
        <Link
          to={paths.startTest}
          className="inline-flex h-11 items-center justify-center rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Create a test
        </Link>
      </div>

      <section aria-labelledby="stats-heading">
        <h2 id="stats-heading" className="sr-only">
          Test statistics
        </h2>
        <dl
          aria-busy={counts.isPending || undefined}
          className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4"
        >
          <StatCard
            label="Completed Test"
            value={show(c?.completedPapers)}
            icon={<CircleCheckBig className="size-6" />}
          />
          <StatCard
            label="Pending Test"
            value={show(c?.inProcessPapers)}
            icon={<Hourglass className="size-6" />}
          />
          <StatCard
            label="Upcoming Webinars"
            value={show(c?.upcomingWebinars)}
            icon={<CalendarClock className="size-6" />}
          />
          <StatCard
            label="Overall Percentage"
            value={c ? `${formatPercent(c.overallPercent)}%` : '—'}
            icon={<Percent className="size-6" />}
          />
        </dl>
      </section>

      <ReadinessCard />

      <FlashcardsDueCard />

      <section aria-labelledby="course-details-heading" className="space-y-4">
        <h2 id="course-details-heading" className="text-lg font-semibold text-ink">
          Course Details
        </h2>
        <PaperHistory
          caption="Course Details"
          pageSize={PAGE_SIZE.dashboard}
          action={(p) =>
            p.status === 'completed' ? (
              <CompletedMark code={p.code} />
            ) : p.status === 'abandoned' ? null : (
              <>
                <ResumePaperButton code={p.code} />
                <AbandonPaperButton code={p.code} />
              </>
            )
          }
        />
      </section>
    </div>
  )
}
