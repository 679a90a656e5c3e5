import type { ReactNode } from 'react'

/** A dashboard figure: an icon, a label and a big value. */
export function StatCard({
  label,
  value,
  icon,
}: {
  label: string
  value: ReactNode
  icon: ReactNode
}) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:gap-4 sm:p-5">
      <span
        aria-hidden="true"
        className="inline-flex size-10 shrink-0 sm:size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
      >
        {icon}
      </span>
      <div className="min-w-0">
        <dt className="text-sm font-medium text-muted">{label}</dt>
        <dd className="mt-0.5 text-2xl font-bold tabular-nums tracking-tight text-ink">{value}</dd>
      </div>
    </div>
  )
}
