import {
  applyRecordChanges,
  type TClientRecord,
  type TRecordChange,
} from '@nurseready/shared/items/record'
import { Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { SelectField } from '@/components/ui/select-field'
import { newNote, newTable } from './case-draft'
import { EntryEditor } from './entry-editor'

const NEW_TAB = '__new-tab'

/**
 * How the record changes before a step's item is shown (the format's `recordChanges`): add an
 * entry to a tab (or a new tab), replace an entry with a new version under the same id (a vital
 * signs table with one more column), or remove one. `before`: the record as the previous step left it.
 */
export function ChangesEditor({
  step,
  changes,
  before,
  onChange,
  newId,
  readOnly = false,
}: {
  /** "Item 3" — names the controls. */
  step: string
  changes: TRecordChange[]
  before: TClientRecord
  onChange: (changes: TRecordChange[]) => void
  newId: (prefix: string) => string
  readOnly?: boolean
}) {
  /** The record as change `k` finds it (earlier changes of this step applied). */
  const recordAt = (k: number) => {
    const r = applyRecordChanges(before, changes.slice(0, k))
    return r.ok ? r.record : before
  }
  const set = (k: number, next: TRecordChange) =>
    onChange(changes.map((c, i) => (i === k ? next : c)))
  const firstTab = before.tabs[0]?.id ?? 'nurses-notes'
  const withEntries = recordAt(changes.length).tabs.find((t) => t.entries.length)
  const firstEntry = withEntries?.entries[0]

  return (
    <div className="space-y-3">
      {changes.length === 0 ? (
        <p className="text-sm text-muted">The record stays as the previous item left it.</p>
      ) : null}
      {changes.map((change, k) => {
        const record = recordAt(k)
        const tab = record.tabs.find((t) => t.id === change.tab)
        const verb =
          change.op === 'add' ? 'Add to' : change.op === 'replace' ? 'Replace in' : 'Remove from'
        const name = `${step}, change ${k + 1}`
        return (
          <fieldset
            // biome-ignore lint/suspicious/noArrayIndexKey: changes have no ids; their order is their identity
            key={k}
            aria-label={name}
            className="min-w-0 space-y-3 rounded-lg border border-slate-200 p-3"
          >
            <legend className="px-1 text-sm font-semibold text-ink">
              Change {k + 1}: {verb}{' '}
              {tab?.label ?? (change.op === 'add' ? change.label : undefined) ?? change.tab}
            </legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <SelectField
                label="Tab"
                value={change.op === 'add' && change.label !== undefined ? NEW_TAB : change.tab}
                disabled={readOnly}
                onChange={(e) => {
                  const value = e.target.value
                  if (change.op === 'add')
                    set(
                      k,
                      value === NEW_TAB
                        ? { ...change, tab: newId('tab'), label: 'New tab' }
                        : { op: 'add', tab: value, entry: change.entry },
                    )
                  else {
                    const first = record.tabs.find((t) => t.id === value)?.entries[0]
                    set(
                      k,
                      change.op === 'replace'
                        ? { op: 'replace', tab: value, entry: first ?? change.entry }
                        : { op: 'remove', tab: value, entryId: first?.id ?? '' },
                    )
                  }
                }}
              >
                {record.tabs.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.label}
                  </option>
                ))}
                {change.op === 'add' ? <option value={NEW_TAB}>A new tab</option> : null}
              </SelectField>
              {change.op === 'add' && change.label !== undefined ? (
                <Field
                  label="New tab's name"
                  value={change.label}
                  readOnly={readOnly}
                  onChange={(e) => set(k, { ...change, label: e.target.value })}
                />
              ) : null}
              {change.op !== 'add' ? (
                <SelectField
                  label="Entry"
                  value={change.op === 'replace' ? change.entry.id : change.entryId}
                  disabled={readOnly}
                  onChange={(e) => {
                    const entry = tab?.entries.find((x) => x.id === e.target.value)
                    if (!entry) return
                    set(
                      k,
                      change.op === 'replace'
                        ? { ...change, entry }
                        : { ...change, entryId: entry.id },
                    )
                  }}
                >
                  {(tab?.entries ?? []).map((x) => (
                    <option key={x.id} value={x.id}>
                      {x.kind === 'note' ? `Note ${x.id}` : `Table ${x.id}`}
                      {x.kind === 'note' && x.time ? ` (${x.time})` : ''}
                    </option>
                  ))}
                </SelectField>
              ) : null}
            </div>
            {change.op !== 'remove' ? (
              <EntryEditor
                entry={change.entry}
                readOnly={readOnly}
                onChange={(entry) => set(k, { ...change, entry })}
              />
            ) : null}
            {readOnly ? null : (
              <div className="flex justify-end">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onChange(changes.filter((_, i) => i !== k))}
                >
                  <Trash2 aria-hidden="true" className="size-4" /> Remove change {k + 1}
                </Button>
              </div>
            )}
          </fieldset>
        )
      })}
      {readOnly || changes.length >= 12 ? null : (
        <div className="flex flex-wrap gap-2">
          {(['note', 'table'] as const).map((kind) => (
            <Button
              key={kind}
              variant="secondary"
              size="sm"
              onClick={() => {
                const entry = kind === 'note' ? newNote(newId(kind)) : newTable(newId(kind))
                onChange([...changes, { op: 'add', tab: firstTab, entry }])
              }}
            >
              Add a {kind}
            </Button>
          ))}
          {withEntries && firstEntry ? (
            <>
              <Button
                variant="secondary"
                size="sm"
                onClick={() =>
                  onChange([...changes, { op: 'replace', tab: withEntries.id, entry: firstEntry }])
                }
              >
                Replace an entry
              </Button>
              <Button
                variant="secondary"
                size="sm"
                onClick={() =>
                  onChange([
                    ...changes,
                    { op: 'remove', tab: withEntries.id, entryId: firstEntry.id },
                  ])
                }
              >
                Remove an entry
              </Button>
            </>
          ) : null}
        </div>
      )}
    </div>
  )
}
