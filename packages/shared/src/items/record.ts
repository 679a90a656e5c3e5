import { z } from 'zod'
import { ZHtml as ZRecordHtml, ZId as ZRecordId } from './primitives'

/**
 * A client record (the exhibit of trend items and the chart of a case study): tabs of entries,
 * each a note (HTML) or a table whose columns are usually times ("0800", "Day 2").
 */
const ZCell = z.string().max(200)

/** The standard tabs of a case study's record, in the order they are shown. */
export const RECORD_TABS = [
  'nurses-notes',
  'history-and-physical',
  'vital-signs',
  'laboratory-results',
  'orders',
] as const
export const RECORD_TAB_LABELS: Record<(typeof RECORD_TABS)[number], string> = {
  'nurses-notes': "Nurses' Notes",
  'history-and-physical': 'History and Physical',
  'vital-signs': 'Vital Signs',
  'laboratory-results': 'Laboratory Results',
  orders: 'Orders/MAR',
}

export const ZRecordEntry = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('note'),
    id: ZRecordId,
    /** When it was written, as shown: "Day 1, 0830". */
    time: z.string().max(40).optional(),
    html: ZRecordHtml,
  }),
  z
    .object({
      kind: z.literal('table'),
      id: ZRecordId,
      caption: z.string().max(200).optional(),
      /** Column headings (times for a trend), after the row-label column. */
      columns: z.array(ZCell).min(1).max(12),
      rows: z
        .array(z.object({ label: ZCell, values: z.array(ZCell) }))
        .min(1)
        .max(40),
    })
    .refine((t) => t.rows.every((r) => r.values.length === t.columns.length), {
      message: 'Every row has one value per column',
    }),
])
export type TRecordEntry = z.infer<typeof ZRecordEntry>

export const ZRecordTab = z.object({
  /** One of RECORD_TABS, or an own id ("mar", "imaging"). */
  id: ZRecordId,
  label: z.string().trim().min(1).max(60),
  entries: z.array(ZRecordEntry).max(40),
})
export type TRecordTab = z.infer<typeof ZRecordTab>

export const ZClientRecord = z
  .object({ tabs: z.array(ZRecordTab).min(1).max(10) })
  .refine((r) => new Set(r.tabs.map((t) => t.id)).size === r.tabs.length, {
    message: 'Tab ids are unique',
  })
export type TClientRecord = z.infer<typeof ZClientRecord>

/**
 * How the record changes before an item of a case study is shown: `add` appends an entry to a
 * tab (creating the tab, which then needs a label), `replace` swaps the entry with the same id
 * (a vital-signs table that gains a column), `remove` drops it.
 */
export const ZRecordChange = z.discriminatedUnion('op', [
  z.object({
    op: z.literal('add'),
    tab: ZRecordId,
    label: z.string().trim().min(1).max(60).optional(),
    entry: ZRecordEntry,
  }),
  z.object({ op: z.literal('replace'), tab: ZRecordId, entry: ZRecordEntry }),
  z.object({ op: z.literal('remove'), tab: ZRecordId, entryId: ZRecordId }),
])
export type TRecordChange = z.infer<typeof ZRecordChange>

export type TApplyResult = { ok: true; record: TClientRecord } | { ok: false; message: string }

/** The record after `changes`, applied in order; the input is not modified. */
export function applyRecordChanges(
  record: TClientRecord,
  changes: readonly TRecordChange[],
): TApplyResult {
  const tabs = record.tabs.map((t) => ({ ...t, entries: [...t.entries] }))
  for (const change of changes) {
    let tab = tabs.find((t) => t.id === change.tab)
    if (change.op === 'add') {
      if (!tab) {
        if (!change.label) return { ok: false, message: `New tab ${change.tab} needs a label` }
        tab = { id: change.tab, label: change.label, entries: [] }
        tabs.push(tab)
      }
      if (tab.entries.some((e) => e.id === change.entry.id))
        return { ok: false, message: `Entry ${change.entry.id} is already in tab ${tab.id}` }
      tab.entries.push(change.entry)
      continue
    }
    const entryId = change.op === 'replace' ? change.entry.id : change.entryId
    const at = tab ? tab.entries.findIndex((e) => e.id === entryId) : -1
    if (!tab || at < 0) return { ok: false, message: `No entry ${entryId} in tab ${change.tab}` }
    if (change.op === 'replace') tab.entries[at] = change.entry
    else tab.entries.splice(at, 1)
  }
  return { ok: true, record: { tabs } }
}
