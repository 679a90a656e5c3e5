import type { TAdminCategory } from '@nurseready/shared/schemas/admin-content'
import type { TLibraryKind } from '@nurseready/shared/schemas/library'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { type Column, Table } from '@/components/ui/table'
import { ApiError, errorMessage } from '@/lib/api-client'
import { FormAlert } from './form-parts'
import { useDeleteCategory, useSaveCategory } from './library-api'

const KIND_LABEL: Record<TLibraryKind, string> = { video: 'video', notes: 'notes' }

function CategoryDialog({
  kind,
  category,
  onClose,
}: {
  kind: TLibraryKind
  category?: TAdminCategory
  onClose: () => void
}) {
  const titleId = useId()
  const save = useSaveCategory()
  const fieldErrors = save.error instanceof ApiError ? save.error.errors : undefined
  return (
    <Dialog onClose={onClose} labelledBy={titleId} className="w-full max-w-md p-6">
      <h2 id={titleId} className="text-lg font-bold text-ink">
        {category ? 'Edit category' : `New ${KIND_LABEL[kind]} category`}
      </h2>
      <form
        className="mt-4 space-y-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          const data = new FormData(e.currentTarget)
          save.mutate(
            {
              id: category?.id,
              kind,
              name: String(data.get('name')),
              position: Number(data.get('position') || 0),
            },
            { onSuccess: onClose },
          )
        }}
      >
        <Field
          label="Name"
          name="name"
          required
          maxLength={120}
          defaultValue={category?.name}
          error={fieldErrors?.name?.[0]}
        />
        <Field
          label="Position"
          name="position"
          type="number"
          min={0}
          defaultValue={category?.position ?? 0}
          hint="Lower numbers come first for students."
          error={fieldErrors?.position?.[0]}
        />
        <FormAlert
          message={
            save.error && !fieldErrors
              ? errorMessage(save.error, 'Could not save the category.')
              : null
          }
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            Save
          </Button>
        </div>
      </form>
    </Dialog>
  )
}

/** The categories of one kind: add, rename or reorder, delete an empty one. */
export function CategoryManager({
  kind,
  categories,
}: {
  kind: TLibraryKind
  categories: TAdminCategory[]
}) {
  const [editing, setEditing] = useState<TAdminCategory | 'new' | null>(null)
  const [deleting, setDeleting] = useState<TAdminCategory | null>(null)
  const remove = useDeleteCategory()
  const columns: Column<TAdminCategory>[] = [
    { header: 'Name', cell: (c) => <span className="font-medium text-ink">{c.name}</span> },
    { header: 'Position', cell: (c) => c.position },
    { header: kind === 'video' ? 'Videos' : 'Notes', cell: (c) => c.itemCount },
    {
      header: 'Actions',
      cell: (c) => (
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setEditing(c)}
            aria-label={`Edit ${c.name}`}
          >
            Edit
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              remove.reset()
              setDeleting(c)
            }}
            aria-label={`Delete ${c.name}`}
          >
            Delete
          </Button>
        </div>
      ),
    },
  ]
  return (
    <section aria-labelledby={`${kind}-categories`} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${kind}-categories`} className="text-lg font-semibold text-ink">
          {kind === 'video' ? 'Video categories' : 'Notes categories'}
        </h2>
        <Button size="sm" onClick={() => setEditing('new')}>
          New category
        </Button>
      </div>
      <Table
        caption={kind === 'video' ? 'Video categories' : 'Notes categories'}
        columns={columns}
        rows={categories}
        rowKey={(c) => c.id}
        tableClassName="min-w-[28rem]"
      />
      {editing ? (
        <CategoryDialog
          kind={kind}
          category={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={`Delete “${deleting.name}”?`}
          confirmLabel="Delete"
          danger
          busy={remove.isPending}
          error={remove.error ? errorMessage(remove.error, 'Could not delete the category.') : null}
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        >
          Students will no longer see this category. A category that still has items cannot be
          deleted.
        </ConfirmDialog>
      ) : null}
    </section>
  )
}
