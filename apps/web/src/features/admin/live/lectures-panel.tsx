import type { TAdminLecture, TAdminLectureInput } from '@nurseready/shared/schemas/admin-content'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { SelectField } from '@/components/ui/select-field'
import type { Column } from '@/components/ui/table'
import { formatLongDate, formatTimeRange } from '@/lib/format-date'
import { DeleteDialog, PagedTable, RowActions } from '../library/list-parts'
import { FormDialog, fieldErrors, text } from './form-dialog'
import { type ListQuery, useDeleteLecture, useLectures, useSaveLecture } from './live-api'

/** An instant as the value of a datetime-local input, on the admin's clock. */
function localInput(iso: string | undefined) {
  if (!iso) return undefined
  const d = new Date(iso)
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}
/** A datetime-local value (the admin's clock) as an ISO instant; '' stays '' for the API to refuse. */
const instant = (value: string) => (value ? new Date(value).toISOString() : '')

function LectureDialog({
  lecture,
  courses,
  onClose,
}: {
  lecture?: TAdminLecture
  courses: string[]
  onClose: () => void
}) {
  const save = useSaveLecture()
  const err = fieldErrors(save.error)
  return (
    <FormDialog
      title={lecture ? 'Edit lecture' : 'Schedule a lecture'}
      busy={save.isPending}
      error={save.error}
      onClose={onClose}
      onSubmit={(data) => {
        const body: TAdminLectureInput = {
          lecturerName: text(data, 'lecturerName'),
          designation: text(data, 'designation'),
          subject: text(data, 'subject'),
          courseName: text(data, 'courseName'),
          startsAt: instant(text(data, 'startsAt')),
          endsAt: instant(text(data, 'endsAt')),
          joinUrl: text(data, 'joinUrl'),
        }
        save.mutate({ id: lecture?.id, body }, { onSuccess: onClose })
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Lecturer"
          name="lecturerName"
          required
          defaultValue={lecture?.lecturerName}
          error={err('lecturerName')}
        />
        <Field
          label="Designation"
          name="designation"
          required
          defaultValue={lecture?.designation}
          error={err('designation')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Subject"
          name="subject"
          required
          defaultValue={lecture?.subject}
          error={err('subject')}
        />
        <Field
          label="Course"
          name="courseName"
          required
          list="lecture-courses"
          defaultValue={lecture?.courseName}
          error={err('courseName')}
        />
      </div>
      <datalist id="lecture-courses">
        {courses.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Starts"
          name="startsAt"
          type="datetime-local"
          required
          defaultValue={localInput(lecture?.startsAt)}
          error={err('startsAt')}
        />
        <Field
          label="Ends"
          name="endsAt"
          type="datetime-local"
          required
          defaultValue={localInput(lecture?.endsAt)}
          error={err('endsAt')}
        />
      </div>
      <p className="text-sm text-muted">
        Times are on your clock (
        {Intl.DateTimeFormat().resolvedOptions().timeZone.replaceAll('_', ' ')}); students see them
        in theirs.
      </p>
      <Field
        label="Join link"
        name="joinUrl"
        type="url"
        required
        defaultValue={lecture?.joinUrl}
        error={err('joinUrl')}
      />
    </FormDialog>
  )
}

/** The live-lecture schedule, by course. */
export function LecturesPanel() {
  const [query, setQuery] = useState<ListQuery & { course?: string }>({ page: 1, past: false })
  const [editing, setEditing] = useState<TAdminLecture | 'new' | null>(null)
  const [deleting, setDeleting] = useState<TAdminLecture | null>(null)
  const lectures = useLectures(query)
  const remove = useDeleteLecture()
  const courses = lectures.data?.courses ?? []
  const columns: Column<TAdminLecture>[] = [
    {
      header: 'Lecture',
      cell: (l) => (
        <span>
          <span className="font-medium text-ink">{l.subject}</span>
          <span className="block text-xs text-muted">
            {l.lecturerName}, {l.designation}
          </span>
          {/* Narrow screens: the course and time columns fold in here. */}
          <span className="mt-1 block text-xs text-ink md:hidden">
            {l.courseName} · {formatLongDate(l.startsAt)}
            <span className="block">{formatTimeRange(l.startsAt, l.endsAt)}</span>
          </span>
        </span>
      ),
    },
    { header: 'Course', cell: (l) => l.courseName, className: 'hidden md:table-cell' },
    {
      header: 'When',
      className: 'hidden md:table-cell',
      cell: (l) => (
        <span>
          {formatLongDate(l.startsAt)}
          <span className="block text-xs text-muted">{formatTimeRange(l.startsAt, l.endsAt)}</span>
        </span>
      ),
    },
    {
      header: 'Actions',
      cell: (l) => (
        <RowActions
          name={`${l.subject} on ${formatLongDate(l.startsAt)}`}
          onEdit={() => setEditing(l)}
          onDelete={() => setDeleting(l)}
          deleteLabel="Cancel"
        />
      ),
    },
  ]
  return (
    <section aria-label="Lecture schedule" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap items-end gap-4">
          <SelectField
            label="Course"
            className="w-full sm:w-56"
            value={query.course ?? ''}
            onChange={(e) => setQuery({ ...query, page: 1, course: e.target.value || undefined })}
          >
            <option value="">All courses</option>
            {courses.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </SelectField>
          <label className="flex h-11 items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              checked={query.past}
              onChange={(e) => setQuery({ ...query, page: 1, past: e.target.checked })}
              className="size-5 accent-brand-700"
            />
            Include past lectures
          </label>
        </div>
        <Button onClick={() => setEditing('new')}>Schedule a lecture</Button>
      </div>
      <PagedTable
        caption="Lecture schedule"
        columns={columns}
        result={lectures}
        page={query.page}
        onPage={(page) => setQuery({ ...query, page })}
        empty="No lectures."
      />
      {editing ? (
        <LectureDialog
          lecture={editing === 'new' ? undefined : editing}
          courses={courses}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <DeleteDialog
          title={`Cancel “${deleting.subject}”?`}
          confirmLabel="Cancel the lecture"
          id={deleting.id}
          remove={remove}
          failed="Could not cancel the lecture."
          onClose={() => setDeleting(null)}
        >
          It disappears from the schedule of students with access to {deleting.courseName}.
        </DeleteDialog>
      ) : null}
    </section>
  )
}
