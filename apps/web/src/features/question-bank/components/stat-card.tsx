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
  // The group holds only <dt> and <dd> (a valid <dl> for assistive technology); the icon sits
  // inside the term, hidden from screen readers.
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <dt className="flex items-center gap-3 text-sm font-medium text-muted">
        <span
          aria-hidden="true"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-2 text-2xl font-bold tabular-nums tracking-tight text-ink sm:pl-[3.25rem]">
        {value}
      </dd>
    </div>
  )
}
