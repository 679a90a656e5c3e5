import type { TContactLead } from '@nurseready/shared/schemas/marketing'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { SelectField } from '@/components/ui/select-field'
import { useLeads, useSetHandled } from '@/features/admin/api/admin-api'
import { AdminList, Badge } from '@/features/admin/components/admin-list'
import { AdminPage } from '@/features/admin/components/admin-page'
import { AdminTable } from '@/features/admin/components/admin-table'
import { dateTime } from '@/features/admin/format'

/**
 * /admin/leads: Contact Us requests, newest first. Every value is rendered as React text, so
 * markup a visitor typed shows as typed and never runs.
 */
export function LeadsPage() {
  const [status, setStatus] = useState<'new' | 'handled' | ''>('new')
  const [page, setPage] = useState(1)
  const leads = useLeads({ page, status: status || undefined })
  const setHandled = useSetHandled()
  return (
    <AdminPage title="Leads" description="Institutions that asked about NurseReady.">
      <div className="mb-4 max-w-xs">
        <SelectField
          label="Show"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as typeof status)
            setPage(1)
          }}
        >
          <option value="new">New</option>
          <option value="handled">Handled</option>
          <option value="">All</option>
        </SelectField>
      </div>
      <AdminList query={leads} empty="No leads here." onPage={setPage}>
        {(data) => (
          <AdminTable<TContactLead>
            caption="Contact leads"
            rows={data.items}
            rowKey={(l) => l.id}
            tableClassName="min-w-[56rem]"
            columns={[
              {
                header: 'Contact',
                cell: (l) => (
                  <span className="block">
                    <span className="block font-medium text-ink">{l.name}</span>
                    <a className="block text-brand-700 underline" href={`mailto:${l.email}`}>
                      {l.email}
                    </a>
                    {l.phone ? <span className="block text-muted">{l.phone}</span> : null}
                  </span>
                ),
              },
              { header: 'Institution', cell: (l) => l.institution },
              { header: 'Product', cell: (l) => l.product },
              { header: 'Users', cell: (l) => l.userRange },
              { header: 'Sent', cell: (l) => dateTime(l.createdAt) },
              {
                header: 'Status',
                cell: (l) => (
                  <span className="flex flex-col items-start gap-1">
                    <Badge tone={l.handledAt ? 'green' : 'amber'}>
                      {l.handledAt ? 'handled' : 'new'}
                    </Badge>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={setHandled.isPending}
                      onClick={() => setHandled.mutate({ id: l.id, handled: !l.handledAt })}
                    >
                      {l.handledAt ? 'Reopen' : 'Mark handled'}
                    </Button>
                  </span>
                ),
              },
            ]}
          />
        )}
      </AdminList>
    </AdminPage>
  )
}
