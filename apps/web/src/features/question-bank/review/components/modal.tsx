import { X } from 'lucide-react'
import { type ReactNode, type RefObject, useId } from 'react'
import { Dialog } from '@/components/ui/dialog'
import { cn } from '@/lib/cn'

/**
 * A centred modal dialog with a title and a close button, on the shared Dialog primitive
 * (focus moved in and given back, Tab kept inside, Escape, the backdrop and the close button all
 * dismiss it). Rendered only while open, so its state resets on each opening.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  className,
  initialFocus,
}: {
  open: boolean
  onClose: () => void
  title: string
  children: ReactNode
  className?: string
  /** The element to focus first; defaults to the first focusable one. */
  initialFocus?: RefObject<HTMLElement | null>
}) {
  const titleId = useId()
  if (!open) return null
  return (
    <Dialog
      onClose={onClose}
      labelledBy={titleId}
      initialFocus={initialFocus}
      dismissOnBackdrop
      className={cn('max-w-md p-5 ring-1 ring-slate-200 sm:p-6', className)}
    >
      <TitleBar id={titleId} title={title} onClose={onClose} className="mb-4 text-lg" />
      {children}
    </Dialog>
  )
}

/** A panel's title with its close button (the modal's, and the test screen's calculator panel). */
export function TitleBar({
  id,
  title,
  onClose,
  closeLabel = 'Close',
  className,
}: {
  id: string
  title: string
  onClose: () => void
  closeLabel?: string
  className?: string
}) {
  return (
    <div className={cn('flex items-center justify-between gap-4', className)}>
      <h2 id={id} className="font-bold text-ink">
        {title}
      </h2>
      <button
        type="button"
        onClick={onClose}
        aria-label={closeLabel}
        className="inline-flex size-10 items-center justify-center rounded-lg text-muted hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </div>
  )
}
