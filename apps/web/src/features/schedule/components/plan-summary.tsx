import type { TSchedule } from '@nurseready/shared/schemas/schedule'

type Plan = NonNullable<TSchedule['plan']>

/** The plan in figures, and where the questions go (weakest areas first). */
export function PlanSummary({ plan }: { plan: Plan }) {
  const weights = [...plan.weights].sort((a, b) => b.share - a.share).slice(0, 6)
  const stats = [
    { label: 'Study days left', value: plan.studyDaysLeft },
    { label: 'Questions a day', value: plan.dailyQuestions },
    { label: 'Questions done', value: plan.questionsDone },
    { label: 'Questions planned', value: plan.questionsPlanned },
  ]
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {stats.map((s) => (
          <div key={s.label} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <dt className="text-xs font-medium text-muted">{s.label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums text-ink">{s.value}</dd>
          </div>
        ))}
      </dl>
      {plan.questionsBehind > 0 ? (
        <p role="status" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {plan.questionsBehind} questions no longer fit before your exam. Add hours or study days
          to catch up.
        </p>
      ) : null}
      <table className="w-full text-sm">
        <caption className="mb-2 text-left text-sm font-semibold text-ink">
          Focus areas (weakest first)
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs text-muted">
            <th scope="col" className="py-1.5 font-medium">
              Area
            </th>
            <th scope="col" className="py-1.5 font-medium">
              Your score
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              Share of questions
            </th>
          </tr>
        </thead>
        <tbody>
          {weights.map((w) => (
            <tr key={`${w.kind}-${w.id}`} className="border-b border-slate-100">
              <th scope="row" className="py-2 pr-2 text-left font-medium text-ink">
                {w.label}
                <span className="ml-1 text-xs font-normal text-muted">
                  ({w.kind === 'subject' ? 'subject' : 'client need'})
                </span>
              </th>
              <td className="py-2 tabular-nums">
                {w.score === null ? 'Not enough answers' : `${w.score}%`}
              </td>
              <td className="py-2 text-right">
                <span className="inline-flex items-center justify-end gap-2">
                  <span
                    aria-hidden="true"
                    className="hidden h-2 w-20 overflow-hidden rounded-full bg-slate-100 sm:inline-block"
                  >
                    <span
                      className="block h-full bg-brand-600"
                      style={{ width: `${Math.min(100, w.share * 3)}%` }}
                    />
                  </span>
                  <span className="tabular-nums">{w.share}%</span>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
