import { Lock } from 'lucide-react'
import { Link } from 'react-router'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { TEXTS } from '../texts'

/** The spec's 'Upgrade now' for paid items without a valid subscription: to /subscriptions. */
export function UpgradeLink({
  size = 'sm',
  describedBy,
  className,
}: {
  size?: 'sm' | 'md'
  /** The id of the item's title, so a screen reader hears what the upgrade is for. */
  describedBy?: string
  className?: string
}) {
  return (
    <Link
      to={paths.subscriptions}
      aria-describedby={describedBy}
      className={cn(
        buttonVariants({ size }),
        'bg-amber-500 text-amber-950 hover:bg-amber-400 focus-visible:outline-amber-600',
        className,
      )}
    >
      <Lock aria-hidden="true" className="size-4" />
      {TEXTS.upgrade}
    </Link>
  )
}

/** A locked item's page: what it is, why it is locked and the way to unlock it. */
export function LockedPanel({ text, hint }: { text: string; hint: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-slate-200">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-700">
        <Lock aria-hidden="true" className="size-6" />
      </span>
      <p className="text-base font-semibold text-ink">{text}</p>
      <p className="max-w-md text-sm text-muted">{hint}</p>
      <UpgradeLink size="md" />
    </div>
  )
}
