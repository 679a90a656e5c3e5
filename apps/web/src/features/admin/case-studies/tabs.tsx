import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react'
import { cn } from '@/lib/cn'
import { tabKeyTarget } from '@/lib/tab-keys'

export type TabSpec = { id: string; label: ReactNode }

/**
 * Tabs as the APG pattern has them: a tablist moved with the arrow keys, Home and End (automatic
 * activation), only the chosen tab in the Tab order, one panel labelled by its tab.
 */
export function Tabs({
  label,
  tabs,
  current,
  onChange,
  children,
  after,
}: {
  label: string
  tabs: TabSpec[]
  current: string
  onChange: (id: string) => void
  /** The chosen tab's panel. */
  children: ReactNode
  /** Controls after the tab list (an "Add tab" button), outside it. */
  after?: ReactNode
}) {
  const uid = useId()
  const refs = useRef(new Map<string, HTMLButtonElement>())
  const at = Math.max(
    0,
    tabs.findIndex((t) => t.id === current),
  )
  const active = tabs[at]
  const activeId = active?.id
  const listRef = useRef<HTMLDivElement>(null)
  // The chosen tab stays in sight in a strip that scrolls sideways (a phone, many steps); only
  // the strip scrolls, never the page.
  useEffect(() => {
    const list = listRef.current
    const tab = activeId ? refs.current.get(activeId) : undefined
    if (!list || !tab) return
    if (tab.offsetLeft < list.scrollLeft) list.scrollLeft = tab.offsetLeft
    else if (tab.offsetLeft + tab.offsetWidth > list.scrollLeft + list.clientWidth)
      list.scrollLeft = tab.offsetLeft + tab.offsetWidth - list.clientWidth
  }, [activeId])
  const onKeyDown = (e: KeyboardEvent) => {
    const to = tabKeyTarget(e.key, at, tabs.length)
    const tab = to === null ? undefined : tabs[to]
    if (!tab) return
    e.preventDefault()
    onChange(tab.id)
    refs.current.get(tab.id)?.focus()
  }
  return (
    <div>
      <div className="flex flex-wrap items-end gap-2 border-b border-slate-200">
        <div
          ref={listRef}
          role="tablist"
          aria-label={label}
          onKeyDown={onKeyDown}
          className="relative -mb-px flex max-w-full gap-1 overflow-x-auto"
        >
          {tabs.map((t) => {
            const selected = t.id === active?.id
            return (
              <button
                key={t.id}
                ref={(el) => {
                  if (el) refs.current.set(t.id, el)
                  else refs.current.delete(t.id)
                }}
                type="button"
                role="tab"
                id={`${uid}-tab-${t.id}`}
                aria-selected={selected}
                aria-controls={`${uid}-panel`}
                tabIndex={selected ? 0 : -1}
                onClick={() => onChange(t.id)}
                className={cn(
                  'shrink-0 whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
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
        {after ? <div className="mb-1 ml-auto">{after}</div> : null}
      </div>
      {active ? (
        <div
          role="tabpanel"
          id={`${uid}-panel`}
          aria-labelledby={`${uid}-tab-${active.id}`}
          className="pt-4"
        >
          {children}
        </div>
      ) : null}
    </div>
  )
}
