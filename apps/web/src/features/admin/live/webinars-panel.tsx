import { WEBINAR_TYPE_LABELS, WEBINAR_TYPES } from '@nurseready/shared/domain/webinars'
import type { TAdminWebinar, TAdminWebinarInput } from '@nurseready/shared/schemas/admin-content'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { SelectField } from '@/components/ui/select-field'
import { Spinner } from '@/components/ui/spinner'
import type { Column } from '@/components/ui/table'
import { errorMessage } from '@/lib/api-client'
import { formatLongDate, formatTimeRange } from '@/lib/format-date'
import { LoadError } from '../components/admin-page'
import { dateTime } from '../format'
import { DeleteDialog, PagedTable, RowActions } from '../library/list-parts'
import { FormDialog, fieldErrors, text } from './form-dialog'
import {
  type ListQuery,
  useDeleteWebinar,
  useRegistrants,
  useSaveWebinar,
  useWebinars,
} from './live-api'

/** The zones the browser knows, the admin's own first. */
function timeZones(): string[] {
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone
  const all =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [own]
  return [own, ...all.filter((z) => z !== own)]
}

function WebinarDialog({ webinar, onClose }: { webinar?: TAdminWebinar; onClose: () => void }) {
  const save = useSaveWebinar()
  const err = fieldErrors(save.error)
  const zones = timeZones()
  return (
    <FormDialog
      title={webinar ? 'Edit webinar' : 'New webinar'}
      busy={save.isPending}
      error={save.error}
      onClose={onClose}
      onSubmit={(data) => {
        const body: TAdminWebinarInput = {
          title: text(data, 'title'),
          speaker: text(data, 'speaker'),
          subject: text(data, 'subject'),
          type: text(data, 'type') as TAdminWebinarInput['type'],
          date: text(data, 'date'),
          startTime: text(data, 'startTime'),
          endTime: text(data, 'endTime'),
          timeZone: text(data, 'timeZone'),
          zoomLink: text(data, 'zoomLink'),
        }
        save.mutate({ id: webinar?.id, body }, { onSuccess: onClose })
      }}
    >
      <Field
        label="Title"
        name="title"
        required
        defaultValue={webinar?.title}
        error={err('title')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Speaker"
          name="speaker"
          required
          defaultValue={webinar?.speaker}
          error={err('speaker')}
        />
        <Field
          label="Subject"
          name="subject"
          required
          defaultValue={webinar?.subject}
          error={err('subject')}
        />
      </div>
      <SelectField
        label="Type"
        name="type"
        defaultValue={webinar?.type ?? 'workshop'}
        error={err('type')}
      >
        {WEBINAR_TYPES.map((t) => (
          <option key={t} value={t}>
            {WEBINAR_TYPE_LABELS[t]}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          label="Date"
          name="date"
          type="date"
          required
          defaultValue={webinar?.date}
          error={err('date')}
        />
        <Field
          label="Starts"
          name="startTime"
          type="time"
          required
          defaultValue={webinar?.startTime}
          error={err('startTime')}
        />
        <Field
          label="Ends"
          name="endTime"
          type="time"
          required
          defaultValue={webinar?.endTime}
          error={err('endTime')}
        />
      </div>
      <SelectField
        label="Time zone"
        name="timeZone"
        hint="The date and times above are on this zone's clock; students see them in it."
        defaultValue={webinar?.timeZone ?? zones[0]}
        error={err('timeZone')}
      >
        {zones.map((z) => (
          <option key={z} value={z}>
            {z.replaceAll('_', ' ')}
          </option>
        ))}
      </SelectField>
      <Field
        label="Zoom link"
        name="zoomLink"
        type="url"
        required
        defaultValue={webinar?.zoomLink}
        error={err('zoomLink')}
      />
    </FormDialog>
  )
}

function Registrants({ webinar, onClose }: { webinar: TAdminWebinar; onClose: () => void }) {
  const titleId = useId()
  const list = useRegistrants(webinar.id)
  return (
    <Dialog
      onClose={onClose}
      labelledBy={titleId}
      dismissOnBackdrop
      className="w-full max-w-xl p-6"
    >
      <h2 id={titleId} className="text-lg font-bold text-ink">
        Registered for “{webinar.title}”
      </h2>
      <div className="mt-4 max-h-96 overflow-y-auto">
        {list.isPending ? (
          <Spinner />
        ) : list.isError ? (
          <LoadError message={errorMessage(list.error, '')} />
        ) : list.data.items.length === 0 ? (
          <p className="text-sm text-muted">Nobody has registered yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200 text-sm">
            {list.data.items.map((r) => (
              <li key={r.userId} className="flex flex-wrap justify-between gap-2 py-2">
                <span>
                  <span className="font-medium text-ink">{r.name}</span>
                  <span className="block text-muted">{r.email}</span>
                </span>
                <span className="text-muted">{dateTime(r.registeredAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="mt-4 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </Dialog>
  )
}

/** Webinars: upcoming (or all), with time zone, registrations and who registered. */
export function WebinarsPanel() {
  const [query, setQuery] = useState<ListQuery>({ page: 1, past: false })
  const [editing, setEditing] = useState<TAdminWebinar | 'new' | null>(null)
  const [deleting, setDeleting] = useState<TAdminWebinar | null>(null)
  const [showing, setShowing] = useState<TAdminWebinar | null>(null)
  const webinars = useWebinars(query)
  const remove = useDeleteWebinar()
  const columns: Column<TAdminWebinar>[] = [
    {
      header: 'Webinar',
      cell: (w) => (
        <span>
          <span className="font-medium text-ink">{w.title}</span>
          <span className="block text-xs text-muted">
            {WEBINAR_TYPE_LABELS[w.type]} · {w.speaker} · {w.subject}
          </span>
          {/* Narrow screens: the time column folds in here. */}
          <span className="mt-1 block text-xs text-ink md:hidden">
            {formatLongDate(w.startsAt, w.timeZone)},{' '}
            {formatTimeRange(w.startsAt, w.endsAt, w.timeZone)}
          </span>
          {/* Narrow screens: the registrations column too. */}
          <button
            type="button"
            onClick={() => setShowing(w)}
            className="mt-1 text-xs font-semibold text-brand-800 underline sm:hidden"
          >
            {w.registrations} registered
          </button>
        </span>
      ),
    },
    {
      header: 'When (webinar zone)',
      className: 'hidden md:table-cell',
      cell: (w) => (
        <span>
          {formatLongDate(w.startsAt, w.timeZone)}
          <span className="block text-xs text-muted">
            {formatTimeRange(w.startsAt, w.endsAt, w.timeZone)} · {w.timeZone.replaceAll('_', ' ')}
          </span>
        </span>
      ),
    },
    {
      header: 'Registered',
      className: 'hidden sm:table-cell',
      cell: (w) => (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setShowing(w)}
          aria-label={`${w.registrations} registered for ${w.title}`}
        >
          {w.registrations}
        </Button>
      ),
    },
    {
      header: 'Actions',
      cell: (w) => (
        <RowActions
          name={`${w.title}`}
          onEdit={() => setEditing(w)}
          onDelete={() => setDeleting(w)}
        />
      ),
    },
  ]
  return (
    <section aria-label="Webinars" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            checked={query.past}
            onChange={(e) => setQuery({ page: 1, past: e.target.checked })}
            className="size-5 accent-brand-700"
          />
          Include past webinars
        </label>
        <Button onClick={() => setEditing('new')}>New webinar</Button>
      </div>
      <PagedTable
        caption="Webinars"
        columns={columns}
        result={webinars}
        page={query.page}
        onPage={(page) => setQuery({ ...query, page })}
        empty="No webinars."
      />
      {editing ? (
        <WebinarDialog
          webinar={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {showing ? <Registrants webinar={showing} onClose={() => setShowing(null)} /> : null}
      {deleting ? (
        <DeleteDialog
          title={`Delete “${deleting.title}”?`}
          id={deleting.id}
          remove={remove}
          failed="Could not delete the webinar."
          onClose={() => setDeleting(null)}
        >
          Its {deleting.registrations} registrations are removed too.
        </DeleteDialog>
      ) : null}
    </section>
  )
}
