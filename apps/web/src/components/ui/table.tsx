import { type ReactNode, useEffect, useRef, useState } from 'react'
import { cn } from '@/lib/cn'

export type Column<T> = { header: string; cell: (row: T) => ReactNode; className?: string }

/** A responsive data table: scrolls sideways on small screens, with a caption for screen readers. */
export function Table<T>({
  caption,
  columns,
  rows,
  rowKey,
  tableClassName,
}: {
  caption: string
  columns: Column<T>[]
  rows: T[]
  rowKey: (row: T) => string
  /** Extra classes for the <table>, e.g. a smaller min-width for a narrow list. */
  tableClassName?: string
}) {
  const [ref, scrolls] = useScrollsSideways()
  return (
    // Scrolling sideways, it is a named region that takes focus so the keyboard can scroll it
    // (axe scrollable-region-focusable); a table that fits is no extra tab stop.
    <section
      ref={ref}
      aria-label={scrolls ? caption : undefined}
      tabIndex={scrolls ? 0 : undefined}
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <table className={cn('w-full min-w-[36rem] text-left text-sm', tableClassName)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-muted">
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={cn('px-4 py-3 font-semibold', c.className)}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="hover:bg-slate-50/60">
              {columns.map((c) => (
                <td key={c.header} className={cn('px-4 py-3 align-middle', c.className)}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

/** Whether the element is wider inside than out (and shown: a 1 px visually hidden box is not). */
function useScrollsSideways() {
  const ref = useRef<HTMLElement>(null)
  const [scrolls, setScrolls] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (!el || typeof ResizeObserver === 'undefined') return
    const check = () => setScrolls(el.clientWidth > 1 && el.scrollWidth > el.clientWidth)
    const observer = new ResizeObserver(check)
    observer.observe(el)
    if (el.firstElementChild) observer.observe(el.firstElementChild)
    check()
    return () => observer.disconnect()
  }, [])
  return [ref, scrolls] as const
}
