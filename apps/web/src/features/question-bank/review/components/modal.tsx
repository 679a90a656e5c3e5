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
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id={titleId} className="text-lg font-bold text-ink">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="inline-flex size-10 items-center justify-center rounded-lg text-muted hover:bg-slate-100 hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      {children}
    </Dialog>
  )
}
