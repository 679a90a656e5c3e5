import { totalPages } from '@nurseready/shared/domain/pagination'
import type { TLibraryKind } from '@nurseready/shared/schemas/library'
import { ChevronRight, FolderOpen } from 'lucide-react'
import { Link } from 'react-router'
import { EmptyState } from '@/components/ui/empty-state'
import { Pagination } from '@/components/ui/pagination'
import { Spinner } from '@/components/ui/spinner'
import { Table } from '@/components/ui/table'
import { useCategories } from '../api/get-categories'
import { TEXTS } from '../texts'
import { useListParams } from '../use-list-params'
import { LoadError } from './load-error'

/**
 * The video or notes subjects: serial number and name, 8 per page with Previous, numbered pages
 * and Next. A row opens the subject's list with the category id in the URL.
 */
export function CategoryList({
  kind,
  itemsPath,
  caption,
}: {
  kind: TLibraryKind
  /** /lecturesvideos or /notes. */
  itemsPath: string
  caption: string
}) {
  const { page, setPage } = useListParams()
  const categories = useCategories({ kind, page })

  if (categories.isPending) return <Spinner label="Loading subjects..." />
  if (categories.isError)
    return <LoadError text={TEXTS.failed} onRetry={() => void categories.refetch()} />
  const { items, total, pageSize } = categories.data
  if (total === 0)
    return (
      <EmptyState
        title={TEXTS.noCategories}
        icon={<FolderOpen aria-hidden="true" className="size-8" />}
      />
    )
  const offset = (page - 1) * pageSize
  return (
    <div aria-busy={categories.isPlaceholderData}>
      <Table
        caption={caption}
        rows={items}
        rowKey={(c) => c.id}
        tableClassName="min-w-0"
        columns={[
          {
            header: 'S.No.',
            className: 'w-20 text-muted tabular-nums',
            cell: (c) => offset + items.indexOf(c) + 1,
          },
          {
            header: 'Category',
            cell: (c) => (
              <Link
                to={`${itemsPath}?category=${encodeURIComponent(c.id)}`}
                state={{ category: c }}
                className="group -my-2 flex items-center justify-between gap-3 py-2 font-semibold text-ink hover:text-brand-800"
              >
                {c.name}
                <ChevronRight
                  aria-hidden="true"
                  className="size-5 shrink-0 text-slate-400 group-hover:text-brand-700"
                />
              </Link>
            ),
          },
        ]}
      />
      {items.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted">This page is empty.</p>
      ) : null}
      <Pagination
        label={`${caption} pages`}
        page={page}
        totalPages={totalPages(total, pageSize)}
        onChange={setPage}
      />
    </div>
  )
}
