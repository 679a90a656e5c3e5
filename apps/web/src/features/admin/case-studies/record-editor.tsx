import type { TClientRecord, TRecordEntry, TRecordTab } from '@nurseready/shared/items/record'
import { Plus, StickyNote, TableProperties, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { newNote, newTable } from './case-draft'
import { EntryEditor } from './entry-editor'
import { Tabs } from './tabs'

/**
 * The client record as the case starts: its tabs (Nurses' Notes, History and Physical, Vital
 * Signs, Laboratory Results, Orders/MAR or the author's own), each with its notes and tables.
 * `newId(prefix)` gives an entry or tab id not used anywhere in the case.
 */
export function RecordEditor({
  record,
  onChange,
  newId,
  readOnly = false,
}: {
  record: TClientRecord
  onChange: (record: TClientRecord) => void
  newId: (prefix: string) => string
  readOnly?: boolean
}) {
  const [current, setCurrent] = useState(record.tabs[0]?.id ?? '')
  const tab = record.tabs.find((t) => t.id === current) ?? record.tabs[0]
  const setTab = (next: TRecordTab) =>
    onChange({ tabs: record.tabs.map((t) => (t.id === tab?.id ? next : t)) })
  const setEntry = (i: number, entry: TRecordEntry) =>
    tab && setTab({ ...tab, entries: tab.entries.map((e, j) => (j === i ? entry : e)) })
  const addTab = () => {
    const id = newId('tab')
    onChange({ tabs: [...record.tabs, { id, label: 'New tab', entries: [] }] })
    setCurrent(id)
  }
  const removeTab = () => {
    if (!tab) return
    const rest = record.tabs.filter((t) => t.id !== tab.id)
    onChange({ tabs: rest })
    setCurrent(rest[0]?.id ?? '')
  }
  return (
    <Tabs
      label="Record tabs"
      tabs={record.tabs.map((t) => ({ id: t.id, label: t.label || t.id }))}
      current={tab?.id ?? ''}
      onChange={setCurrent}
      after={
        readOnly || record.tabs.length >= 10 ? null : (
          <Button variant="ghost" size="sm" onClick={addTab}>
            <Plus aria-hidden="true" className="size-4" /> Add tab
          </Button>
        )
      }
    >
      {tab ? (
        <div className="space-y-4">
          <div className="flex flex-wrap items-end gap-3">
            <Field
              className="min-w-48 flex-1"
              label="Tab name"
              hint={`Its id in record changes: ${tab.id}`}
              value={tab.label}
              readOnly={readOnly}
              onChange={(e) => setTab({ ...tab, label: e.target.value })}
            />
            {readOnly || record.tabs.length === 1 ? null : (
              <Button variant="secondary" size="sm" className="mb-7" onClick={removeTab}>
                <Trash2 aria-hidden="true" className="size-4" /> Remove this tab
              </Button>
            )}
          </div>
          {tab.entries.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-muted">
              Nothing recorded in {tab.label || 'this tab'} yet: students see “Nothing recorded
              yet.”
            </p>
          ) : (
            tab.entries.map((entry, i) => (
              <EntryEditor
                key={entry.id}
                entry={entry}
                readOnly={readOnly}
                onChange={(e) => setEntry(i, e)}
                actions={
                  readOnly ? null : (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() =>
                        setTab({ ...tab, entries: tab.entries.filter((_, j) => j !== i) })
                      }
                    >
                      <Trash2 aria-hidden="true" className="size-4" /> Remove{' '}
                      {entry.kind === 'note' ? 'note' : 'table'} {entry.id}
                    </Button>
                  )
                }
              />
            ))
          )}
          {readOnly ? null : (
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                size="sm"
                onClick={() =>
                  setTab({ ...tab, entries: [...tab.entries, newNote(newId('note'))] })
                }
              >
                <StickyNote aria-hidden="true" className="size-4" /> Add note
              </Button>
              <Button
                variant="secondary"
                size="sm"
                onClick={() =>
                  setTab({ ...tab, entries: [...tab.entries, newTable(newId('table'))] })
                }
              >
                <TableProperties aria-hidden="true" className="size-4" /> Add table
              </Button>
            </div>
          )}
        </div>
      ) : null}
    </Tabs>
  )
}
