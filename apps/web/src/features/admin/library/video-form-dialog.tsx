import type { TAdminCategory, TAdminVideo } from '@nurseready/shared/schemas/admin-content'
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

/**
 * Upload a video (or edit one): category, title, subject, free or paid, the file with a progress
 * bar, an optional thumbnail. The duration is read from an MP4 by the server; for a WebM the
 * admin enters it (minutes).
 */
export function VideoFormDialog({
  video,
  categories,
  onClose,
}: {
  video?: TAdminVideo
  categories: TAdminCategory[]
  onClose: (saved?: TAdminVideo) => void
}) {
  const titleId = useId()
  const limits = useUploadLimits().data
  const refresh = useRefreshLibrary()
  const upload = useUpload<TAdminVideo>()
  const [file, setFile] = useState<File | null>(null)
  const [thumbnail, setThumbnail] = useState<File | null>(null)
  const [local, setLocal] = useState<Record<string, string>>({})

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const data = new FormData(e.currentTarget)
    const problems: Record<string, string> = {}
    if (!video && !file) problems.video = 'Choose an MP4 or WebM video to upload.'
    if (file) problems.video = fileProblem(file, 'video', limits?.video) ?? ''
    if (thumbnail) problems.thumbnail = fileProblem(thumbnail, 'image', limits?.image) ?? ''
    setLocal(problems)
    if (Object.values(problems).some(Boolean)) return
    const minutes = String(data.get('durationMinutes') ?? '').trim()
    const form = formData(
      {
        categoryId: String(data.get('categoryId')),
        title: String(data.get('title')),
        subject: String(data.get('subject')),
        paid: data.get('paid') === 'on',
        durationSeconds: minutes ? Math.round(Number(minutes) * 60) : undefined,
      },
      { video: file, thumbnail },
    )
    const saved = await upload.send(
      video ? `/admin/library/videos/${video.id}` : '/admin/library/videos',
      video ? 'PATCH' : 'POST',
      form,
    )
    if (saved) {
      await refresh()
      onClose(saved)
    }
  }

  const err = (name: string) => local[name] || upload.fieldError(name)
  return (
    <Dialog onClose={() => onClose()} labelledBy={titleId} className="w-full max-w-xl p-6">
      <h2 id={titleId} className="text-lg font-bold text-ink">
        {video ? 'Edit video' : 'Upload a video'}
      </h2>
      <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
        <SelectField
          label="Category"
          name="categoryId"
          required
          defaultValue={video?.categoryId ?? categories[0]?.id}
          error={err('categoryId')}
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
          defaultValue={video?.title}
          error={err('title')}
        />
        <Field
          label="Subject"
          name="subject"
          required
          maxLength={120}
          defaultValue={video?.subject}
          error={err('subject')}
        />
        <PaidCheckbox defaultChecked={video?.paid ?? true} />
        <FileField
          label="Video file"
          kind="video"
          maxMb={limits?.video}
          required={!video}
          error={err('video')}
          current={video ? 'Leave empty to keep the current file.' : undefined}
          onChange={setFile}
        />
        <Field
          label="Duration in minutes (WebM only)"
          name="durationMinutes"
          inputMode="decimal"
          hint="An MP4's duration is read from the file."
          error={err('durationSeconds')}
        />
        <FileField
          label="Thumbnail (optional)"
          kind="image"
          maxMb={limits?.image}
          error={err('thumbnail')}
          current={video?.thumbnailUrl ? 'Leave empty to keep the current one.' : undefined}
          onChange={setThumbnail}
        />
        <UploadFooter
          upload={upload}
          label="Uploading the video…"
          submitLabel={video ? 'Save' : 'Upload'}
          onClose={onClose}
        />
      </form>
    </Dialog>
  )
}
