import { orderReceiptPath } from '@nurseready/shared/constants/routes'
import { formatMoney } from '@nurseready/shared/domain/billing'
import type { TOrder } from '@nurseready/shared/schemas/billing'
import { ReceiptText } from 'lucide-react'
import { Fragment, useState } from 'react'
import { Link } from 'react-router'
import { buttonVariants } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Pagination } from '@/components/ui/pagination'
import { Spinner } from '@/components/ui/spinner'
import { type Column, Table } from '@/components/ui/table'
import { paths } from '@/config/paths'
import { useOrders } from '@/features/billing/api/get-orders'
import { OrderStatus } from '@/features/billing/components/order-status'
import { formatDate } from '@/lib/format-date'

export const ORDER_HISTORY_TEXTS = {
  heading: 'Order history',
  empty: 'No orders yet',
  loadFailed: 'Failed to fetch data',
} as const

const COLUMNS: Column<TOrder>[] = [
  {
    header: 'Course Name',
    cell: (o) => <span className="font-medium text-ink">{o.courseName}</span>,
  },
  { header: 'Order ID', cell: (o) => <span className="font-mono text-xs">#{o.number}</span> },
  {
    header: 'Amount',
    cell: (o) => formatMoney(o.amountCents, o.currency),
    className: 'whitespace-nowrap',
  },
  {
    header: 'Purchase Date',
    cell: (o) => formatDate(o.paidAt ?? o.createdAt),
    className: 'whitespace-nowrap',
  },
  {
    header: 'Validity Date',
    cell: (o) => (o.validUntil ? formatDate(o.validUntil) : '—'),
    className: 'whitespace-nowrap',
  },
  { header: 'Status', cell: (o) => <OrderStatus order={o} /> },
  {
    header: 'Receipt',
    cell: (o) =>
      o.status === 'paid' ? (
        <Link
          to={orderReceiptPath(o.id)}
          className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
          aria-label={`Receipt for order #${o.number}`}
        >
          Receipt
        </Link>
      ) : (
        '—'
      ),
  },
]

/** /orderhistory: the student's orders, 15 a page, Active while paid and not past its end. */
export function OrderHistoryPage() {
  const [page, setPage] = useState(1)
  const orders = useOrders(page)
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <title>Order history · NurseReady</title>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {ORDER_HISTORY_TEXTS.heading}
        </h1>
        <p className="mt-1 text-muted">Your plan and live-lecture purchases, newest first.</p>
      </div>
      {orders.isPending ? (
        <Spinner label="Loading your orders..." />
      ) : orders.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {ORDER_HISTORY_TEXTS.loadFailed}
        </p>
      ) : orders.data.items.length === 0 ? (
        <EmptyState
          title={ORDER_HISTORY_TEXTS.empty}
          icon={<ReceiptText aria-hidden="true" className="size-8" />}
        >
          <p>Plans you buy appear here with their validity date.</p>
          <Link to={paths.subscriptions} className={buttonVariants({ className: 'mt-4' })}>
            See plans
          </Link>
        </EmptyState>
      ) : (
        <>
          <div className="hidden md:block">
            <Table
              caption="Order history"
              columns={COLUMNS}
              rows={orders.data.items}
              rowKey={(o) => o.id}
              tableClassName="min-w-[44rem]"
            />
          </div>
          {/* Phones: the same columns as one card per order. */}
          <ul aria-label="Orders" className="space-y-3 md:hidden">
            {orders.data.items.map((o) => (
              <li key={o.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                  {COLUMNS.map((c) => (
                    <Fragment key={c.header}>
                      <dt className="text-muted">{c.header}</dt>
                      <dd className="min-w-0 text-right">{c.cell(o)}</dd>
                    </Fragment>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
          <Pagination
            label="Order history pages"
            page={page}
            totalPages={Math.max(1, Math.ceil(orders.data.total / orders.data.pageSize))}
            onChange={setPage}
          />
        </>
      )}
    </div>
  )
}
