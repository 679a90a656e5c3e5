import { readinessPaths } from '@nurseready/shared/constants/routes'
import type { TReadinessTracker } from '@nurseready/shared/schemas/readiness'
import { Link } from 'react-router'
import { formatDate } from '@/lib/format-date'
import { READINESS_TEXTS } from '../texts'
import { BandBadge } from './band-badge'

/** Every assessment in order with its band, and the four-in-a-row goal. */
export function ReadinessTracker({ tracker }: { tracker: TReadinessTracker }) {
  return (
    <div className="space-y-4">
      <p className={tracker.fourConsecutiveHigh ? 'font-semibold text-emerald-800' : 'text-muted'}>
        {tracker.fourConsecutiveHigh
          ? READINESS_TEXTS.goalReached
          : `${READINESS_TEXTS.goal} In a row now: ${tracker.consecutiveHigh} of 4.`}
      </p>
      {tracker.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-4 text-muted">
          {READINESS_TEXTS.noneYet}
        </p>
      ) : (
        <ol className="space-y-2">
          {tracker.items.map((item) => (
            <li
              key={item.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200"
            >
              <span className="font-medium text-ink">
                Assessment {item.number}
                <span className="ml-2 text-sm font-normal text-muted">
                  {item.examName} · {formatDate(item.completedAt)} ·{' '}
                  {item.passed ? 'Pass predicted' : 'Fail predicted'}
                </span>
              </span>
              <span className="flex items-center gap-3">
                <BandBadge band={item.band} />
                <Link
                  to={readinessPaths.result(item.id)}
                  className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
                >
                  Result<span className="sr-only"> of assessment {item.number}</span>
                </Link>
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
