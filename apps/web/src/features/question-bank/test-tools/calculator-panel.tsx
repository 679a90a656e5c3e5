import { useEffect, useId, useRef } from 'react'
import { CalculatorPad } from '../review/components/calculator-dialog'
import { TitleBar } from '../review/components/modal'

/**
 * The calculator during a test: the review's calculator keys in a non-modal panel, so the
 * question stays readable and answerable beside it (below the toolbar on narrow screens, under the
 * navigator on wide ones). Escape or the close button closes it and puts focus back on the
 * toolbar's Calculator button. Keys pressed inside it never trigger the test's shortcuts.
 */
export function CalculatorPanel({ onClose }: { onClose: () => void }) {
  const titleId = useId()
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('input')?.focus()
  }, [])
  return (
    <section
      ref={ref}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-shortcuts-ignore
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return
        e.stopPropagation()
        onClose()
      }}
      className="w-full rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-300 sm:max-w-xs lg:max-w-none"
    >
      <TitleBar
        id={titleId}
        title="Calculator"
        onClose={onClose}
        closeLabel="Close calculator"
        className="mb-3 text-base"
      />
      <CalculatorPad />
    </section>
  )
}
