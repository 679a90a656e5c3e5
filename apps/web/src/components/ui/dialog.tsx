import { type ReactNode, type RefObject, useEffect, useRef } from 'react'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])'

export type DialogProps = {
  /** Called on Escape, on the backdrop (when `dismissOnBackdrop`) and by the content's own buttons. */
  onClose: () => void
  /** `dialog` (default) or `alertdialog` for messages that need an answer. */
  role?: 'dialog' | 'alertdialog'
  labelledBy: string
  describedBy?: string
  /** The element to focus first; defaults to the first focusable one inside. */
  initialFocus?: RefObject<HTMLElement | null>
  dismissOnBackdrop?: boolean
  /** Classes of the panel (size, padding, alignment). */
  className?: string
  children: ReactNode
}

/**
 * The one modal primitive: a native <dialog> opened with showModal(), so the browser puts it in
 * the top layer and makes the page behind it inert (no JavaScript library to download, which
 * matters because the alert dialog is in the landing page's first chunk). On top of that it
 * moves focus in on open and gives it back on close, keeps Tab and Shift+Tab cycling inside (a
 * native modal lets Tab leave to the browser's own controls), closes on Escape exactly once,
 * locks the page's scroll, and optionally closes on a click on the backdrop.
 * Render it only while open: its state then resets on each opening.
 */
export function Dialog({
  onClose,
  role = 'dialog',
  labelledBy,
  describedBy,
  initialFocus,
  dismissOnBackdrop = false,
  className,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose

  // biome-ignore lint/correctness/useExhaustiveDependencies: open and focus once, on mount
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const previous = document.activeElement as HTMLElement | null
    // jsdom (component tests) has no showModal: there the open attribute stands in for it.
    if (typeof dialog.showModal === 'function') dialog.showModal()
    else dialog.setAttribute('open', '')
    const first = initialFocus?.current ?? dialog.querySelector<HTMLElement>(FOCUSABLE)
    first?.focus()
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    // The browser's own Escape handling: turned into one onClose, the dialog stays controlled.
    const onCancel = (e: Event) => {
      e.preventDefault()
      onCloseRef.current()
    }
    dialog.addEventListener('cancel', onCancel)
    return () => {
      dialog.removeEventListener('cancel', onCancel)
      if (dialog.open && typeof dialog.close === 'function') dialog.close()
      document.body.style.overflow = overflow
      previous?.focus?.()
    }
  }, [])

  const onKeyDown = (e: React.KeyboardEvent<HTMLDialogElement>) => {
    if (e.key === 'Escape') {
      // Handled here (and the native cancel that would follow is prevented): one onClose.
      e.preventDefault()
      e.stopPropagation()
      onCloseRef.current()
      return
    }
    if (e.key !== 'Tab' || !ref.current) return
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
    if (items.length === 0) return
    const first = items[0]!
    const last = items[items.length - 1]!
    const active = document.activeElement
    if (e.shiftKey && (active === first || !ref.current.contains(active))) {
      e.preventDefault()
      last.focus()
    } else if (!e.shiftKey && (active === last || !ref.current.contains(active))) {
      e.preventDefault()
      first.focus()
    }
  }

  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
      onClick={(e) => {
        // A click on the <dialog> itself (not its panel) landed on the backdrop.
        if (dismissOnBackdrop && e.target === e.currentTarget) onCloseRef.current()
      }}
      className="m-0 flex h-full max-h-none w-full max-w-none items-center justify-center bg-transparent p-4 backdrop:bg-slate-900/50 [&:not([open])]:hidden"
    >
      <div
        // Plain concatenation, not cn(): tailwind-merge stays out of the landing page's first chunk.
        className={`relative max-h-[calc(100dvh-2rem)] w-full overflow-y-auto rounded-2xl bg-white shadow-xl ${className ?? ''}`}
      >
        {children}
      </div>
    </dialog>
  )
}
