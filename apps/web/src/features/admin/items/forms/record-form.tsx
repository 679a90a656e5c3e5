import {
  RECORD_TAB_LABELS,
  RECORD_TABS,
  type TClientRecord,
  type TRecordEntry,
} from '@nurseready/shared/items/record'
import { useState } from 'react'
import { SelectField } from '@/components/ui/select-field'
import { AddButton, Group, nextId, patchAt, RemoveButton, TextArea, TextInput } from './kit'

type Table = Extract<TRecordEntry, { kind: 'table' }>
type Tab = TClientRecord['tabs'][number]

/** A table of the record: caption, column headings (times), and rows of a label and values. */
function TableFields({
  entry,
  path,
  onChange,
}: {
  entry: Table
  path: string
  onChange: (t: Table) => void
}) {
  const columnName = (j: number) => entry.columns[j] || `column ${j + 1}`
  return (
    <div className="space-y-3">
      <TextInput
        label={`Caption of table ${entry.id} (optional)`}
        value={entry.caption ?? ''}
        onChange={(v) => onChange({ ...entry, caption: v === '' ? undefined : v })}
      />
      <Group legend={`Columns of table ${entry.id} (times, e.g. 0800)`}>
        <div className="grid gap-2 sm:grid-cols-3">
          {entry.columns.map((c, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: columns are placed by position
            <div key={j} className="flex items-end gap-2">
              <TextInput
                className="min-w-0 flex-1"
                label={`Column ${j + 1}`}
                value={c}
                path={`${path}.columns.${j}`}
                onChange={(v) =>
                  onChange({ ...entry, columns: entry.columns.map((x, k) => (k === j ? v : x)) })
                }
              />
              <div className="pb-1">
                <RemoveButton
                  what={`column ${j + 1} of table ${entry.id}`}
                  disabled={entry.columns.length <= 1}
                  onClick={() =>
                    onChange({
                      ...entry,
                      columns: entry.columns.filter((_, k) => k !== j),
                      rows: entry.rows.map((r) => ({
                        ...r,
                        values: r.values.filter((_, k) => k !== j),
                      })),
                    })
                  }
                />
              </div>
            </div>
          ))}
        </div>
        <AddButton
          disabled={entry.columns.length >= 12}
          onClick={() =>
            onChange({
              ...entry,
              columns: [...entry.columns, ''],
              rows: entry.rows.map((r) => ({ ...r, values: [...r.values, ''] })),
            })
          }
        >
          Add a column
        </AddButton>
      </Group>
      {entry.rows.map((r, i) => (
        <Group
          // biome-ignore lint/suspicious/noArrayIndexKey: record rows have no ids
          key={i}
          legend={`Row ${i + 1} of table ${entry.id}`}
          actions={
            <RemoveButton
              what={`row ${i + 1} of table ${entry.id}`}
              disabled={entry.rows.length <= 1}
              onClick={() => onChange({ ...entry, rows: entry.rows.filter((_, k) => k !== i) })}
            />
          }
        >
          <div className="grid gap-2 sm:grid-cols-3">
            <TextInput
              label={`Row ${i + 1} label`}
              value={r.label}
              onChange={(label) => onChange({ ...entry, rows: patchAt(entry.rows, i, { label }) })}
            />
            {entry.columns.map((_, j) => (
              <TextInput
                // biome-ignore lint/suspicious/noArrayIndexKey: values follow the columns
                key={j}
                label={`Row ${i + 1}, ${columnName(j)}`}
                value={r.values[j] ?? ''}
                onChange={(v) =>
                  onChange({
                    ...entry,
                    rows: patchAt(entry.rows, i, {
                      values: entry.columns.map((__, k) => (k === j ? v : (r.values[k] ?? ''))),
                    }),
                  })
                }
              />
            ))}
          </div>
        </Group>
      ))}
      <AddButton
        disabled={entry.rows.length >= 40}
        onClick={() =>
          onChange({
            ...entry,
            rows: [...entry.rows, { label: '', values: entry.columns.map(() => '') }],
          })
        }
      >
        Add a row
      </AddButton>
    </div>
  )
}

