import { AArrowDown, AArrowUp } from 'lucide-react'
import { useState } from 'react'

const KEY = 'nr-test-font-size'

/** The three text sizes of the question (stem and options), smallest first. */
export const FONT_SIZES = [
  { label: 'Standard', className: 'text-base' },
  { label: 'Large', className: 'text-lg' },
  { label: 'Larger', className: 'text-xl' },
] as const

function stored(): number {
  const n = Number(localStorage.getItem(KEY))
  return Number.isInteger(n) && n >= 0 && n < FONT_SIZES.length ? n : 0
}

/** The question's text size, kept in localStorage for every test. */
export function useFontSize() {
  const [step, setStep] = useState(stored)
  const change = (by: number) => {
    const next = Math.min(FONT_SIZES.length - 1, Math.max(0, step + by))
    setStep(next)
    localStorage.setItem(KEY, String(next))
  }
  return {
    step,
    className: FONT_SIZES[step]!.className,
    smaller: () => change(-1),
    larger: () => change(1),
  }
}

const stepButton =
  'inline-flex size-10 items-center justify-center rounded-lg text-ink hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-40 disabled:hover:bg-transparent'

/** A− / A+ with the current size in words. */
export function FontSizeControl({ font }: { font: ReturnType<typeof useFontSize> }) {
  const label = FONT_SIZES[font.step]!.label
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of two buttons, not a form
    <div
      role="group"
      aria-label="Text size"
      className="inline-flex items-center rounded-lg border border-slate-300 bg-white"
    >
      <button
        type="button"
        className={stepButton}
        aria-label="Smaller text"
        disabled={font.step === 0}
        onClick={font.smaller}
      >
        <AArrowDown aria-hidden="true" className="size-5" />
      </button>
      <span
        aria-live="polite"
        className="sr-only text-center text-xs font-medium text-muted sm:not-sr-only sm:min-w-16 sm:px-1"
      >
        {label}
      </span>
      <button
        type="button"
        className={stepButton}
        aria-label="Larger text"
        disabled={font.step === FONT_SIZES.length - 1}
        onClick={font.larger}
      >
        <AArrowUp aria-hidden="true" className="size-5" />
      </button>
    </div>
  )
}
