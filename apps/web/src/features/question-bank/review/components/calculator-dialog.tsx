import { evaluateExpression } from '@nurseready/shared/domain/calculator'
import { useState } from 'react'
import { cn } from '@/lib/cn'
import { REVIEW_TEXT } from '../texts'
import { Modal } from './modal'

type Key = { label: string; value: string; operator?: boolean }

/** The spec's 4-column grid: labels as printed; the display uses * / - + in the expression. */
const KEYS: Key[] = [
  { label: '7', value: '7' },
  { label: '8', value: '8' },
  { label: '9', value: '9' },
  { label: '÷', value: '/', operator: true },
  { label: '4', value: '4' },
  { label: '5', value: '5' },
  { label: '6', value: '6' },
  { label: '×', value: '*', operator: true },
  { label: '1', value: '1' },
  { label: '2', value: '2' },
  { label: '3', value: '3' },
  { label: '−', value: '-', operator: true },
  { label: '0', value: '0' },
  { label: '.', value: '.' },
  { label: '=', value: '=', operator: true },
  { label: '+', value: '+', operator: true },
]

const ERROR = 'Error'

/**
 * The review calculator. The display starts empty and changes only through the buttons: a key
 * appends its character, Clear empties it, = replaces it with the result of the safe evaluator
 * ('Error' on failure). After 'Error', the next key starts a new expression.
 */
export function CalculatorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title={REVIEW_TEXT.calculator} className="max-w-xs">
      <CalculatorPad />
    </Modal>
  )
}

/** The keys and display, also shown in the test screen's non-modal calculator panel. */
export function CalculatorPad() {
  const [display, setDisplay] = useState('')
  const [announce, setAnnounce] = useState('')

  const press = (key: Key) => {
    if (key.value === '=') {
      const result = evaluateExpression(display)
      setDisplay(result)
      setAnnounce(result)
      return
    }
    setDisplay((d) => (d === ERROR ? key.value : d + key.value))
  }

  return (
    <div className="space-y-3">
      <input
        readOnly
        value={display}
        aria-label="Calculator display"
        placeholder="0"
        className="block h-14 w-full rounded-xl border border-slate-300 bg-slate-50 px-4 text-right font-mono text-2xl tabular-nums text-ink placeholder:text-slate-400 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
      />
      <p aria-live="polite" className="sr-only">
        {announce ? `Result ${announce}` : ''}
      </p>
      <div className="grid grid-cols-4 gap-2">
        {KEYS.map((key) => (
          <button
            key={key.label}
            type="button"
            onClick={() => press(key)}
            className={cn(
              'h-12 rounded-xl text-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
              key.operator
                ? 'bg-brand-700 text-white hover:bg-brand-800'
                : 'bg-slate-100 text-ink hover:bg-slate-200',
            )}
          >
            {key.label}
          </button>
        ))}
      </div>
      <button
        type="button"
        onClick={() => {
          setDisplay('')
          setAnnounce('')
        }}
        className="h-11 w-full rounded-xl border border-slate-300 bg-white text-sm font-semibold text-ink hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {REVIEW_TEXT.clear}
      </button>
    </div>
  )
}
