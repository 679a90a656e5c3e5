import { X } from 'lucide-react'
import {
  type ReactNode,
  type PointerEvent as ReactPointerEvent,
  useCallback,
  useRef,
  useState,
} from 'react'
import { cn } from '@/lib/cn'
import { ReviewMark, type TReview } from './parts'

/**
 * Tokens placed in slots, for drag-and-drop cloze, drag-and-drop rationale and the bow-tie. Three
 * ways to place a token (WCAG 2.2 SC 2.5.7): drag it with a pointer (mouse, pen or touch); click
 * or tap the token, then the slot; or Tab to the token, press Enter or Space, Tab to the slot
 * and press Enter or Space. Placing on a filled slot sends the old token back to its list; a
 * placed token has a Remove button, and can be dragged to another slot or back to the list.
 */
export type TToken = { id: string; text: string }
export type TSlot = { id: string; label: string }
export type TPlacementMap = ReadonlyMap<string, string>

type Drag = {
  token: string
  from: string | null
  x: number
  y: number
  active: boolean
  /** The slot under the pointer. */
  over?: string
}

export function usePlacement({
  tokens,
  slots,
  placed,
  onChange,
  disabled,
  refuse,
}: {
  tokens: TToken[]
  slots: TSlot[]
  /** slot id → token id */
  placed: TPlacementMap
  onChange: (next: Map<string, string>) => void
  disabled: boolean
  /** Why `token` may not go in `slot` (a bow-tie action in the condition box), or null. */
  refuse?: (token: string, slot: string) => string | null
}) {
  const [selected, setSelected] = useState<string | null>(null)
  const [message, setMessage] = useState('')
  const [ghost, setGhost] = useState<Drag | null>(null)
  const drag = useRef<Drag | null>(null)
  /** Until when a click is a drag's own release (not every browser sends that click). */
  const suppressClickUntil = useRef(0)
  const root = useRef<HTMLDivElement>(null)
  const text = (token: string) => tokens.find((t) => t.id === token)?.text ?? token
  const label = (slot: string) => slots.find((s) => s.id === slot)?.label ?? slot
  const slotOf = (token: string) => [...placed].find(([, t]) => t === token)?.[0] ?? null

  const place = (token: string, slot: string) => {
    const why = refuse?.(token, slot)
    if (why) {
      setMessage(why)
      return
    }
    const next = new Map(placed)
    const from = slotOf(token)
    if (from) next.delete(from)
    const old = next.get(slot)
    next.set(slot, token)
    setSelected(null)
    setMessage(
      old && old !== token
        ? `Placed ${text(token)} in ${label(slot)}; ${text(old)} went back to the list.`
        : `Placed ${text(token)} in ${label(slot)}.`,
    )
    onChange(next)
  }
  const remove = (slot: string) => {
    const token = placed.get(slot)
    if (!token) return
    const next = new Map(placed)
    next.delete(slot)
    setSelected(null)
    setMessage(`Removed ${text(token)} from ${label(slot)}.`)
    onChange(next)
  }
  const select = (token: string) => {
    if (selected === token) {
      setSelected(null)
      setMessage('Selection cleared.')
      return
    }
    setSelected(token)
    const from = slotOf(token)
    setMessage(
      from
        ? `Selected ${text(token)} in ${label(from)}. Choose another box to move it.`
        : `Selected ${text(token)}. Now choose a box to place it.`,
    )
  }
  const clickSlot = (slot: string) => {
    if (selected) place(selected, slot)
    else {
      const token = placed.get(slot)
      if (token) select(token)
      else setMessage('Choose an option first, then the box to place it in.')
    }
  }

  /** The element of this board under a point, and the slot it is in. */
  const elementAt = (x: number, y: number) => {
    const under = document.elementFromPoint(x, y)
    return under && root.current?.contains(under) ? under : null
  }
  const slotAt = (x: number, y: number) =>
    elementAt(x, y)?.closest<HTMLElement>('[data-drop-slot]')?.dataset.dropSlot
  const endDrag = useCallback(() => {
    drag.current = null
    setGhost(null)
  }, [])
  /** Pointer handlers for a token in the list (from null) or placed in slot `from`. */
  const dragHandlers = (token: string, from: string | null) => ({
    onPointerDown: (e: ReactPointerEvent<HTMLElement>) => {
      if (disabled || e.button !== 0) return
      drag.current = { token, from, x: e.clientX, y: e.clientY, active: false }
      e.currentTarget.setPointerCapture?.(e.pointerId)
    },
    onPointerMove: (e: ReactPointerEvent<HTMLElement>) => {
      const d = drag.current
      if (!d) return
      if (!d.active && Math.hypot(e.clientX - d.x, e.clientY - d.y) < 6) return
      d.active = true
      d.x = e.clientX
      d.y = e.clientY
      d.over = slotAt(e.clientX, e.clientY)
      // Near the top or bottom edge the page scrolls, so a box off screen can be reached.
      const edge = e.clientY < 48 ? -16 : e.clientY > window.innerHeight - 48 ? 16 : 0
      if (edge) window.scrollBy({ top: edge, behavior: 'instant' })
      setGhost({ ...d })
    },
    onPointerUp: (e: ReactPointerEvent<HTMLElement>) => {
      const d = drag.current
      endDrag()
      if (!d?.active) return
      suppressClickUntil.current = performance.now() + 400
      const slot = slotAt(e.clientX, e.clientY)
      if (slot) place(d.token, slot)
      else if (d.from && elementAt(e.clientX, e.clientY)?.closest('[data-drop-list]'))
        remove(d.from)
    },
    onPointerCancel: endDrag,
  })
  /** A click right after a drag is the drag's own release: ignore it. */
  const clicked = (action: () => void) => () => {
    if (performance.now() < suppressClickUntil.current) return
    if (!disabled) action()
  }
  return {
    root,
    selected,
    message,
    ghost: ghost ? { ...ghost, text: text(ghost.token) } : null,
    placed,
    text,
    clickToken: (token: string) => clicked(() => select(token)),
    clickSlot: (slot: string) => clicked(() => clickSlot(slot)),
    remove,
    dragHandlers,
    clearSelection: () => {
      if (selected) {
        setSelected(null)
        setMessage('Selection cleared.')
      }
    },
  }
}
export type TPlacement = ReturnType<typeof usePlacement>

