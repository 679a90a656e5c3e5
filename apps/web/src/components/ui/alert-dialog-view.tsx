import { CircleAlert, CircleCheck, Info } from 'lucide-react'
import { useId, useRef } from 'react'
import type { AlertOptions } from './alert-dialog'
import { buttonVariants } from './button-variants'
import { Dialog } from './dialog'

const ICONS = { success: CircleCheck, error: CircleAlert, info: Info }
const COLORS = { success: 'text-emerald-600', error: 'text-red-600', info: 'text-brand-700' }

/** One alert: icon, title, text and OK (loaded with the first alert: ./alert-dialog.tsx). */
export function AlertDialog({
  title,
  text,
  tone = 'info',
  onClose,
}: AlertOptions & { onClose: () => void }) {
  const titleId = useId()
  const textId = useId()
  const okRef = useRef<HTMLButtonElement>(null)
  const Icon = ICONS[tone]
  return (
    <Dialog
      role="alertdialog"
      onClose={onClose}
      labelledBy={titleId}
      describedBy={textId}
      initialFocus={okRef}
      className="max-w-sm p-6 text-center"
    >
      <Icon aria-hidden="true" className={`mx-auto size-12 ${COLORS[tone]}`} />
      <h2 id={titleId} className="mt-3 text-xl font-bold text-ink">
        {title}
      </h2>
      <p id={textId} className="mt-2 text-muted">
        {text}
      </p>
      {/* A plain button with the Button styles: Button merges classes with tailwind-merge,
          which the pages that show alerts do not all need. */}
      <button
        ref={okRef}
        type="button"
        className={buttonVariants({ block: true, className: 'mt-6' })}
        onClick={onClose}
      >
        OK
      </button>
    </Dialog>
  )
}
