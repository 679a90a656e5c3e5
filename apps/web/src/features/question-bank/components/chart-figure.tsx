import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { cn } from '@/lib/cn'

/** 1 → '1st', 22 → '22nd', 65 → '65th', 12 → '12th'. */
export function ordinal(n: number) {
  const tens = n % 100
  if (tens >= 11 && tens <= 13) return `${n}th`
  const suffix: Record<number, string> = { 1: 'st', 2: 'nd', 3: 'rd' }
  return `${n}${suffix[n % 10] ?? 'th'}`
}

/**
 * A chart with its numbers: the SVG is a labelled image, the table below always sits in the
 * accessibility tree (screen readers read the numbers) and a button shows it on screen too.
 */
export function ChartFigure({
  title,
  summary,
  chart,
  table,
}: {
  title: string
  summary: ReactNode
  chart: ReactNode
  /** The chart's numbers; null when there are none. */
  table: ReactNode | null
}) {
  const [shown, setShown] = useState(false)
  const tableId = useId()
  return (
    <figure className="min-w-0 space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <figcaption>
        <h3 className="text-base font-semibold text-ink">{title}</h3>
        <p className="text-sm text-muted">{summary}</p>
      </figcaption>
      {chart}
      {/* No numbers (nothing completed yet): no button that would show an empty table. */}
      {table ? (
        <>
          <button
            type="button"
            aria-expanded={shown}
            aria-controls={tableId}
            onClick={() => setShown((s) => !s)}
            className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
          >
            {shown ? 'Hide the numbers' : 'Show the numbers'}
          </button>
          {/* Hidden, the table clips rather than scrolls: no invisible scroll region or tab stop. */}
          <div id={tableId} className={cn(!shown && 'sr-only [&_section]:overflow-hidden')}>
            {table}
          </div>
        </>
      ) : null}
    </figure>
  )
}

/**
 * The width of an element in CSS pixels (`fallback` until measured, and in tests): a chart drawn
 * at its real width keeps its labels at their real size instead of shrinking with the viewBox.
 */
export function useElementWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null)
  const [width, setWidth] = useState(fallback)
  useEffect(() => {
    const el = ref.current
    if (!el || typeof ResizeObserver === 'undefined') return
    const measure = () => {
      if (el.clientWidth > 0) setWidth(Math.round(el.clientWidth))
    }
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    measure()
    return () => observer.disconnect()
  }, [])
  return [ref, width] as const
}
