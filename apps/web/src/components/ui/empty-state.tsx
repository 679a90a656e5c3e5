import type { ReactNode } from 'react'

export function EmptyState({
  title,
  children,
  icon,
}: {
  title: string
  children?: ReactNode
  icon?: ReactNode
}) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      {icon ? <div className="mb-3 text-brand-700">{icon}</div> : null}
      <p className="text-base font-semibold text-ink">{title}</p>
      {children ? <div className="mt-2 max-w-md text-sm text-muted">{children}</div> : null}
    </div>
  )
}
