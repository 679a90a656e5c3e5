import type { TRecordEntry } from '@nurseready/shared/items/record'
import { Plus, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Field, FieldFrame } from '@/components/ui/field'

type Table = Extract<TRecordEntry, { kind: 'table' }>
const cellInput =
  'h-9 w-full min-w-24 rounded-md border border-slate-300 bg-white px-2 text-sm text-ink focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30'

/** A labelled multi-line text box (notes' HTML). */
export function TextArea({
  label,
  value,
  onChange,
  hint,
  rows = 4,
  readOnly,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  hint?: string
  rows?: number
  readOnly?: boolean
}) {
  return (
    <FieldFrame label={label} hint={hint}>
      {(aria) => (
        <textarea
          {...aria}
          rows={rows}
          value={value}
          readOnly={readOnly}
          onChange={(e) => onChange(e.target.value)}
          className="block w-full rounded-lg border border-slate-300 bg-white p-2 font-mono text-sm text-ink focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
        />
      )}
    </FieldFrame>
  )
}

/** One entry of a record tab: a note (when, and its HTML) or a table (caption, columns, rows). */
export function EntryEditor({
  entry,
  onChange,
  actions,
  readOnly = false,
}: {
  entry: TRecordEntry
  onChange: (entry: TRecordEntry) => void
  /** Buttons for the entry as a whole (remove). */
  actions?: ReactNode
  readOnly?: boolean
}) {
  const title = entry.kind === 'note' ? `Note ${entry.id}` : `Table ${entry.id}`
  return (
    <fieldset className="min-w-0 space-y-3 rounded-lg border border-slate-200 bg-slate-50/60 p-3">
      <legend className="px-1 text-sm font-semibold text-ink">{title}</legend>
      {actions ? <div className="flex flex-wrap justify-end gap-2">{actions}</div> : null}
      {entry.kind === 'note' ? (
        <>
          <Field
            label="When"
            hint='As shown above the note: "Day 1, 0830".'
            value={entry.time ?? ''}
            readOnly={readOnly}
            onChange={(e) => onChange({ ...entry, time: e.target.value })}
          />
          <TextArea
            label="Note (HTML)"
            value={entry.html}
            readOnly={readOnly}
            onChange={(html) => onChange({ ...entry, html })}
          />
        </>
      ) : (
        <TableEditor table={entry} onChange={onChange} readOnly={readOnly} />
      )}
    </fieldset>
  )
}

function TableEditor({
  table,
  onChange,
  readOnly,
}: {
  table: Table
  onChange: (t: Table) => void
  readOnly: boolean
}) {
  const setColumn = (c: number, value: string) =>
    onChange({ ...table, columns: table.columns.map((v, i) => (i === c ? value : v)) })
  const setCell = (r: number, c: number | 'label', value: string) =>
    onChange({
      ...table,
      rows: table.rows.map((row, i) =>
        i !== r
          ? row
          : c === 'label'
            ? { ...row, label: value }
            : { ...row, values: row.values.map((v, j) => (j === c ? value : v)) },
      ),
    })
  const addColumn = () =>
    onChange({
      ...table,
      columns: [...table.columns, ''],
      rows: table.rows.map((r) => ({ ...r, values: [...r.values, ''] })),
    })
  const removeColumn = () =>
    onChange({
      ...table,
      columns: table.columns.slice(0, -1),
      rows: table.rows.map((r) => ({ ...r, values: r.values.slice(0, -1) })),
    })
  const columnName = (c: number) => table.columns[c] || `column ${c + 1}`
  return (
    <div className="space-y-3">
      <Field
        label="Caption"
        value={table.caption ?? ''}
        readOnly={readOnly}
        onChange={(e) => onChange({ ...table, caption: e.target.value })}
      />
      <section
        aria-label={`Cells of table ${table.id}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways takes focus (axe scrollable-region-focusable)
        tabIndex={0}
        className="overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <table className="text-sm">
          <thead>
            <tr>
              <th scope="col" className="px-1 pb-1 text-left text-xs font-semibold text-muted">
                Row
              </th>
              {table.columns.map((c, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns have no ids; their place is their identity
                <th key={i} scope="col" className="px-1 pb-1">
                  <input
                    aria-label={`Heading of column ${i + 1}`}
                    className={cellInput}
                    value={c}
                    readOnly={readOnly}
                    onChange={(e) => setColumn(i, e.target.value)}
                  />
                </th>
              ))}
              <td />
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no ids; their place is their identity
              <tr key={r}>
                <th scope="row" className="px-1 py-0.5">
                  <input
                    aria-label={`Row ${r + 1} label`}
                    className={cellInput}
                    value={row.label}
                    readOnly={readOnly}
                    onChange={(e) => setCell(r, 'label', e.target.value)}
                  />
                </th>
                {row.values.map((v, c) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells follow their column
                  <td key={c} className="px-1 py-0.5">
                    <input
                      aria-label={`Row ${r + 1}, ${columnName(c)}`}
                      className={cellInput}
                      value={v}
                      readOnly={readOnly}
                      onChange={(e) => setCell(r, c, e.target.value)}
                    />
                  </td>
                ))}
                <td className="px-1">
                  {readOnly || table.rows.length === 1 ? null : (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Remove row ${r + 1}`}
                      onClick={() =>
                        onChange({ ...table, rows: table.rows.filter((_, i) => i !== r) })
                      }
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {readOnly ? null : (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              onChange({
                ...table,
                rows: [...table.rows, { label: '', values: table.columns.map(() => '') }],
              })
            }
          >
            <Plus aria-hidden="true" className="size-4" /> Add row
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={table.columns.length >= 12}
            onClick={addColumn}
          >
            <Plus aria-hidden="true" className="size-4" /> Add column
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={table.columns.length <= 1}
            onClick={removeColumn}
          >
            Remove last column
          </Button>
        </div>
      )}
    </div>
  )
}
