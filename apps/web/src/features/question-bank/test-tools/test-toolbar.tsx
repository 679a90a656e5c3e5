import { Calculator, FlaskConical, Keyboard, LayoutGrid } from 'lucide-react'
import {
  type ButtonHTMLAttributes,
  type ReactNode,
  type Ref,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { cn } from '@/lib/cn'
import { CalculatorPanel } from './calculator-panel'
import { FontSizeControl, useFontSize } from './font-size'
import { LabValuesDialog } from './lab-values-dialog'
import { type NavigatorItem, QuestionNavigatorDialog } from './question-navigator'
import { ShortcutsDialog } from './shortcuts-dialog'

type Dialog = 'navigator' | 'labs' | 'help' | null

const WIDE = '(min-width: 1024px)'
const subscribe = (onChange: () => void) => {
  const query = typeof window.matchMedia === 'function' ? window.matchMedia(WIDE) : null
  query?.addEventListener('change', onChange)
  return () => query?.removeEventListener('change', onChange)
}
/** Wide screens (Tailwind's lg) show the navigator, and the calculator under it, beside the question. */
export function useWideScreen() {
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(WIDE).matches,
    () => false,
  )
}

/** The open/closed state of the test screen's tools, and the question's font size. */
export function useTestTools() {
  const [calculator, setCalculator] = useState(false)
  const [dialog, setDialog] = useState<Dialog>(null)
  const calculatorButton = useRef<HTMLButtonElement>(null)
  const font = useFontSize()
  return {
    calculator,
    dialog,
    font,
    calculatorButton,
    toggleCalculator: () => setCalculator((c) => !c),
    closeCalculator: () => {
      setCalculator(false)
      calculatorButton.current?.focus()
    },
    open: (d: Exclude<Dialog, null>) => setDialog(d),
    close: () => setDialog(null),
  }
}
export type TestTools = ReturnType<typeof useTestTools>

const toolButton =
  'inline-flex min-h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-ink transition-colors hover:border-brand-500 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-900'

/** A toolbar button whose name is hidden on phones (the icon and the accessible name stay). */
function ToolButton({
  icon,
  label,
  ref,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  icon: ReactNode
  label: string
  ref?: Ref<HTMLButtonElement>
}) {
  return (
    <button ref={ref} type="button" className={toolButton} {...props}>
      {icon}
      <span className="sr-only sm:not-sr-only">{label}</span>
    </button>
  )
}

/**
 * The test screen's toolbar: the question navigator (a dialog on narrow screens; wide ones show it
 * beside the question), calculator, lab values, text size, the shortcuts list and the flag.
 */
export function TestToolbar({ tools, flag }: { tools: TestTools; flag: ReactNode }) {
  return (
    <div
      role="toolbar"
      aria-label="Test tools"
      className="flex flex-wrap items-center gap-2 rounded-2xl bg-white p-2 shadow-sm ring-1 ring-slate-200"
    >
      <button
        type="button"
        className={cn(toolButton, 'lg:hidden')}
        aria-haspopup="dialog"
        onClick={() => tools.open('navigator')}
      >
        <LayoutGrid aria-hidden="true" className="size-4" />
        Questions
      </button>
      <ToolButton
        ref={tools.calculatorButton}
        icon={<Calculator aria-hidden="true" className="size-4" />}
        label="Calculator"
        title="Calculator (C)"
        aria-pressed={tools.calculator}
        onClick={tools.toggleCalculator}
      />
      <ToolButton
        icon={<FlaskConical aria-hidden="true" className="size-4" />}
        label="Lab values"
        title="Lab values (L)"
        aria-haspopup="dialog"
        onClick={() => tools.open('labs')}
      />
      <ToolButton
        icon={<Keyboard aria-hidden="true" className="size-4" />}
        label="Keyboard shortcuts"
        title="Keyboard shortcuts (?)"
        aria-haspopup="dialog"
        onClick={() => tools.open('help')}
      />
      <FontSizeControl font={tools.font} />
      <div className="ml-auto">{flag}</div>
    </div>
  )
}

/** The calculator panel and the toolbar's dialogs, whichever is open. */
export function TestToolPanels({
  tools,
  navigator,
}: {
  tools: TestTools
  navigator: {
    items: NavigatorItem[]
    current: number | null
    canJump: (item: NavigatorItem) => boolean
    onJump: (position: number) => void
  }
}) {
  // Wide screens: the calculator sits under the navigator beside the question (TestScreen).
  const wide = useWideScreen()
  return (
    <>
      {tools.calculator && !wide ? <CalculatorPanel onClose={tools.closeCalculator} /> : null}
      {tools.dialog === 'navigator' ? (
        <QuestionNavigatorDialog {...navigator} onClose={tools.close} />
      ) : null}
      {tools.dialog === 'labs' ? <LabValuesDialog onClose={tools.close} /> : null}
      {tools.dialog === 'help' ? <ShortcutsDialog onClose={tools.close} /> : null}
    </>
  )
}
