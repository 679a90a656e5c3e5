import { adminPaths } from '@nurseready/shared/constants/routes'
import { ITEM_SORTS, ITEM_STATUSES, type TItemSummary } from '@nurseready/shared/schemas/item-bank'
import { useState } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { SelectField } from '@/components/ui/select-field'
import { Table } from '@/components/ui/table'
import { AdminList, Badge, Filters } from '../components/admin-list'
import { AdminPage } from '../components/admin-page'
import { downloadExport, useItems } from './items-api'
import { ItemTypeOptions } from './select-options'

const SORT_LABELS: Record<(typeof ITEM_SORTS)[number], string> = {
  updated: 'Last changed',
  timesUsed: 'Times used',
  facility: 'Facility',
  discrimination: 'Discrimination',
  pointBiserial: 'Point-biserial',
  difficulty: 'Rasch difficulty',
}
const TONE = { draft: 'amber', published: 'green', archived: 'slate', superseded: 'slate' } as const
const fixed = (v: number | null, digits: number) => (v === null ? '—' : v.toFixed(digits))

/** /admin/items: the bank with its statistics, filtered and sorted to find bad items. */
export function BankListPage() {
  const [page, setPage] = useState(1)
  const [filters, setFilters] = useState({
    q: '',
    status: '',
    type: '',
    sort: 'updated',
    order: 'desc',
  })
  const [draft, setDraft] = useState(filters)
  const [exportError, setExportError] = useState('')
  const items = useItems({
    page,
    pageSize: 25,
    q: filters.q || undefined,
    status: (filters.status || undefined) as TItemSummary['status'] | undefined,
    type: (filters.type || undefined) as never,
    sort: filters.sort as (typeof ITEM_SORTS)[number],
    order: filters.order as 'asc' | 'desc',
  })
  const exportAs = (format: 'json' | 'qti') => {
    setExportError('')
    downloadExport(format, items.data?.items.map((i) => i.id) ?? []).catch((e: Error) =>
      setExportError(e.message),
    )
  }
  return (
    <AdminPage
      title="Question bank"
      description="Items with how students did on them: sort by facility or discrimination to find the ones to fix."
      actions={
        <>
          <Link
            className="btn-link inline-flex items-center rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white"
            to={adminPaths.itemNew}
          >
            New item
          </Link>
          <Link
            className="inline-flex items-center rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-ink"
            to={adminPaths.itemImport}
          >
            Import
          </Link>
          <Button variant="secondary" onClick={() => exportAs('json')}>
            Export page (JSON)
          </Button>
          <Button variant="secondary" onClick={() => exportAs('qti')}>
            Export page (QTI 3.0)
          </Button>
        </>
      }
    >
      {exportError ? (
        <p role="alert" className="mb-3 text-sm font-medium text-red-700">
          {exportError}
        </p>
      ) : null}
      <Filters
        onSubmit={() => {
          setFilters(draft)
          setPage(1)
        }}
      >
        <Field
          label="Search"
          value={draft.q}
          onChange={(e) => setDraft({ ...draft, q: e.target.value })}
        />
        <SelectField
          label="Status"
          value={draft.status}
          onChange={(e) => setDraft({ ...draft, status: e.target.value })}
        >
          <option value="">Current (all but superseded)</option>
          {ITEM_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Type"
          value={draft.type}
          onChange={(e) => setDraft({ ...draft, type: e.target.value })}
        >
          <option value="">Any type</option>
          <ItemTypeOptions />
        </SelectField>
        <SelectField
          label="Sort by"
          value={draft.sort}
          onChange={(e) => setDraft({ ...draft, sort: e.target.value })}
        >
          {ITEM_SORTS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Order"
          value={draft.order}
          onChange={(e) => setDraft({ ...draft, order: e.target.value })}
        >
          <option value="desc">Highest first</option>
          <option value="asc">Lowest first</option>
        </SelectField>
        <div className="flex items-end">
          <Button type="submit">Apply</Button>
        </div>
      </Filters>
      <AdminList query={items} empty="No items match." onPage={setPage}>
        {(data) => (
          <Table<TItemSummary>
            caption="Items of the question bank"
            rows={data.items}
            rowKey={(i) => i.id}
            tableClassName="min-w-[64rem]"
            columns={[
              {
                header: 'Item',
                cell: (i) => (
                  <span className="block min-w-64 max-w-md">
                    <Link
                      className="font-medium text-brand-700 underline"
                      to={adminPaths.itemEdit.replace(':id', i.id)}
                    >
                      {i.key ?? i.id.slice(0, 8)}
                    </Link>
                    <span className="line-clamp-2 block text-muted">{i.stemText}</span>
                  </span>
                ),
              },
              { header: 'Type', cell: (i) => `${i.type} (${i.style})` },
              {
                header: 'Status',
                cell: (i) => (
                  <Badge tone={TONE[i.status]}>
                    {i.status} v{i.version}
                  </Badge>
                ),
              },
              { header: 'Used', cell: (i) => i.stats.timesUsed },
              {
                header: 'Facility',
                cell: (i) =>
                  i.stats.facility === null ? '—' : `${Math.round(i.stats.facility * 100)} %`,
              },
              { header: 'Discrimination', cell: (i) => fixed(i.stats.discrimination, 1) },
              { header: 'Point-biserial', cell: (i) => fixed(i.stats.pointBiserial, 2) },
              {
                header: 'Difficulty',
                cell: (i) =>
                  `${fixed(i.stats.difficulty, 2)}${i.stats.calibrated ? ' (calibrated)' : ''}`,
              },
            ]}
          />
        )}
      </AdminList>
    </AdminPage>
  )
}