const chip =
  'inline-flex min-h-10 max-w-full items-center rounded-lg border px-3 py-1.5 text-left text-sm font-medium touch-none select-none'

/** A token in its list: a toggle button (pressed while selected) that can also be dragged. */
export function TokenButton({
  token,
  board,
  disabled,
}: {
  token: TToken
  board: TPlacement
  disabled: boolean
}) {
  const pressed = board.selected === token.id
  return (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={disabled}
      onClick={board.clickToken(token.id)}
      {...board.dragHandlers(token.id, null)}
      className={cn(
        chip,
        'cursor-grab shadow-sm disabled:cursor-default disabled:opacity-70',
        pressed
          ? 'border-brand-700 bg-brand-700 text-white'
          : 'border-slate-300 bg-white text-ink hover:border-brand-500',
      )}
    >
      {token.text}
    </button>
  )
}

/**
 * A slot (drop target): a button naming its box and what it holds. With a token, a Remove button
 * beside it; in review, the mark and the keyed token in words.
 */
export function SlotButton({
  slot,
  board,
  disabled,
  review,
  correctText,
  className,
}: {
  slot: TSlot
  board: TPlacement
  disabled: boolean
  review: TReview
  /** In review, when the slot is wrong: the keyed token's text. */
  correctText?: string
  className?: string
}) {
  const token = board.placed.get(slot.id)
  const text = token ? board.text(token) : null
  const waiting = (board.selected !== null || board.ghost?.active) && !disabled
  const over = board.ghost?.over === slot.id
  return (
    <span className={cn('inline-flex max-w-full flex-col align-middle', className)}>
      <span className="inline-flex max-w-full items-center gap-1">
        <button
          type="button"
          data-drop-slot={slot.id}
          disabled={disabled}
          aria-label={`${slot.label}: ${text ?? 'empty'}`}
          onClick={board.clickSlot(slot.id)}
          {...(token ? board.dragHandlers(token, slot.id) : {})}
          className={cn(
            chip,
            'min-w-28 justify-center border-dashed disabled:cursor-default',
            text ? 'border-solid border-brand-600 bg-brand-50 text-ink' : 'bg-slate-50 text-muted',
            waiting && 'border-brand-600 ring-2 ring-brand-200',
            over && 'bg-brand-100 ring-brand-600',
            review === 'chosen-right' && 'border-emerald-500 bg-emerald-50',
            review === 'chosen-wrong' && 'border-red-500 bg-red-50',
          )}
        >
          {text ?? <span aria-hidden="true">{slot.label}</span>}
        </button>
        {token && !disabled ? (
          <button
            type="button"
            aria-label={`Remove ${text} from ${slot.label}`}
            onClick={() => board.remove(slot.id)}
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted hover:bg-slate-100 hover:text-ink"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </span>
      {review !== 'plain' ? (
        <span className="text-xs leading-snug">
          <ReviewMark review={review} empty={!token} />
          {correctText ? (
            <span className="block font-semibold text-emerald-800">Correct: {correctText}</span>
          ) : null}
        </span>
      ) : null}
    </span>
  )
}

/** The list tokens come from (and go back to when dragged onto it). */
export function TokenList({
  label,
  children,
  className,
}: {
  label: string
  children: ReactNode
  className?: string
}) {
  return (
    <div data-drop-list className={cn('space-y-2', className)}>
      <p className="text-sm font-semibold text-ink">{label}</p>
      <ul className="flex flex-wrap gap-2">{children}</ul>
    </div>
  )
}

/**
 * The frame of a placement item: the fieldset (Escape cancels a selection), the board (boxes and
 * lists, the area a drag can drop in), how-to text while answering, the dragged token and the
 * polite status line.
 */
export function PlacementFieldset({
  board,
  labelledBy,
  disabled,
  howTo,
  children,
}: {
  board: TPlacement
  labelledBy: string
  disabled: boolean
  howTo: string
  children: ReactNode
}) {
  return (
    <fieldset
      aria-labelledby={labelledBy}
      className="min-w-0 space-y-4"
      onKeyDown={(e) => {
        if (e.key === 'Escape') board.clearSelection()
      }}
    >
      <div ref={board.root} className="space-y-4">
        {children}
      </div>
      {disabled ? null : (
        <p className="text-xs text-muted">{howTo} Press Escape to cancel a selection.</p>
      )}
      {board.ghost?.active ? (
        <span
          aria-hidden="true"
          className={cn(
            chip,
            'pointer-events-none fixed z-50 -translate-x-1/2 -translate-y-1/2 border-brand-700 bg-white text-ink shadow-lg',
          )}
          style={{ left: board.ghost.x, top: board.ghost.y }}
        >
          {board.ghost.text}
        </span>
      ) : null}
      <p role="status" className="min-h-5 text-sm text-muted">
        {board.message}
      </p>
    </fieldset>
  )
}
