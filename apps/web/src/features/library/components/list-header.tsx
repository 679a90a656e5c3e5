import type { ReactNode } from 'react'
import { BackLink } from './back-link'

/** A library page's top: Back link, kicker, title, and an optional search box beside them. */
export function ListHeader({
  backTo,
  backLabel,
  kicker,
  title,
  children,
}: {
  backTo?: string
  backLabel?: string
  kicker: string
  title: string
  /** E.g. the search box. */
  children?: ReactNode
}) {
  return (
    <div className="space-y-3">
      {backTo ? <BackLink to={backTo} label={backLabel} /> : null}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">{kicker}</p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
        </div>
        {children}
      </div>
    </div>
  )
}
