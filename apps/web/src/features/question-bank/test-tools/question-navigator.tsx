import { Check, Circle, Flag, MapPin } from 'lucide-react'
import { useId } from 'react'
import { cn } from '@/lib/cn'
import { Modal } from '../review/components/modal'

export type NavigatorItem = { position: number; answered: boolean; flagged: boolean }

type Props = {
  items: NavigatorItem[]
  /** The position on screen. */
  current: number | null
  /** Whether a position can be opened now (time mode: answered ones cannot). */
  canJump: (item: NavigatorItem) => boolean
  onJump: (position: number) => void
}

/** A position's state in words: what the button says to a screen reader and in its tooltip. */
export function stateText(item: NavigatorItem, current: boolean): string {
  return [
    current ? 'current' : null,
    item.answered ? 'answered' : 'unanswered',
    item.flagged ? 'flagged' : null,
  ]
    .filter(Boolean)
    .join(', ')
}

/**
 * Every position of the paper with its state as an icon and in words (answered ✓, flagged ⚑,
 * unanswered ○, current ring and pin), a count of each, and a jump to a question on click.
 */
export function QuestionNavigator({
  items,
  current,
  canJump,
  onJump,
  headingHidden = false,
}: Props & { headingHidden?: boolean }) {
  const headingId = useId()
  const answered = items.filter((i) => i.answered).length
  const flagged = items.filter((i) => i.flagged).length
  return (
    <nav aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className={headingHidden ? 'sr-only' : 'text-base font-bold text-ink'}>
        Question navigator
      </h2>
      <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted">
        <li className="flex items-center gap-1">
          <Check aria-hidden="true" className="size-3.5 text-emerald-700" />
          {answered} answered
        </li>
        <li className="flex items-center gap-1">
          <Flag aria-hidden="true" className="size-3.5 fill-amber-400 text-amber-700" />
          {flagged} flagged
        </li>
        <li className="flex items-center gap-1">
          <Circle aria-hidden="true" className="size-3.5" />
          {items.length - answered} left
        </li>
      </ul>
      <ol className="grid max-h-[50vh] grid-cols-5 gap-1.5 overflow-y-auto p-1">
        {items.map((item) => {
          const here = item.position === current
          const open = canJump(item) && !here
          const text = stateText(item, here)
          return (
            <li key={item.position}>
              <button
                type="button"
                aria-label={`Question ${item.position}: ${text}`}
                aria-current={here ? 'step' : undefined}
                aria-disabled={open ? undefined : true}
                title={`Question ${item.position}: ${text}`}
                data-state={item.answered ? 'answered' : 'unanswered'}
                data-flagged={item.flagged || undefined}
                onClick={() => open && onJump(item.position)}
                className={cn(
                  'relative flex h-11 w-full flex-col items-center justify-center rounded-lg border text-sm font-semibold tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                  item.answered
                    ? 'border-emerald-300 bg-emerald-50 text-emerald-900'
                    : 'border-slate-300 bg-white text-ink',
                  here && 'border-brand-700 ring-2 ring-brand-700',
                  open ? 'hover:border-brand-500 hover:bg-brand-50' : 'cursor-default',
                )}
              >
                <span>{item.position}</span>
                <span aria-hidden="true" className="flex h-3.5 items-center gap-0.5">
                  {here ? <MapPin className="size-3 text-brand-800" /> : null}
                  {item.answered ? (
                    <Check className="size-3 text-emerald-700" />
                  ) : here ? null : (
                    <Circle className="size-2.5 text-slate-400" />
                  )}
                  {item.flagged ? <Flag className="size-3 fill-amber-400 text-amber-700" /> : null}
                </span>
              </button>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}

/** The navigator in a dialog, for narrow screens (opened from the toolbar's Questions button). */
export function QuestionNavigatorDialog({ onClose, ...props }: Props & { onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title="Question navigator" className="max-w-sm">
      <QuestionNavigator
        {...props}
        headingHidden
        onJump={(position) => {
          onClose()
          props.onJump(position)
        }}
      />
    </Modal>
  )
}
