import type { TAuditEntry, TAuditQuery } from '@nurseready/shared/schemas/admin'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { useAuditLog } from '@/features/admin/api/admin-api'
import { AdminList, Filters } from '@/features/admin/components/admin-list'
import { AdminPage } from '@/features/admin/components/admin-page'
import { AdminTable } from '@/features/admin/components/admin-table'
import { dateTime } from '@/features/admin/format'

/** A before/after summary as "field: value" lines (text only: values are never HTML). */
function Summary({ value }: { value: Record<string, unknown> | null }) {
  if (!value || Object.keys(value).length === 0) return <span className="text-muted">—</span>
  return (
    <dl className="space-y-0.5">
      {Object.entries(value).map(([k, v]) => (
        <div key={k}>
          <dt className="inline font-medium text-ink">{k}: </dt>
          <dd className="inline break-all text-muted">
            {typeof v === 'string' ? v : JSON.stringify(v)}
          </dd>
        </div>
      ))}
    </dl>
  )
}

const EMPTY = { actor: '', action: '', targetType: '', targetId: '', from: '', to: '' }

/** /admin/audit-log: every admin write, newest first, searchable by actor, action, target, dates. */
export function AuditLogPage() {
  const [draft, setDraft] = useState(EMPTY)
  const [query, setQuery] = useState<TAuditQuery>({ page: 1 })
  const log = useAuditLog(query)
  const field = (key: keyof typeof EMPTY, label: string, type = 'search', hint?: string) => (
    <Field
      label={label}
      type={type}
      hint={hint}
      value={draft[key]}
      onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
    />
  )
  return (
    <AdminPage title="Audit log" description="Who changed what, when: every admin write.">
      <Filters
        onSubmit={() => {
          const set = Object.fromEntries(Object.entries(draft).filter(([, v]) => v.trim() !== ''))
          setQuery({ page: 1, ...set })
        }}
      >
        {field('actor', 'Actor email')}
        {field('action', 'Action', 'search', 'e.g. user.disable, or order. for all')}
        {field('targetType', 'Target type', 'search', 'user, order, plan, blog_post, faq, lead…')}
        {field('targetId', 'Target id')}
        {field('from', 'From', 'date')}
        {field('to', 'To', 'date')}
        <div className="flex items-end gap-2 sm:col-span-2">
          <Button type="submit" size="sm">
            Search
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              setDraft(EMPTY)
              setQuery({ page: 1 })
            }}
          >
            Clear
          </Button>
        </div>
      </Filters>
      <AdminList
        query={log}
        empty="No entries match."
        onPage={(page) => setQuery({ ...query, page })}
      >
        {(data) => (
          <AdminTable<TAuditEntry>
            caption="Audit log"
            rows={data.items}
            rowKey={(e) => e.id}
            tableClassName="min-w-[60rem]"
            columns={[
              { header: 'When', cell: (e) => dateTime(e.at) },
              { header: 'Actor', cell: (e) => e.actorEmail },
              { header: 'Action', cell: (e) => <code className="text-xs">{e.action}</code> },
              {
                header: 'Target',
                className: 'min-w-[10rem]',
                cell: (e) => (
                  <span className="block text-xs">
                    <span className="block font-medium">{e.targetType}</span>
                    <span className="block break-all text-muted">{e.targetId ?? '—'}</span>
                  </span>
                ),
              },
              {
                header: 'Before',
                cell: (e) => <Summary value={e.before} />,
                className: 'min-w-[10rem] text-xs',
              },
              {
                header: 'After',
                cell: (e) => <Summary value={e.after} />,
                className: 'min-w-[10rem] text-xs',
              },
            ]}
          />
        )}
      </AdminList>
    </AdminPage>
  )
}
