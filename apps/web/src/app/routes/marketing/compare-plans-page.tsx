import { Check } from 'lucide-react'
import { Link } from 'react-router'
import { PageMeta } from '@/components/layout/page-meta'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useSignedIn } from '@/lib/use-signed-in'

/** The spec's static comparison (section 2 and 9): three columns, two rows. */
export const COMPARISON = {
  columns: [
    { label: 'Free/Lifetime', badge: null },
    { label: '$15/Month', badge: null },
    { label: '$24/Month', badge: '40% Off' },
  ],
  rows: [
    { feature: 'Practice tests', values: ['20', '600', 'Unlimited courses'] },
    { feature: 'Practice tests with videos', values: ['5', '50', 'Unlimited'] },
  ],
} as const

/**
 * The spec's table shows per-month tier prices in US dollars, while the plans students buy are
 * one-time CAD prices (99 / 149 / 199). The page keeps the spec's table and says plainly that it
 * compares tiers, and where the price actually charged is shown.
 */
export const COMPARE_TEXTS = {
  caption: 'Tier comparison: monthly reference prices in US dollars',
  note: 'This table compares what each tier includes. Its per-month prices (USD) are reference figures for comparison, not what you are charged: question bank plans are paid once, in Canadian dollars, at the price shown on each plan card, and never renew automatically.',
} as const

/**
 * /compareplans: what each tier includes, side by side. A public page (server-rendered, issue 16):
 * visitors compare before they sign up; the prices link leads a student to their plans and a
 * visitor to the course page that shows them.
 */
export function ComparePlansPage() {
  const signedIn = useSignedIn()
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10 sm:px-6 sm:py-16">
      <PageMeta path={paths.comparePlans} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Compare plans</h1>
        <p className="mt-1 text-muted">See what each tier includes before you choose.</p>
      </div>
      <p
        id="compare-note"
        className="rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-950"
      >
        {COMPARE_TEXTS.note}{' '}
        <Link
          to={signedIn ? paths.subscriptions : paths.nclexRn}
          className="font-semibold underline underline-offset-2"
        >
          See the plan prices
        </Link>
      </p>
      <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        <table className="w-full text-left text-sm" aria-describedby="compare-note">
          <caption className="border-b border-slate-200 px-3 py-3 text-left text-sm font-semibold text-ink sm:px-5">
            {COMPARE_TEXTS.caption}
          </caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="px-3 py-4 font-semibold text-muted sm:px-5">
                Features
              </th>
              {COMPARISON.columns.map((c) => (
                <th
                  key={c.label}
                  scope="col"
                  className={`px-2 py-4 text-center sm:px-5 ${c.badge ? 'bg-brand-50' : ''}`}
                >
                  <span className="block text-sm font-bold text-ink sm:text-base">
                    {/* "Free/Lifetime" may break after the slash on narrow screens. */}
                    {c.label.split('/')[0]}/<wbr />
                    {c.label.split('/')[1]}
                  </span>
                  {c.badge ? (
                    <span className="mt-1.5 inline-block rounded-full bg-red-600 px-2.5 py-0.5 text-xs font-bold uppercase text-white">
                      {c.badge}
                    </span>
                  ) : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {COMPARISON.rows.map((r) => (
              <tr key={r.feature}>
                <th scope="row" className="px-3 py-4 font-medium text-ink sm:px-5">
                  <span className="flex items-center gap-2">
                    <Check
                      aria-hidden="true"
                      className="hidden size-4 shrink-0 text-brand-600 sm:block"
                    />
                    {r.feature}
                  </span>
                </th>
                {r.values.map((v, i) => (
                  <td
                    key={COMPARISON.columns[i]!.label}
                    className={`px-2 py-4 text-center font-semibold sm:px-5 text-slate-800 ${COMPARISON.columns[i]!.badge ? 'bg-brand-50' : ''}`}
                  >
                    {v}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex justify-center">
        <Link
          to={signedIn ? paths.subscriptions : paths.nclexRn}
          className={buttonVariants({ size: 'lg' })}
        >
          See our plans
        </Link>
      </div>
    </div>
  )
}
