import { Spinner } from '@/components/ui/spinner'
import { usePerformance } from '../api/get-performance'
import { ClientNeedChart, PointsChart, ScoreTrendChart, SubjectChart } from './performance-charts'

/**
 * Issue 14 §6: tracking below the spec's figures: trend, subjects, client needs, time; issue 12
 * §3: points by clinical-judgment step and by item type.
 */
export function PerformanceSection() {
  const performance = usePerformance()
  const data = performance.data
  return (
    <section aria-labelledby="performance-heading" className="space-y-4">
      <div>
        <h2 id="performance-heading" className="text-xl font-bold tracking-tight text-ink">
          Performance tracking
        </h2>
        <p className="text-sm text-muted">
          Your completed tests over time and where you rank among NurseReady students.
          {data?.averageSecondsPerQuestion != null
            ? ` On average you spend ${data.averageSecondsPerQuestion} seconds per question.`
            : ''}
        </p>
      </div>
      {performance.isPending ? (
        <Spinner label="Loading performance..." />
      ) : !data ? (
        <p className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          Performance tracking could not be loaded.
        </p>
      ) : (
        <>
          <ScoreTrendChart tests={data.tests} />
          <div className="grid gap-4 lg:grid-cols-2">
            <SubjectChart subjects={data.subjects} />
            <ClientNeedChart clientNeeds={data.clientNeeds} />
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <PointsChart
              title="By clinical-judgment step"
              summary="Points you earned in each step of the clinical judgment model (Next Gen items)."
              heading="Step"
              rows={data.clinicalJudgment ?? []}
            />
            <PointsChart
              title="By item type"
              summary="Points you earned on each kind of question, partial credit included."
              heading="Item type"
              rows={data.itemTypes ?? []}
            />
          </div>
        </>
      )}
    </section>
  )
}
