import { Button } from '@/components/ui/button'

/** "Paid (subscribers only)": a paid item is locked for students without a valid plan. */
export function PaidCheckbox({ defaultChecked }: { defaultChecked: boolean }) {
  return (
    <label className="flex items-start gap-3 text-sm text-ink">
      <input
        type="checkbox"
        name="paid"
        defaultChecked={defaultChecked}
        className="mt-0.5 size-5 accent-brand-700"
      />
      <span>
        <span className="font-medium">Paid</span>
        <span className="block text-muted">
          Only students with a valid plan can open it; free items are open to all.
        </span>
      </span>
    </label>
  )
}

/** The server's message for a failed save. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {message}
    </p>
  )
}

export function FormActions({
  busy,
  submitLabel,
  cancelLabel = 'Cancel',
  onCancel,
}: {
  busy: boolean
  submitLabel: string
  cancelLabel?: string
  onCancel: () => void
}) {
  return (
    <div className="flex flex-wrap justify-end gap-2 pt-2">
      <Button type="button" variant="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? 'Uploading…' : submitLabel}
      </Button>
    </div>
  )
}
