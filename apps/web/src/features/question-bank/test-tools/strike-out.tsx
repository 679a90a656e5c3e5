import { Strikethrough } from 'lucide-react'
import { createContext, type ReactNode, useContext } from 'react'
import { cn } from '@/lib/cn'
import { usePaperSession } from './paper-session'

type StrikeOut = { isStruck: (option: string) => boolean; toggle: (option: string) => void }

const StrikeOutContext = createContext<StrikeOut | null>(null)

const NONE: string[] = []

/**
 * Strike-through of options while taking a test: the student rules an option out. Kept per
 * question in sessionStorage; it selects and sends nothing. Answer renderers read it with
 * useStrikeOut() (null outside a test, e.g. in review), so any renderer can offer it.
 */
export function StrikeOutProvider({
  code,
  position,
  children,
}: {
  code: string
  position: number
  children: ReactNode
}) {
  const [struck, setStruck] = usePaperSession('strike', code, position, NONE)
  const value: StrikeOut = {
    isStruck: (option) => struck.includes(option),
    toggle: (option) =>
      setStruck(struck.includes(option) ? struck.filter((o) => o !== option) : [...struck, option]),
  }
  return <StrikeOutContext value={value}>{children}</StrikeOutContext>
}

export const useStrikeOut = () => useContext(StrikeOutContext)

/** The small toggle beside an option: "Strike out option B" (aria-pressed). */
export function StrikeOutButton({
  option,
  letter,
  strike,
}: {
  option: string
  letter: string
  strike: StrikeOut
}) {
  const on = strike.isStruck(option)
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={`Strike out option ${letter}`}
      title={on ? 'Undo strike-out' : 'Strike out (rule this option out)'}
      onClick={() => strike.toggle(option)}
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center self-center rounded-lg border transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
        on
          ? 'border-slate-500 bg-slate-200 text-ink'
          : 'border-transparent text-muted hover:border-slate-300 hover:bg-slate-50 hover:text-ink',
      )}
    >
      <Strikethrough aria-hidden="true" className="size-4" />
    </button>
  )
}
