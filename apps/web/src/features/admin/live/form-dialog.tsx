import { type ReactNode, useId } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { ApiError, errorMessage } from '@/lib/api-client'
import { FormAlert } from '../library/form-parts'

/** The first server message per field of a failed save (400 with `errors`). */
export function fieldErrors(error: unknown): (name: string) => string | undefined {
  const errors = error instanceof ApiError ? error.errors : undefined
  return (name) => errors?.[name]?.[0]
}

/**
 * A form in the shared Dialog: title, fields, the server's message for a failure that names no
 * field, Cancel and Save. `onSubmit` gets the form's values.
 */
export function FormDialog({
  title,
  busy,
  error,
  onClose,
  onSubmit,
  children,
}: {
  title: string
  busy: boolean
  error: unknown
  onClose: () => void
  onSubmit: (data: FormData) => void
  children: ReactNode
}) {
  const titleId = useId()
  const named = error instanceof ApiError && error.errors && Object.keys(error.errors).length > 0
  return (
    <Dialog onClose={onClose} labelledBy={titleId} className="w-full max-w-xl p-6">
      <h2 id={titleId} className="text-lg font-bold text-ink">
        {title}
      </h2>
      <form
        className="mt-4 space-y-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          onSubmit(new FormData(e.currentTarget))
        }}
      >
        {children}
        <FormAlert
          message={
            error && !named ? errorMessage(error, 'Could not save. Please try again.') : null
          }
        />
        <div className="flex justify-end gap-2 pt-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}

/** A form value as a trimmed string. */
export const text = (data: FormData, name: string) => String(data.get(name) ?? '').trim()
