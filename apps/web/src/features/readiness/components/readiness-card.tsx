import { paths } from '@nurseready/shared/constants/routes'
import { Gauge } from 'lucide-react'
import { Link } from 'react-router'
import { useReadinessOverview } from '../api/get-readiness-overview'
import { READINESS_TEXTS } from '../texts'
import { BandBadge } from './band-badge'

/** The dashboard's readiness card: the latest band, the four-in-a-row count, what remains. */
export function ReadinessCard() {
  const overview = useReadinessOverview()
  const o = overview.data
  const latest = o?.tracker.items.at(-1)
  return (
    <section
      aria-labelledby="readiness-card-heading"
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Gauge className="size-6" aria-hidden="true" />
        </span>
        <div className="space-y-1">
          <h2 id="readiness-card-heading" className="text-lg font-semibold text-ink">
            Readiness
          </h2>
          {overview.isPending ? (
            <p className="text-muted">Loading your readiness…</p>
          ) : overview.isError || !o ? (
            <p className="text-muted">Your readiness could not be loaded.</p>
          ) : (
            <>
              <p className="flex flex-wrap items-center gap-2 text-muted">
                {latest ? (
                  <>
                    Latest: <BandBadge band={latest.band} />
                  </>
                ) : (
                  'No assessment yet.'
                )}
              </p>
              <p className="text-sm text-muted">
                {o.tracker.fourConsecutiveHigh
                  ? READINESS_TEXTS.goalReached
                  : `High or Very High in a row: ${o.tracker.consecutiveHigh} of 4.`}{' '}
                {o.allowance.entitled
                  ? `${o.allowance.remaining} of ${o.allowance.perPeriod} assessments left this plan period.`
                  : READINESS_TEXTS.noPlan}
              </p>
            </>
          )}
        </div>
      </div>
      <Link
        to={paths.readiness}
        className="inline-flex h-11 shrink-0 items-center justify-center rounded-lg border border-brand-700 px-5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        {o?.current ? 'Continue assessment' : 'Open readiness'}
      </Link>
    </section>
  )
}
