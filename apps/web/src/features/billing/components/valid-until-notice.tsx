import type { TEntitlement } from '@nurseready/shared/schemas/billing'
import { CalendarClock } from 'lucide-react'
import { formatDate } from '@/lib/format-date'

/**
 * The red notice of the current plan's end: "Your current plan expires on …", or that it
 * has expired. Nothing when the student has never bought one.
 */
export function ValidUntilNotice({
  entitlement,
  what = 'plan',
}: {
  entitlement: TEntitlement
  what?: string
}) {
  if (entitlement.status === 'none' || !entitlement.validUntil) return null
  const date = formatDate(entitlement.validUntil)
  const name = entitlement.itemName ? ` (${entitlement.itemName})` : ''
  return (
    <p
      role="status"
      className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
    >
      <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>
        {entitlement.status === 'active'
          ? `Your current ${what}${name} expires on ${date}.`
          : `Your ${what}${name} expired on ${date}. Renew to continue.`}
      </span>
    </p>
  )
}
