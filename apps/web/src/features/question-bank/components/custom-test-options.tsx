import {
  CLIENT_NEED_LABELS,
  CLIENT_NEEDS,
  type TClientNeed,
} from '@nurseready/shared/domain/readiness/exams'
import type { TPool, TPoolCounts, TSubjectStats } from '@nurseready/shared/schemas/question-bank'
import { POOLS } from '@nurseready/shared/schemas/question-bank'
import { cn } from '@/lib/cn'

export const POOL_LABELS: Record<TPool, { label: string; description: string }> = {
  all: { label: 'All', description: 'Every question that fits your choice.' },
  unused: { label: 'Unused', description: 'Questions you have not seen in a test yet.' },
  incorrect: { label: 'Incorrect', description: 'Questions you last answered wrong.' },
  flagged: { label: 'Flagged', description: 'Questions you flagged for review.' },
}

export type CustomTestChoice = {
  /** Subjects beside the one chosen in the Subject field. */
  moreSubjectIds: string[]
  clientNeeds: TClientNeed[]
  pool: TPool
}

const box =
  'flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm text-ink hover:border-brand-500 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600'

function toggle<T extends string>(list: T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value]
}

/**
 * Issue 14 §2: a custom test across several subjects and client-need categories, from one pool
 * (all, unused, incorrect or flagged) whose size for the current choice is shown beside it.
 */
export function CustomTestOptions({
  subjects,
  subjectId,
  value,
  onChange,
  counts,
  countsLoading,
}: {
  subjects: TSubjectStats[]
  subjectId: string
  value: CustomTestChoice
  onChange: (value: CustomTestChoice) => void
  counts: TPoolCounts | undefined
  countsLoading: boolean
}) {
  const others = subjects.filter((s) => s.id !== subjectId)
  return (
    <div className="space-y-6">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">
          More subjects <span className="font-normal text-muted">(optional)</span>
        </legend>
        <p className="text-sm text-muted">Add subjects to mix into the same test.</p>
        {others.length === 0 ? (
          <p className="text-sm text-muted">No other subjects.</p>
        ) : (
          <div className="grid max-h-56 gap-2 overflow-y-auto pr-1 sm:grid-cols-2">
            {others.map((s) => (
              <label key={s.id} className={box}>
                <input
                  type="checkbox"
                  className="size-4 shrink-0 accent-brand-700"
                  checked={value.moreSubjectIds.includes(s.id)}
                  onChange={() =>
                    onChange({ ...value, moreSubjectIds: toggle(value.moreSubjectIds, s.id) })
                  }
                />
                <span className="min-w-0">{s.name}</span>
              </label>
            ))}
          </div>
        )}
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">
          Client need categories <span className="font-normal text-muted">(optional)</span>
        </legend>
        <p className="text-sm text-muted">None ticked: every category.</p>
        <div className="grid gap-2 sm:grid-cols-2">
          {CLIENT_NEEDS.map((need) => (
            <label key={need} className={box}>
              <input
                type="checkbox"
                className="size-4 shrink-0 accent-brand-700"
                checked={value.clientNeeds.includes(need)}
                onChange={() =>
                  onChange({ ...value, clientNeeds: toggle(value.clientNeeds, need) })
                }
              />
              <span className="min-w-0">{CLIENT_NEED_LABELS[need]}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Question pool</legend>
        <div className="grid gap-2 sm:grid-cols-2" aria-busy={countsLoading}>
          {POOLS.map((pool) => {
            const n = counts?.[pool]
            const { label, description } = POOL_LABELS[pool]
            const checked = value.pool === pool
            return (
              <label
                key={pool}
                className={cn(
                  'flex cursor-pointer items-start gap-2 rounded-xl border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                  checked
                    ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                    : 'border-slate-300 hover:border-brand-500',
                )}
              >
                <input
                  type="radio"
                  name="pool"
                  value={pool}
                  checked={checked}
                  onChange={() => onChange({ ...value, pool })}
                  className="mt-1 size-4 shrink-0 accent-brand-700"
                  aria-describedby={`pool-${pool}-count`}
                />
                {/* The count beside the name (wrapping under it when narrow), the description
                    across the card's width: in a two-column grid it was squeezed to a word a line. */}
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
                    <span className="font-semibold text-ink">{label}</span>
                    <span
                      id={`pool-${pool}-count`}
                      className="rounded-full bg-white px-2.5 py-0.5 text-sm font-bold tabular-nums text-ink ring-1 ring-slate-200"
                    >
                      {n === undefined ? '—' : `${n} ${n === 1 ? 'question' : 'questions'}`}
                    </span>
                  </span>
                  <span className="mt-1 block text-sm text-muted">{description}</span>
                </span>
              </label>
            )
          })}
        </div>
      </fieldset>
    </div>
  )
}
