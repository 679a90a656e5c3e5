import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { buttonVariants } from '@/components/ui/button'
import { UpgradeLink } from './upgrade-link'

/** Class names of the first and last columns of the lectures and notes tables. */
export const ITEM_COLUMN = 'pr-2 pl-3 sm:px-4'
export const ACTION_COLUMN = 'w-px whitespace-nowrap pr-3 pl-2 text-right sm:px-4'

/**
 * A library item's title (its id names the item for the row's action), the details the hidden
 * columns show on small screens, and a 'Paid' badge.
 */
export function ItemTitle({
  id,
  title,
  details,
  paid,
}: {
  id: string
  title: string
  details: ReactNode
  paid: boolean
}) {
  return (
    <div className="min-w-0">
      <p id={id} className="font-semibold text-ink">
        {title}
      </p>
      <p className="mt-0.5 text-xs text-muted md:hidden">{details}</p>
      {paid ? (
        <span className="mt-1 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-[0.7rem] font-semibold uppercase tracking-wide text-amber-900">
          Paid
        </span>
      ) : null}
    </div>
  )
}

/** The row's action: open the item, or the spec's 'Upgrade now' when it is locked. */
export function ItemAction({
  locked,
  titleId,
  to,
  icon: Icon,
  label,
}: {
  locked: boolean
  /** The id of the item's title, so a screen reader hears what the action is for. */
  titleId: string
  to: string
  icon: LucideIcon
  label: string
}) {
  if (locked) return <UpgradeLink describedBy={titleId} className="whitespace-nowrap" />
  return (
    <Link to={to} aria-describedby={titleId} className={buttonVariants({ size: 'sm' })}>
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </Link>
  )
}
