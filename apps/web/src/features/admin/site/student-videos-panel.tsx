import type { TAdminStudentVideo } from '@nurseready/shared/schemas/admin-content'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/api-client'
import { LoadError } from '../components/admin-page'
import { useUploadLimits } from '../library/library-api'
import { DeleteDialog } from '../library/list-parts'
import { FileField, fileProblem } from '../library/upload-fields'
import { UploadFooter } from '../library/upload-footer'
import { formData } from '../library/upload-request'
import { useUpload } from '../library/use-upload'
import { useDeleteStudentVideo, useRefreshSite, useStudentVideos } from './site-api'

function StudentVideoDialog({
  video,
  onClose,
}: {
  video?: TAdminStudentVideo
  onClose: () => void
}) {
  const titleId = useId()
  const limits = useUploadLimits().data
  const upload = useUpload<TAdminStudentVideo>()
  const refresh = useRefreshSite()
  const [file, setFile] = useState<File | null>(null)
  const [poster, setPoster] = useState<File | null>(null)
  const [problems, setProblems] = useState<Record<string, string | null>>({})
  return (
    <Dialog onClose={onClose} labelledBy={titleId} className="w-full max-w-xl p-6">
      <h2 id={titleId} className="text-lg font-bold text-ink">
        {video ? 'Edit student video' : 'Add a student video'}
      </h2>
      <form
        className="mt-4 space-y-4"
        noValidate
        onSubmit={async (e) => {
          e.preventDefault()
          const data = new FormData(e.currentTarget)
          const found = {
            video: file
              ? fileProblem(file, 'video', limits?.video)
              : video
                ? null
                : 'Choose an MP4 or WebM video to upload.',
            poster: poster ? fileProblem(poster, 'image', limits?.image) : null,
          }
          setProblems(found)
          if (found.video || found.poster) return
          const form = formData(
            {
              studentName: String(data.get('studentName')),
              exam: String(data.get('exam')),
              quote: String(data.get('quote')),
              position: String(data.get('position')),
            },
            { video: file, poster },
          )
          const saved = await upload.send(
            video ? `/admin/student-videos/${video.id}` : '/admin/student-videos',
            video ? 'PATCH' : 'POST',
            form,
          )
          if (saved) {
            await refresh()
            onClose()
          }
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Student name"
            name="studentName"
            required
            defaultValue={video?.studentName}
            error={upload.fieldError('studentName')}
          />
          <Field
            label="Exam"
            name="exam"
            required
            defaultValue={video?.exam}
            error={upload.fieldError('exam')}
          />
        </div>
        <Field
          label="Quote"
          name="quote"
          required
          defaultValue={video?.quote}
          error={upload.fieldError('quote')}
        />
        <Field
          label="Position"
          name="position"
          type="number"
          min={0}
          defaultValue={video?.position ?? 0}
          hint="Lower numbers come first."
        />
        <FileField
          label="Video"
          kind="video"
          maxMb={limits?.video}
          required={!video}
          error={problems.video ?? upload.fieldError('video')}
          current={video ? 'Leave empty to keep the current video.' : undefined}
          onChange={setFile}
        />
        <FileField
          label="Poster image (optional)"
          kind="image"
          maxMb={limits?.image}
          error={problems.poster ?? undefined}
          onChange={setPoster}
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

/** Testimonial videos on the landing and Contact Us pages. */
export function StudentVideosPanel() {
  const videos = useStudentVideos()
  const remove = useDeleteStudentVideo()
  const [editing, setEditing] = useState<TAdminStudentVideo | 'new' | null>(null)
  const [deleting, setDeleting] = useState<TAdminStudentVideo | null>(null)
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button onClick={() => setEditing('new')}>Add a student video</Button>
      </div>
      {videos.isPending ? (
        <Spinner />
      ) : videos.isError ? (
        <LoadError message={errorMessage(videos.error, '')} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {videos.data.items.map((v) => (
            <li key={v.id} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
              {/* biome-ignore lint/a11y/useMediaCaption: testimonials have no caption files; the quote is shown beside */}
              <video
                src={v.videoUrl}
                poster={v.posterUrl ?? undefined}
                controls
                preload="metadata"
                className="aspect-video w-full bg-slate-900"
              />
              <div className="space-y-2 p-4">
                <p className="font-semibold text-ink">
                  {v.studentName} <span className="font-normal text-muted">· {v.exam}</span>
                </p>
                <p className="text-sm text-slate-700">“{v.quote}”</p>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setEditing(v)}
                    aria-label={`Edit ${v.studentName}'s video`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setDeleting(v)}
                    aria-label={`Delete ${v.studentName}'s video`}
                  >
                    Delete
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <StudentVideoDialog
          video={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <DeleteDialog
          title={`Delete ${deleting.studentName}'s video?`}
          id={deleting.id}
          remove={remove}
          failed="Could not delete the video."
          onClose={() => setDeleting(null)}
        >
          It disappears from the landing and Contact Us pages.
        </DeleteDialog>
      ) : null}
    </div>
  )
}
