import { FormActions, FormAlert } from './form-parts'
import { UploadProgressBar } from './upload-fields'
import type { useUpload } from './use-upload'

/** The end of an upload form: the progress bar while sending, the server's message, the buttons. */
export function UploadFooter({
  upload,
  label,
  submitLabel,
  onClose,
}: {
  upload: ReturnType<typeof useUpload<unknown>>
  label: string
  submitLabel: string
  onClose: () => void
}) {
  return (
    <>
      {upload.progress ? <UploadProgressBar label={label} progress={upload.progress} /> : null}
      <FormAlert message={upload.error} />
      <FormActions
        busy={upload.busy}
        submitLabel={submitLabel}
        onCancel={() => (upload.busy ? upload.cancel() : onClose())}
        cancelLabel={upload.busy ? 'Cancel upload' : 'Cancel'}
      />
    </>
  )
}
