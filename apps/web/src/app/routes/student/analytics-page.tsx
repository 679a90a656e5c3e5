import { formatPercent, percentage } from '@nurseready/shared/domain/grading'
import type { TAnalytics } from '@nurseready/shared/schemas/question-bank'
import { ArrowLeft, CircleCheck, CircleMinus, CircleX } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { EmptyState } from '@/components/ui/empty-state'
import { Spinner } from '@/components/ui/spinner'
import { Table } from '@/components/ui/table'
import { paths } from '@/config/paths'
import { useAnalytics } from '@/features/question-bank/api/get-analytics'
import { PerformanceSection } from '@/features/question-bank/components/performance-section'
import { ProgressBar } from '@/features/question-bank/components/progress-bar'

type SubjectRow = TAnalytics['subjects'][number]

/** /test-screen: points scored, tests attempted, the answer report and results per subject. */
export function AnalyticsPage() {
  const analytics = useAnalytics()
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <title>Analytics · NurseReady</title>
      <Link
        to={paths.dashboard}
        className="inline-flex items-center gap-2 text-sm font-semibold text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back
      </Link>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Test analysis</h1>
        <p className="mt-1 text-muted">How you are doing across every test you have taken.</p>
      </div>
      {analytics.isPending ? (
        <Spinner />
      ) : analytics.isError ? (
        <p
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          Failed to fetch data
        </p>
      ) : (
        <AnalyticsBody data={analytics.data} />
      )}
      <PerformanceSection />
    </div>
  )
}

function AnalyticsBody({ data }: { data: TAnalytics }) {
  const t = data.totals
  const scoredPercent = percentage(t.marksScored, t.marksPossible)
  const answered = t.correct + t.incorrect + t.notAttempted
  return (
    <>
      <div className="grid gap-4 md:grid-cols-2">
        <Panel title="Points Scored" id="points-heading">
          <div className="flex items-baseline justify-between gap-3">
            <p className="text-3xl font-bold tabular-nums text-ink">
              {formatPercent(scoredPercent)}%
            </p>
            <p className="text-sm text-muted tabular-nums">
              {t.marksScored} / {t.marksPossible} points
            </p>
          </div>
          <ProgressBar
            label="Points Scored"
            value={scoredPercent}
            max={100}
            valueText={`${formatPercent(scoredPercent)}%, ${t.marksScored} of ${t.marksPossible} points`}
          />
        </Panel>
        <Panel title="Test Attempted" id="attempted-heading">
          <div className="flex items-baseline justify-between gap-3">
            <p className="text-3xl font-bold tabular-nums text-ink">
              {t.completedPapers} / {t.totalPapers}
            </p>
            <p className="text-sm text-muted">tests completed</p>
          </div>
          <ProgressBar
            label="Test Attempted"
            value={t.completedPapers}
            max={t.totalPapers}
            valueText={`${t.completedPapers} of ${t.totalPapers} tests completed`}
          />
        </Panel>
      </div>

      <Panel title="Answer Report" id="answer-report-heading">
        <dl className="grid gap-3 sm:grid-cols-3">
          <ReportItem
            label="Correct Answer"
            value={t.correct}
            total={answered}
            icon={<CircleCheck className="size-5" />}
            tone="bg-emerald-50 text-emerald-800"
          />
          <ReportItem
            label="Incorrect Answer"
            value={t.incorrect}
            total={answered}
            icon={<CircleX className="size-5" />}
            tone="bg-red-50 text-red-800"
          />
          <ReportItem
            label="Not Attempted Answer"
            value={t.notAttempted}
            total={answered}
            icon={<CircleMinus className="size-5" />}
            tone="bg-slate-100 text-slate-700"
          />
        </dl>
      </Panel>

      <section aria-labelledby="subjects-heading" className="space-y-3">
        <h2 id="subjects-heading" className="text-lg font-semibold text-ink">
          Results by subject
        </h2>
        {data.subjects.length === 0 ? (
          <EmptyState title="No results yet">
            <p>Finish a test to see how you are doing in each subject.</p>
          </EmptyState>
        ) : (
          <Table<SubjectRow>
            caption="Results by subject"
            rows={data.subjects}
            rowKey={(s) => s.subject}
            tableClassName="min-w-[44rem]"
            columns={[
              {
                header: 'Subject',
                cell: (s) => <span className="font-medium text-ink">{s.subject}</span>,
              },
              { header: 'Total Q', cell: (s) => s.totalQuestions, className: 'tabular-nums' },
              {
                header: 'Scored/Max Points',
                cell: (s) => `${s.marksScored}/${s.marksPossible}`,
                className: 'tabular-nums',
              },
              { header: 'Correct Q', cell: (s) => s.correct, className: 'tabular-nums' },
              { header: 'Incorrect Q', cell: (s) => s.incorrect, className: 'tabular-nums' },
              { header: 'Not Attempted Q', cell: (s) => s.notAttempted, className: 'tabular-nums' },
            ]}
          />
        )}
      </section>
    </>
  )
}

function Panel({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={id} className="text-sm font-semibold uppercase tracking-wide text-muted">
        {title}
      </h2>
      {children}
    </section>
  )
}

function ReportItem({
  label,
  value,
  total,
  icon,
  tone,
}: {
  label: string
  value: number
  total: number
  icon: ReactNode
  tone: string
}) {
  return (
    // Only <dt> and <dd> inside the group, so the <dl> stays valid; the icon lives in the term.
    <div className="rounded-xl border border-slate-200 p-4">
      <dt className="flex items-center gap-3 text-sm font-medium text-muted">
        <span
          aria-hidden="true"
          className={`inline-flex size-10 items-center justify-center rounded-lg ${tone}`}
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-1 pl-[3.25rem] text-xl font-bold tabular-nums text-ink">
        {value}
        <span className="ml-1.5 text-sm font-normal text-muted">
          ({formatPercent(percentage(value, total))}%)
        </span>
      </dd>
    </div>
  )
}
