import { Check, X } from 'lucide-react'
import { type ReactNode, useId } from 'react'
import { cn } from '@/lib/cn'
import { type StrikeOut, StrikeOutButton, useStrikeOut } from '../test-tools/strike-out'

/** Review state of one option, drop-down or box: what was given against the key. */
export type TReview = 'chosen-right' | 'missed' | 'chosen-wrong' | 'plain'

export function reviewOf(chosen: boolean, keyed: boolean | null): TReview {
  if (keyed === null) return 'plain'
  if (keyed) return chosen ? 'chosen-right' : 'missed'
  return chosen ? 'chosen-wrong' : 'plain'
}

const REVIEW_TEXT: Record<Exclude<TReview, 'plain'>, string> = {
  'chosen-right': 'Your answer, correct',
  missed: 'Correct answer, not chosen',
  'chosen-wrong': 'Your answer, incorrect',
}

const COMPACT_TEXT: Record<Exclude<TReview, 'plain'>, string> = {
  'chosen-right': 'Correct',
  missed: 'Missed',
  'chosen-wrong': 'Wrong',
}

/**
 * A right/wrong mark in words and an icon, never colour alone. `compact` for a matrix cell (the
 * row and column name the input); `empty` when nothing was given ("Not answered").
 */
export function ReviewMark({
  review,
  className,
  compact,
  empty,
}: {
  review: TReview
  className?: string
  compact?: boolean
  empty?: boolean
}) {
  if (review === 'plain') return null
  const ok = review !== 'chosen-wrong'
  const Icon = ok ? Check : X
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 text-xs font-semibold',
        ok ? 'text-emerald-700' : 'text-red-700',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {empty ? 'Not answered' : (compact ? COMPACT_TEXT : REVIEW_TEXT)[review]}
    </span>
  )
}

/** Border and background of an option card by its review state (or chosen state while answering). */
export function optionTone(review: TReview, chosen: boolean) {
  if (review === 'chosen-right' || review === 'missed') return 'border-emerald-500 bg-emerald-50'
  if (review === 'chosen-wrong') return 'border-red-500 bg-red-50'
  return chosen ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'border-slate-300 bg-white'
}

/** A polite live region: messages such as "You can select only 2." are read without moving focus. */
export function StatusMessage({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="min-h-5 text-sm font-medium text-amber-800 empty:min-h-0">
      {children}
    </p>
  )
}

/** One option as a card: a native radio or checkbox, its text and, in review, its mark. */
export function OptionCard({
  type,
  name,
  text,
  checked,
  disabled,
  review,
  onToggle,
  strike,
}: {
  type: 'radio' | 'checkbox'
  name: string
  text: string
  checked: boolean
  disabled: boolean
  review: TReview
  onToggle: () => void
  /** While taking a test: the option's strike-out toggle ("Strike out option B") beside the card. */
  strike?: { struck: boolean; letter: string; onToggle: () => void } | null
}) {
  const textId = useId()
  const struck = strike?.struck ?? false
  const label = (
    <label
      className={cn(
        'flex flex-wrap items-start gap-x-3 gap-y-1 rounded-xl p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 sm:flex-nowrap sm:p-4',
        disabled ? 'cursor-default' : 'cursor-pointer',
        // With a strike-out toggle the border is the row's (card and toggle), else the label's.
        strike
          ? 'min-w-0 flex-1'
          : ['border', !disabled && 'hover:border-brand-500', optionTone(review, checked)],
      )}
    >
      <input
        type={type}
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={onToggle}
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
      />
      <span
        id={textId}
        data-struck={struck || undefined}
        className={cn('min-w-0 flex-1 text-ink', struck && 'text-muted line-through')}
      >
        {text}
        {struck ? <span className="sr-only">, struck out</span> : null}
      </span>
      <ReviewMark review={review} className="basis-full pl-8 sm:basis-auto sm:pl-0" />
    </label>
  )
  if (!strike) return label
  return (
    <div
      className={cn(
        'flex items-start gap-1 rounded-xl border pr-1 transition-colors',
        !disabled && 'hover:border-brand-500',
        optionTone(review, checked),
      )}
    >
      {label}
      <StrikeOutButton
        letter={strike.letter}
        pressed={struck}
        disabled={disabled}
        describedBy={textId}
        onToggle={strike.onToggle}
      />
    </div>
  )
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/**
 * A list of option cards: chosen ones checked, each marked against the key in review. While a
 * test is taken (StrikeOutProvider above, no key shown) each card gets its strike-out toggle;
 * `firstLetter` continues the letters over several lists (grouping's groups).
 */
export function OptionCards({
  type,
  name,
  options,
  selected,
  keyed,
  disabled,
  onToggle,
  firstLetter = 0,
}: {
  type: 'radio' | 'checkbox'
  name: string
  options: { id: string; text: string }[]
  selected: readonly string[]
  /** In review: the keyed option ids. */
  keyed: readonly string[] | null
  disabled: boolean
  onToggle: (id: string) => void
  firstLetter?: number
}) {
  const strike: StrikeOut | null = useStrikeOut()
  return options.map((o, i) => {
    const checked = selected.includes(o.id)
    return (
      <OptionCard
        key={o.id}
        type={type}
        name={name}
        text={o.text}
        checked={checked}
        disabled={disabled}
        review={reviewOf(checked, keyed ? keyed.includes(o.id) : null)}
        onToggle={() => onToggle(o.id)}
        strike={
          strike && !keyed
            ? {
                struck: strike.isStruck(o.id),
                letter: LETTERS[firstLetter + i] ?? String(firstLetter + i + 1),
                onToggle: () => strike.toggle(o.id),
              }
            : null
        }
      />
    )
  })
}

/** Toggles `id` in `selected`, keeping the order of `order` (the item's own order). */
export function toggled(selected: readonly string[], id: string, order: readonly string[]) {
  const next = new Set(selected)
  if (next.has(id)) next.delete(id)
  else next.add(id)
  return order.filter((o) => next.has(o))
}

/**
 * A table's frame that scrolls sideways on a narrow screen. It takes focus, so a keyboard can
 * scroll it even when nothing inside is focusable (a record table, a table in review).
 */
export function ScrollX({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
      tabIndex={0}
      className={cn('overflow-x-auto rounded-xl border border-slate-200', className)}
    >
      {children}
    </div>
  )
}

const HEAD_CELL = 'px-3 py-3 font-semibold sm:px-4'
/** The class of a row's label cell (`<th scope="row">`) in an ItemTable. */
export const ROW_HEAD = 'px-3 py-3 font-normal text-ink sm:px-4'

/** An item's table: scrolls sideways when narrow, a heading row, then the rows (children). */
export function ItemTable({
  headings,
  children,
  className,
}: {
  /** Column headings; `center` for an input column. */
  headings: { text: string; center?: boolean; className?: string }[]
  children: ReactNode
  className?: string
}) {
  return (
    <ScrollX>
      <table className={cn('w-full text-left text-sm', className)}>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-muted">
          <tr>
            {headings.map((h, i) => (
              <th
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed content in its authored order, without ids
                key={i}
                scope="col"
                className={cn(HEAD_CELL, h.center && 'px-2 text-center', h.className)}
              >
                {h.text}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">{children}</tbody>
      </table>
    </ScrollX>
  )
}
