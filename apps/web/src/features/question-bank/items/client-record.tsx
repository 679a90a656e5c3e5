import { CJ_STEP_LABELS, type TCjStep } from '@nurseready/shared/items/common'
import type { TClientRecord, TRecordEntry } from '@nurseready/shared/items/record'
import { type KeyboardEvent, useId, useRef, useState } from 'react'
import { SafeHtml } from '@/components/ui/safe-html'
import { cn } from '@/lib/cn'
import { tabKeyTarget } from '@/lib/tab-keys'
import { ScrollX } from './parts'

/**
 * A client record (a case study's chart or a trend item's exhibit) as tabs: a tablist moved with
 * the arrow keys, Home and End (automatic activation), one panel per tab. Notes are the server's
 * sanitized HTML (SafeHtml); tables scroll sideways on a narrow screen.
 */
export function ClientRecord({
  record,
  label = 'Client record',
}: {
  record: TClientRecord
  /** The accessible name of the tab list: "Client record", "Exhibit". */
  label?: string
}) {
  const uid = useId()
  const [current, setCurrent] = useState(record.tabs[0]?.id ?? '')
  const tabs = useRef(new Map<string, HTMLButtonElement>())
  // The record can change as a case unfolds: fall back to the first tab when ours has gone.
  const active = record.tabs.find((t) => t.id === current) ?? record.tabs[0]
  if (!active) return null
  const onKeyDown = (e: KeyboardEvent) => {
    const to = tabKeyTarget(e.key, record.tabs.indexOf(active), record.tabs.length)
    if (to === null) return
    e.preventDefault()
    const tab = record.tabs[to]
    if (!tab) return
    setCurrent(tab.id)
    tabs.current.get(tab.id)?.focus()
  }
  return (
    <section aria-label={label} className="rounded-xl border border-slate-200 bg-white">
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-slate-200 px-2 pt-2"
      >
        {record.tabs.map((t) => {
          const selected = t.id === active.id
          return (
            <button
              key={t.id}
              ref={(el) => {
                if (el) tabs.current.set(t.id, el)
                else tabs.current.delete(t.id)
              }}
              type="button"
              role="tab"
              id={`${uid}-tab-${t.id}`}
              aria-selected={selected}
              aria-controls={`${uid}-panel-${t.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setCurrent(t.id)}
              className={cn(
                '-mb-px shrink-0 whitespace-nowrap rounded-t-lg border-b-2 px-3 py-2 text-sm font-medium',
                selected
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-muted hover:text-ink',
              )}
            >
              {t.label}
            </button>
          )
        })}
      </div>
      <div
        role="tabpanel"
        id={`${uid}-panel-${active.id}`}
        aria-labelledby={`${uid}-tab-${active.id}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel takes focus (APG tabs pattern)
        tabIndex={0}
        className="space-y-4 p-3 sm:p-4"
      >
        {active.entries.length === 0 ? (
          <p className="text-sm text-muted">Nothing recorded yet.</p>
        ) : (
          active.entries.map((entry) => <Entry key={entry.id} entry={entry} />)
        )}
      </div>
    </section>
  )
}

function Entry({ entry }: { entry: TRecordEntry }) {
  if (entry.kind === 'note')
    return (
      <article className="space-y-1 text-sm leading-relaxed text-ink">
        {entry.time ? <p className="text-xs font-semibold text-muted">{entry.time}</p> : null}
        <SafeHtml html={entry.html} />
      </article>
    )
  return (
    <ScrollX className="rounded-lg">
      <table className="w-full text-left text-sm">
        {entry.caption ? (
          <caption className="px-3 py-2 text-left text-xs font-semibold text-muted">
            {entry.caption}
          </caption>
        ) : null}
        <thead className="bg-slate-50 text-xs text-muted">
          <tr>
            <td className="px-3 py-2" />
            {entry.columns.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed content in its authored order, without ids
              <th key={i} scope="col" className="whitespace-nowrap px-3 py-2 font-semibold">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {entry.rows.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed content in its authored order, without ids
            <tr key={r}>
              <th scope="row" className="px-3 py-2 font-medium text-ink">
                {row.label}
              </th>
              {row.values.map((v, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed content in its authored order, without ids
                <td key={i} className="whitespace-nowrap px-3 py-2 text-ink">
                  {v}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollX>
  )
}

/** The case study's title, "Item 3 of 6" and the item's clinical-judgment step. */
export function CaseHeader({
  title,
  index,
  total,
  step,
}: {
  title: string
  /** 0-based position of the item in the case. */
  index: number
  total: number
  step?: TCjStep | null
}) {
  return (
    <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <p className="text-sm text-muted">
        <span className="font-semibold text-ink">
          Item {index + 1} of {total}
        </span>
        {step ? <span> · {CJ_STEP_LABELS[step]}</span> : null}
      </p>
    </header>
  )
}
