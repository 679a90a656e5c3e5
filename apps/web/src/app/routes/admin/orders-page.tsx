import type { TAdminOrder, TAdminOrderQuery } from '@nurseready/shared/schemas/admin'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Field } from '@/components/ui/field'
import { SelectField } from '@/components/ui/select-field'
import { useOrders, useRefund } from '@/features/admin/api/admin-api'
import { AdminList, Badge, Filters } from '@/features/admin/components/admin-list'
import { AdminPage } from '@/features/admin/components/admin-page'
import { AdminTable } from '@/features/admin/components/admin-table'
import { dateTime, money } from '@/features/admin/format'
import { errorMessage } from '@/lib/api-client'

const STATUS_TONE = {
  paid: 'green',
  pending: 'amber',
  failed: 'red',
  canceled: 'slate',
  refunded: 'blue',
} as const

/** /admin/orders: every order, filtered by status, student email and date; refunds. */
export function OrdersPage() {
  const [draft, setDraft] = useState({ status: '', q: '', from: '', to: '' })
  const [query, setQuery] = useState<TAdminOrderQuery>({ page: 1 })
  const orders = useOrders(query)
  const refund = useRefund()
  const [target, setTarget] = useState<TAdminOrder | null>(null)

  return (
    <AdminPage
      title="Orders"
      description="Every order; refund a paid one (its access ends at once)."
    >
      <Filters
        onSubmit={() => {
          const set = Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== ''))
          setQuery({ page: 1, ...set })
        }}
      >
        <SelectField
          label="Status"
          value={draft.status}
          onChange={(e) => setDraft({ ...draft, status: e.target.value })}
        >
          <option value="">Any</option>
          {Object.keys(STATUS_TONE).map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
        <Field
          label="Student email"
          type="search"
          value={draft.q}
          onChange={(e) => setDraft({ ...draft, q: e.target.value })}
        />
        <Field
          label="From"
          type="date"
          value={draft.from}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
        />
        <Field
          label="To"
          type="date"
          value={draft.to}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
        />
        <div className="sm:col-span-2 lg:col-span-4">
          <Button type="submit" size="sm">
            Filter
          </Button>
        </div>
      </Filters>
      <AdminList
        query={orders}
        empty="No orders match."
        onPage={(page) => setQuery({ ...query, page })}
      >
        {(data) => (
          <AdminTable<TAdminOrder>
            caption="Orders"
            rows={data.items}
            rowKey={(o) => o.id}
            tableClassName="min-w-[56rem]"
            columns={[
              { header: 'Order', cell: (o) => `#${o.number}` },
              {
                header: 'Student',
                cell: (o) => (
                  <span className="block">
                    <span className="block font-medium text-ink">{o.user.name}</span>
                    <span className="block text-muted">{o.user.email}</span>
                  </span>
                ),
              },
              { header: 'Item', cell: (o) => o.courseName },
              { header: 'Amount', cell: (o) => money(o.amountCents, o.currency) },
              {
                header: 'Status',
                cell: (o) => (
                  <span className="flex flex-col items-start gap-1">
                    <Badge tone={STATUS_TONE[o.status]}>{o.status}</Badge>
                    {o.refundRequestedAt && o.status === 'paid' ? (
                      <Badge tone="amber">refund pending</Badge>
                    ) : null}
                  </span>
                ),
              },
              { header: 'Created', cell: (o) => dateTime(o.createdAt) },
              {
                header: 'Actions',
                cell: (o) =>
                  o.status === 'paid' && !o.refundRequestedAt ? (
                    <Button size="sm" variant="danger" onClick={() => setTarget(o)}>
                      Refund
                    </Button>
                  ) : null,
              },
            ]}
          />
        )}
      </AdminList>
      {target ? (
        <ConfirmDialog
          title={`Refund order #${target.number}?`}
          confirmLabel="Refund"
          danger
          busy={refund.isPending}
          error={refund.isError ? errorMessage(refund.error, 'The refund failed.') : null}
          onConfirm={() => refund.mutate(target.id, { onSuccess: () => setTarget(null) })}
          onCancel={() => {
            setTarget(null)
            refund.reset()
          }}
        >
          {money(target.amountCents, target.currency)} goes back to {target.user.email}, and the
          access this order gave ends now.
        </ConfirmDialog>
      ) : null}
    </AdminPage>
  )
}
