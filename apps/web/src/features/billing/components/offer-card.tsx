import { Check } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { formatDays } from '../format'

/**
 * A card for something on sale (a plan or a live-lecture package): heading, badge, price,
 * validity in days, features, and the Buy now / Renew action.
 */
export function OfferCard({
  id,
  eyebrow,
  title,
  badge,
  price,
  validityDays,
  features,
  highlight,
  note,
  action,
}: {
  id: string
  eyebrow?: string
  title: string
  badge?: string
  price: ReactNode
  validityDays: number
  features: string[]
  /** Shown as a ribbon on top (e.g. RECOMMENDED). */
  highlight?: string
  note?: ReactNode
  action: ReactNode
}) {
  return (
    <article
      aria-labelledby={`offer-${id}`}
      className={cn(
        'relative flex w-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200',
        highlight && 'ring-2 ring-brand-600 lg:-my-2 lg:py-8',
      )}
    >
      {highlight ? (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-700 px-3 py-1 text-xs font-bold uppercase tracking-wider text-white">
          {highlight}
        </span>
      ) : null}
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          {eyebrow ? (
            <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
              {eyebrow}
            </p>
          ) : null}
          <h3 id={`offer-${id}`} className="mt-1 text-lg font-semibold leading-snug text-ink">
            {title}
          </h3>
        </div>
        {badge ? (
          <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-inset ring-brand-200">
            {badge}
          </span>
        ) : null}
      </div>
      <div className="mt-5">{price}</div>
      <p className="mt-1 text-sm text-muted">Valid for {formatDays(validityDays)}</p>
      <ul className="mt-5 space-y-2.5 border-t border-slate-100 pt-5 text-sm text-slate-700">
        {features.map((f) => (
          <li key={f} className="flex items-start gap-2.5">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            <span>{f}</span>
          </li>
        ))}
      </ul>
      {note ? <div className="mt-5 text-sm">{note}</div> : null}
      <div className="mt-auto pt-6">{action}</div>
    </article>
  )
}
