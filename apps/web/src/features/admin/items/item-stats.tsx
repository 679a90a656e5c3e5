import { adminPaths } from '@nurseready/shared/constants/routes'
import type { TItemDetail } from '@nurseready/shared/schemas/item-bank'
import { Link } from 'react-router'
import { Badge } from '../components/admin-list'

/** An item's statistics (times used, facility, discrimination…), option counts and versions. */
export function ItemStats({ detail }: { detail: TItemDetail }) {
  const s = detail.stats
  const rows: [string, string][] = [
    ['Times used', String(s.timesUsed)],
    ['Facility', s.facility === null ? '—' : `${Math.round(s.facility * 100)} %`],
    ['Discrimination index', s.discrimination === null ? '—' : s.discrimination.toFixed(1)],
    ['Point-biserial', s.pointBiserial === null ? '—' : s.pointBiserial.toFixed(2)],
    [
      'Rasch difficulty',
      `${s.difficulty === null ? '—' : s.difficulty.toFixed(2)} (${s.calibrated ? 'calibrated' : 'not calibrated'})`,
    ],
  ]
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 text-sm">
      <h2 className="text-lg font-semibold text-ink">Statistics</h2>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-muted">{k}</dt>
            <dd className="text-ink">{v}</dd>
          </div>
        ))}
      </dl>
      {detail.choices.length ? (
        <p className="text-ink">
          Chosen: {detail.choices.map((c) => `${c.id} × ${c.count}`).join(', ')}
        </p>
      ) : null}
      <h3 className="font-semibold text-ink">Versions</h3>
      <ul className="space-y-1">
        {detail.history.map((h) => (
          <li key={h.id}>
            <Link
              className="text-brand-700 underline"
              to={adminPaths.itemEdit.replace(':id', h.id)}
            >
              Version {h.version}
            </Link>{' '}
            <Badge tone={h.status === 'published' ? 'green' : 'slate'}>{h.status}</Badge>
          </li>
        ))}
      </ul>
    </div>
  )
}
