import type { TAdminCalendarFile } from '@nurseready/shared/schemas/admin-content'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/api-client'
import { LoadError } from '../components/admin-page'
import { useUploadLimits } from '../library/library-api'
import { FileField, fileProblem } from '../library/upload-fields'
import { UploadFooter } from '../library/upload-footer'
import { formData } from '../library/upload-request'
import { useUpload } from '../library/use-upload'
import { useRefreshSite, useStudyCalendar } from './site-api'

function CalendarDialog({ file, onClose }: { file: TAdminCalendarFile; onClose: () => void }) {
  const titleId = useId()
  const limits = useUploadLimits().data
  const upload = useUpload<TAdminCalendarFile>()
  const refresh = useRefreshSite()
  const [pdf, setPdf] = useState<File | null>(null)
  const [pdfError, setPdfError] = useState<string | null>(null)
  return (
    <Dialog onClose={onClose} labelledBy={titleId} className="w-full max-w-xl p-6">
      <h2 id={titleId} className="text-lg font-bold text-ink">
        Edit “{file.title}”
      </h2>
      <form
        className="mt-4 space-y-4"
        noValidate
        onSubmit={async (e) => {
          e.preventDefault()
          const data = new FormData(e.currentTarget)
          const problem = pdf ? fileProblem(pdf, 'pdf', limits?.pdf) : null
          setPdfError(problem)
          if (problem) return
          const form = formData(
            { title: String(data.get('title')), description: String(data.get('description')) },
            { file: pdf },
          )
          if (await upload.send(`/admin/study-calendar/${file.key}`, 'PUT', form)) {
            await refresh()
            onClose()
          }
        }}
      >
        <Field
          label="Title"
          name="title"
          required
          defaultValue={file.title}
          error={upload.fieldError('title')}
        />
        <Field
          label="Description"
          name="description"
          defaultValue={file.description}
          error={upload.fieldError('description')}
        />
        <FileField
          label="New PDF (optional)"
          kind="pdf"
          maxMb={limits?.pdf}
          error={pdfError ?? upload.fieldError('file')}
          current="Leave empty to keep the current file."
          onChange={setPdf}
        />
        <UploadFooter
          upload={upload}
          label="Uploading the PDF…"
          submitLabel="Save"
          onClose={onClose}
        />
      </form>
    </Dialog>
  )
}

/** The four /studycalendar files: replace a PDF, retitle it. */
export function CalendarPanel() {
  const files = useStudyCalendar()
  const [editing, setEditing] = useState<TAdminCalendarFile | null>(null)
  if (files.isPending) return <Spinner />
  if (files.isError) return <LoadError message={errorMessage(files.error, '')} />
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2">
        {files.data.items.map((f) => (
          <li
            key={f.key}
            className="flex flex-col justify-between gap-3 rounded-xl border border-slate-200 bg-white p-5"
          >
            <div>
              <h3 className="font-semibold text-ink">{f.title}</h3>
              <p className="mt-1 text-sm text-muted">{f.description || 'No description.'}</p>
            </div>
            <div className="flex flex-wrap gap-2">
              <a
                href={f.url}
                target="_blank"
                rel="noreferrer"
                className="inline-flex h-9 items-center rounded-lg px-3 text-sm font-semibold text-brand-800 underline"
              >
                Open the PDF
              </a>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setEditing(f)}
                aria-label={`Edit ${f.title}`}
              >
                Edit
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {editing ? <CalendarDialog file={editing} onClose={() => setEditing(null)} /> : null}
    </>
  )
}
