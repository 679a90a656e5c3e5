import { Strikethrough } from 'lucide-react'
import { createContext, type ReactNode, useContext } from 'react'
import { cn } from '@/lib/cn'
import { usePaperSession } from './paper-session'

export type StrikeOut = { isStruck: (option: string) => boolean; toggle: (option: string) => void }

const StrikeOutContext = createContext<StrikeOut | null>(null)

const NONE: string[] = []

/**
 * Strike-through of options while taking a test: the student rules an option out. Kept per
 * question in sessionStorage; it selects and sends nothing. Answer renderers read it with
 * useStrikeOut() (null outside a test, e.g. in review or the admin preview), so any renderer
 * can offer it: the legacy option list (QuestionView) and the item renderer's OptionCards.
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
  letter,
  pressed,
  onToggle,
  disabled,
  describedBy,
}: {
  letter: string
  pressed: boolean
  onToggle: () => void
  disabled?: boolean
  /** The option's text, read after the button's name where no letter is shown. */
  describedBy?: string
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={`Strike out option ${letter}`}
      aria-describedby={describedBy}
      title={pressed ? 'Undo strike-out' : 'Strike out (rule this option out)'}
      disabled={disabled}
      onClick={onToggle}
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center self-center rounded-lg border transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-50',
        pressed
          ? 'border-slate-500 bg-slate-200 text-ink'
          : 'border-transparent text-muted hover:border-slate-300 hover:bg-slate-50 hover:text-ink',
      )}
    >
      <Strikethrough aria-hidden="true" className="size-4" />
    </button>
  )
}
