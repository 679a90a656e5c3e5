import { adminPaths } from '@nurseready/shared/constants/routes'
import { Link } from 'react-router'
import { Spinner } from '@/components/ui/spinner'
import { useOverview } from '@/features/admin/api/get-overview'
import { AdminPage, LoadError } from '@/features/admin/components/admin-page'
import { money } from '@/features/admin/format'
import { errorMessage } from '@/lib/api-client'

function Card({ label, value, to }: { label: string; value: string; to?: string }) {
  const body = (
    <>
      <span className="block text-sm font-medium text-muted">{label}</span>
      <span className="mt-2 block text-3xl font-bold tabular-nums text-ink">{value}</span>
    </>
  )
  const cls = 'block rounded-xl border border-slate-200 bg-white p-5 shadow-sm'
  return (
    <li>
      {to ? (
        <Link to={to} className={`${cls} hover:border-brand-300`}>
          {body}
        </Link>
      ) : (
        <div className={cls}>{body}</div>
      )}
    </li>
  )
}

const count = (n: number) => n.toLocaleString('en-US')

/** /admin: the business at a glance, each card one SQL figure. */
export function OverviewPage() {
  const overview = useOverview()
  return (
    <AdminPage title="Overview" description="Live figures from the database.">
      {overview.isPending ? (
        <Spinner />
      ) : overview.isError ? (
        <LoadError message={errorMessage(overview.error, '')} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          <Card label="Students" value={count(overview.data.students)} to={adminPaths.users} />
          <Card label="Active plans" value={count(overview.data.activePlans)} />
          <Card
            label="Revenue this month"
            value={
              overview.data.revenueThisMonth.length
                ? overview.data.revenueThisMonth
                    .map((r) => money(r.amountCents, r.currency))
                    .join(' + ')
                : money(0, 'CAD')
            }
            to={adminPaths.orders}
          />
          <Card label="Tests taken" value={count(overview.data.testsTaken)} />
          <Card label="Open chats" value={count(overview.data.openChats)} to={adminPaths.chat} />
          <Card label="New leads" value={count(overview.data.newLeads)} to={adminPaths.leads} />
        </ul>
      )}
    </AdminPage>
  )
}
