import type { TAdminCategory, TAdminNote } from '@nurseready/shared/schemas/admin-content'
import { useId, useState } from 'react'
import { Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { SelectField } from '@/components/ui/select-field'
import { PaidCheckbox } from './form-parts'
import { useRefreshLibrary, useUploadLimits } from './library-api'
import { FileField, fileProblem } from './upload-fields'
import { UploadFooter } from './upload-footer'
import { formData } from './upload-request'
import { useUpload } from './use-upload'

/** Upload study notes (a PDF) or edit them: category, title, body system, free or paid. */
export function NoteFormDialog({
  note,
  categories,
  onClose,
}: {
  note?: TAdminNote
  categories: TAdminCategory[]
  onClose: (saved?: TAdminNote) => void
}) {
  const titleId = useId()
  const limits = useUploadLimits().data
  const refresh = useRefreshLibrary()
  const upload = useUpload<TAdminNote>()
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const data = new FormData(e.currentTarget)
    const problem = file
      ? fileProblem(file, 'pdf', limits?.pdf)
      : note
        ? null
        : 'Choose a PDF document to upload.'
    setFileError(problem)
    if (problem) return
    const form = formData(
      {
        categoryId: String(data.get('categoryId')),
        title: String(data.get('title')),
        system: String(data.get('system')),
        paid: data.get('paid') === 'on',
      },
      { file },
    )
    const saved = await upload.send(
      note ? `/admin/library/notes/${note.id}` : '/admin/library/notes',
      note ? 'PATCH' : 'POST',
      form,
    )
    if (saved) {
      await refresh()
      onClose(saved)
    }
  }

  return (
    <Dialog onClose={() => onClose()} labelledBy={titleId} className="w-full max-w-xl p-6">
      <h2 id={titleId} className="text-lg font-bold text-ink">
        {note ? 'Edit notes' : 'Upload notes'}
      </h2>
      <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
        <SelectField
          label="Category"
          name="categoryId"
          required
          defaultValue={note?.categoryId ?? categories[0]?.id}
        >
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <Field
          label="Title"
          name="title"
          required
          maxLength={200}
          defaultValue={note?.title}
          error={upload.fieldError('title')}
        />
        <Field
          label="Body system"
          name="system"
          required
          maxLength={120}
          defaultValue={note?.system}
          error={upload.fieldError('system')}
        />
        <PaidCheckbox defaultChecked={note?.paid ?? true} />
        <FileField
          label="PDF file"
          kind="pdf"
          maxMb={limits?.pdf}
          required={!note}
          error={fileError ?? upload.fieldError('file')}
          current={note ? 'Leave empty to keep the current file.' : undefined}
          onChange={setFile}
        />
        <UploadFooter
          upload={upload}
          label="Uploading the notes…"
          submitLabel={note ? 'Save' : 'Upload'}
          onClose={onClose}
        />
      </form>
    </Dialog>
  )
}
