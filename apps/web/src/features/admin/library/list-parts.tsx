import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Pagination } from '@/components/ui/pagination'
import { Spinner } from '@/components/ui/spinner'
import { type Column, Table } from '@/components/ui/table'
import { errorMessage } from '@/lib/api-client'
import { LoadError } from '../components/admin-page'

type Page<T> = { items: T[]; total: number; pageSize: number }

/**
 * A paged admin list: spinner, the server's message on failure, an empty text, or the table
 * (narrow columns folded by the caller) with its pagination.
 */
export function PagedTable<T extends { id: string }>({
  caption,
  columns,
  result,
  page,
  onPage,
  empty,
}: {
  caption: string
  columns: Column<T>[]
  result: UseQueryResult<Page<T>>
  page: number
  onPage: (page: number) => void
  empty: string
}) {
  if (result.isPending) return <Spinner />
  if (result.isError) return <LoadError message={errorMessage(result.error, '')} />
  if (result.data.items.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-muted">
        {empty}
      </p>
    )
  return (
    <>
      <Table
        caption={caption}
        columns={columns}
        rows={result.data.items}
        rowKey={(r) => r.id}
        tableClassName="min-w-0"
      />
      <Pagination
        page={page}
        totalPages={Math.ceil(result.data.total / result.data.pageSize)}
        onChange={onPage}
        label={`${caption} pages`}
      />
    </>
  )
}

/** Edit and delete buttons of a row, named after the record for screen readers. */
export function RowActions({
  name,
  onEdit,
  onDelete,
  deleteLabel = 'Delete',
}: {
  name: string
  onEdit: () => void
  onDelete?: () => void
  deleteLabel?: string
}) {
  return (
    <div className="flex gap-2">
      <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      {onDelete ? (
        <Button size="sm" variant="ghost" onClick={onDelete} aria-label={`${deleteLabel} ${name}`}>
          {deleteLabel}
        </Button>
      ) : null}
    </div>
  )
}

/** "Delete …?" for one record: runs `remove` with its id and closes when it succeeded. */
export function DeleteDialog({
  title,
  id,
  remove,
  failed,
  confirmLabel = 'Delete',
  onClose,
  children,
}: {
  title: string
  id: string
  remove: UseMutationResult<void, Error, string>
  /** The message when the server gives none. */
  failed: string
  confirmLabel?: string
  onClose: () => void
  children: ReactNode
}) {
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={confirmLabel}
      danger
      busy={remove.isPending}
      error={remove.error ? errorMessage(remove.error, failed) : null}
      onCancel={onClose}
      onConfirm={() => remove.mutate(id, { onSuccess: onClose })}
    >
      {children}
    </ConfirmDialog>
  )
}
