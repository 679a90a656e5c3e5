import type {
  TAdminCategory,
  TAdminNote,
  TAdminVideo,
} from '@nurseready/shared/schemas/admin-content'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { SelectField } from '@/components/ui/select-field'
import type { Column } from '@/components/ui/table'
import { type ItemQuery, useDeleteNote, useDeleteVideo, useNotes, useVideos } from './library-api'
import { DeleteDialog, PagedTable, RowActions } from './list-parts'
import { NoteFormDialog } from './note-form-dialog'
import { VideoFormDialog } from './video-form-dialog'

/** Seconds as "m:ss" (or "h:mm:ss"). */
export function clock(seconds: number) {
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = String(seconds % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}

function AccessBadge({ paid }: { paid: boolean }) {
  return (
    <span
      className={
        paid
          ? 'rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900'
          : 'rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900'
      }
    >
      {paid ? 'Paid' : 'Free'}
    </span>
  )
}

/** The category filter above a list. */
function CategoryFilter({
  categories,
  value,
  onChange,
}: {
  categories: TAdminCategory[]
  value: string | undefined
  onChange: (id: string | undefined) => void
}) {
  return (
    <SelectField
      label="Category"
      className="w-full sm:w-72"
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value || undefined)}
    >
      <option value="">All categories</option>
      {categories.map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
    </SelectField>
  )
}

/** The Access badge and the row's Edit and Delete buttons, last in both lists. */
function accessAndActions<T extends { paid: boolean; title: string }>(
  edit: (row: T) => void,
  remove: (row: T) => void,
): Column<T>[] {
  return [
    { header: 'Access', cell: (r) => <AccessBadge paid={r.paid} /> },
    {
      header: 'Actions',
      cell: (r) => <RowActions name={r.title} onEdit={() => edit(r)} onDelete={() => remove(r)} />,
    },
  ]
}

/** The category filter and the upload button above a list. */
function ListToolbar({
  categories,
  categoryId,
  onCategory,
  newLabel,
  onNew,
}: {
  categories: TAdminCategory[]
  categoryId: string | undefined
  onCategory: (id: string | undefined) => void
  newLabel: string
  onNew: () => void
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <CategoryFilter categories={categories} value={categoryId} onChange={onCategory} />
      <Button onClick={onNew} disabled={categories.length === 0}>
        {newLabel}
      </Button>
    </div>
  )
}

type Editing<T> = T | 'new' | null

/** The videos: filter by category, upload, edit, delete. */
export function VideoList({ categories }: { categories: TAdminCategory[] }) {
  const [query, setQuery] = useState<ItemQuery>({ page: 1 })
  const [editing, setEditing] = useState<Editing<TAdminVideo>>(null)
  const [deleting, setDeleting] = useState<TAdminVideo | null>(null)
  const [saved, setSaved] = useState<string | null>(null)
  const videos = useVideos(query)
  const remove = useDeleteVideo()
  const columns: Column<TAdminVideo>[] = [
    {
      header: 'Video',
      cell: (v) => (
        <div className="flex items-center gap-3">
          {v.thumbnailUrl ? (
            <img
              src={v.thumbnailUrl}
              alt=""
              className="hidden h-10 w-16 shrink-0 rounded object-cover sm:block"
            />
          ) : (
            <span
              aria-hidden="true"
              className="hidden h-10 w-16 shrink-0 rounded bg-slate-100 sm:block"
            />
          )}
          <span>
            <a
              href={v.url}
              target="_blank"
              rel="noreferrer"
              className="font-medium text-brand-800 underline"
            >
              {v.title}
            </a>
            <span className="block text-xs text-muted">{v.subject}</span>
            {/* Narrow screens: the category and duration columns fold in here. */}
            <span className="block text-xs text-muted md:hidden">
              {v.categoryName} · {clock(v.durationSeconds)}
            </span>
          </span>
        </div>
      ),
    },
    { header: 'Category', cell: (v) => v.categoryName, className: 'hidden md:table-cell' },
    {
      header: 'Duration',
      cell: (v) => <span className="tabular-nums">{clock(v.durationSeconds)}</span>,
      className: 'hidden md:table-cell',
    },
    ...accessAndActions<TAdminVideo>(setEditing, setDeleting),
  ]
  return (
    <section className="space-y-4">
      <ListToolbar
        categories={categories}
        categoryId={query.categoryId}
        onCategory={(categoryId) => setQuery({ categoryId, page: 1 })}
        newLabel="Upload video"
        onNew={() => setEditing('new')}
      />
      {saved ? (
        <p
          role="status"
          className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900"
        >
          {saved}
        </p>
      ) : null}
      <PagedTable
        caption="Videos"
        columns={columns}
        result={videos}
        page={query.page}
        onPage={(page) => setQuery({ ...query, page })}
        empty="No videos yet."
      />
      {editing ? (
        <VideoFormDialog
          video={editing === 'new' ? undefined : editing}
          categories={categories}
          onClose={(v) => {
            setEditing(null)
            if (v)
              setSaved(
                `Saved “${v.title}” (${clock(v.durationSeconds)}, ${v.paid ? 'paid' : 'free'}).`,
              )
          }}
        />
      ) : null}
      {deleting ? (
        <DeleteDialog
          title={`Delete “${deleting.title}”?`}
          id={deleting.id}
          remove={remove}
          failed="Could not delete the video."
          onClose={() => setDeleting(null)}
        >
          Students will no longer find this video in the library.
        </DeleteDialog>
      ) : null}
    </section>
  )
}

/** The study notes: filter by category, upload, edit, delete. */
export function NoteList({ categories }: { categories: TAdminCategory[] }) {
  const [query, setQuery] = useState<ItemQuery>({ page: 1 })
  const [editing, setEditing] = useState<Editing<TAdminNote>>(null)
  const [deleting, setDeleting] = useState<TAdminNote | null>(null)
  const notes = useNotes(query)
  const remove = useDeleteNote()
  const columns: Column<TAdminNote>[] = [
    {
      header: 'Notes',
      cell: (n) => (
        <a
          href={n.url}
          target="_blank"
          rel="noreferrer"
          className="font-medium text-brand-800 underline"
        >
          {n.title}
        </a>
      ),
    },
    { header: 'Body system', cell: (n) => n.system },
    { header: 'Category', cell: (n) => n.categoryName },
    ...accessAndActions<TAdminNote>(setEditing, setDeleting),
  ]
  return (
    <section aria-label="Notes" className="space-y-4">
      <ListToolbar
        categories={categories}
        categoryId={query.categoryId}
        onCategory={(categoryId) => setQuery({ categoryId, page: 1 })}
        newLabel="Upload notes"
        onNew={() => setEditing('new')}
      />
      <PagedTable
        caption="Study notes"
        columns={columns}
        result={notes}
        page={query.page}
        onPage={(page) => setQuery({ ...query, page })}
        empty="No notes yet."
      />
      {editing ? (
        <NoteFormDialog
          note={editing === 'new' ? undefined : editing}
          categories={categories}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <DeleteDialog
          title={`Delete “${deleting.title}”?`}
          id={deleting.id}
          remove={remove}
          failed="Could not delete the notes."
          onClose={() => setDeleting(null)}
        >
          Students will no longer find these notes in the library.
        </DeleteDialog>
      ) : null}
    </section>
  )
}
