import { type ReactNode, useId, useRef } from 'react'
import { Button } from './button'
import { Dialog } from './dialog'

/**
 * A yes/no question on the shared Dialog: title, text (or any content, such as a password
 * field), a Cancel button (focused first, so Enter never confirms by accident) and the action.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  busy = false,
  danger = false,
  error,
}: {
  title: string
  children: ReactNode
  confirmLabel: string
  onConfirm: () => void
  onCancel: () => void
  busy?: boolean
  danger?: boolean
  error?: string | null
}) {
  const titleId = useId()
  const textId = useId()
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog
      role="alertdialog"
      onClose={onCancel}
      labelledBy={titleId}
      describedBy={textId}
      initialFocus={cancelRef}
      className="max-w-md p-6"
    >
      <h2 id={titleId} className="text-lg font-bold text-ink">
        {title}
      </h2>
      <div id={textId} className="mt-2 space-y-3 text-sm text-muted">
        {children}
      </div>
      {error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  )
}