/** One tab of the record: which standard tab, its label, and its notes and tables. */
function TabFields({
  tab,
  path,
  onChange,
}: {
  tab: Tab
  path: string
  onChange: (t: Tab) => void
}) {
  const ids = tab.entries.map((e) => e.id)
  const setEntry = (i: number, e: TRecordEntry) =>
    onChange({ ...tab, entries: tab.entries.map((x, k) => (k === i ? e : x)) })
  return (
    <>
      <TextInput
        label={`Label of tab ${tab.id}`}
        value={tab.label}
        path={`${path}.label`}
        onChange={(label) => onChange({ ...tab, label })}
      />
      {tab.entries.map((e, i) => (
        <Group
          key={e.id}
          legend={e.kind === 'note' ? `Note ${e.id}` : `Table ${e.id}`}
          actions={
            <RemoveButton
              what={`${e.kind} ${e.id}`}
              onClick={() => onChange({ ...tab, entries: tab.entries.filter((_, k) => k !== i) })}
            />
          }
        >
          {e.kind === 'note' ? (
            <>
              <TextInput
                label={`Time of note ${e.id} (optional)`}
                hint="As shown, e.g. Day 1, 0830."
                value={e.time ?? ''}
                onChange={(v) => setEntry(i, { ...e, time: v === '' ? undefined : v })}
              />
              <TextArea
                label={`Note ${e.id} (HTML)`}
                rows={3}
                value={e.html}
                path={`${path}.entries.${i}.html`}
                onChange={(html) => setEntry(i, { ...e, html })}
              />
            </>
          ) : (
            <TableFields entry={e} path={`${path}.entries.${i}`} onChange={(t) => setEntry(i, t)} />
          )}
        </Group>
      ))}
      <div className="flex flex-wrap gap-2">
        <AddButton
          disabled={tab.entries.length >= 40}
          onClick={() =>
            onChange({
              ...tab,
              entries: [...tab.entries, { kind: 'note', id: nextId('n', ids), html: '' }],
            })
          }
        >
          Add a note
        </AddButton>
        <AddButton
          disabled={tab.entries.length >= 40}
          onClick={() =>
            onChange({
              ...tab,
              entries: [
                ...tab.entries,
                {
                  kind: 'table',
                  id: nextId('t', ids),
                  columns: [''],
                  rows: [{ label: '', values: [''] }],
                },
              ],
            })
          }
        >
          Add a table
        </AddButton>
      </div>
    </>
  )
}

/** The client record shown beside a trend item: its tabs (the standard ones) and their entries. */
export function RecordFields({
  value,
  onChange,
  path,
}: {
  value: TClientRecord
  onChange: (r: TClientRecord) => void
  path: string
}) {
  const free = RECORD_TABS.filter((t) => !value.tabs.some((x) => x.id === t))
  const [adding, setAdding] = useState<(typeof RECORD_TABS)[number]>('vital-signs')
  return (
    <Group legend="Client record (exhibit)">
      {value.tabs.map((t, i) => (
        <Group
          key={t.id}
          legend={`Tab ${t.label || t.id}`}
          actions={
            <RemoveButton
              what={`tab ${t.label || t.id}`}
              disabled={value.tabs.length <= 1}
              onClick={() => onChange({ tabs: value.tabs.filter((_, k) => k !== i) })}
            />
          }
        >
          <TabFields
            tab={t}
            path={`${path}.tabs.${i}`}
            onChange={(tab) => onChange({ tabs: patchAt(value.tabs, i, tab) })}
          />
        </Group>
      ))}
      {free.length && value.tabs.length < 10 ? (
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            className="min-w-0 flex-1 basis-full sm:basis-0"
            label="Tab to add"
            value={free.includes(adding) ? adding : free[0]}
            onChange={(e) => setAdding(e.target.value as typeof adding)}
          >
            {free.map((t) => (
              <option key={t} value={t}>
                {RECORD_TAB_LABELS[t]}
              </option>
            ))}
          </SelectField>
          <div className="pb-1">
            <AddButton
              onClick={() => {
                const id = free.includes(adding) ? adding : (free[0] as (typeof free)[number])
                onChange({
                  tabs: [...value.tabs, { id, label: RECORD_TAB_LABELS[id], entries: [] }],
                })
              }}
            >
              Add the tab
            </AddButton>
          </div>
        </div>
      ) : null}
    </Group>
  )
}
