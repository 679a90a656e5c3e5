import type { TReadinessResultDto } from '@nurseready/shared/schemas/readiness'
import { cn } from '@/lib/cn'
import { LEVEL_SHORT, LEVEL_TEXT } from '../texts'

const TONE = {
  above: 'bg-emerald-100 text-emerald-900',
  near: 'bg-slate-100 text-slate-800',
  below: 'bg-red-100 text-red-900',
} as const

/** Below / Near / Above per client-need category, like the official candidate report. */
export function CategoryReport({ categories }: { categories: TReadinessResultDto['categories'] }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Performance per test-plan category</caption>
      <thead>
        <tr className="border-b border-slate-200 text-muted">
          <th scope="col" className="py-2 pr-3 font-medium">
            Category
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            Questions
          </th>
          <th scope="col" className="py-2 font-medium">
            Performance
          </th>
        </tr>
      </thead>
      <tbody>
        {categories.map((c) => (
          <tr key={c.clientNeed} className="border-b border-slate-100">
            <th scope="row" className="py-2 pr-3 font-medium text-ink">
              {c.label}
            </th>
            <td className="py-2 pr-3 tabular-nums">{c.items}</td>
            <td className="py-2">
              <span
                title={LEVEL_TEXT[c.level]}
                className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', TONE[c.level])}
              >
                {LEVEL_SHORT[c.level]}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
