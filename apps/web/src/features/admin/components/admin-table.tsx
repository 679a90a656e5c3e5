import { type Column, Table } from '@/components/ui/table'
import { cn } from '@/lib/cn'

/**
 * Below 640 px the table's rows stack: each row a block, each cell a line with its column's
 * name in front, the header row kept for screen readers only. Nothing scrolls sideways and every
 * action is on screen. From 640 px it is the ordinary table (scrolling sideways when too wide).
 */
const STACKED = cn(
  'max-sm:block max-sm:min-w-0',
  'max-sm:[&_thead]:sr-only max-sm:[&_tbody]:block',
  'max-sm:[&_tbody_tr]:block max-sm:[&_tbody_tr]:py-2',
  'max-sm:[&_td]:flex max-sm:[&_td]:min-w-0 max-sm:[&_td]:items-baseline max-sm:[&_td]:gap-3 max-sm:[&_td]:py-1.5',
)

/** An admin list's table: the shared Table, stacked into labelled lines on phones. */
export function AdminTable<T>({
  columns,
  tableClassName,
  ...props
}: {
  caption: string
  columns: Column<T>[]
  rows: T[]
  rowKey: (row: T) => string
  /** Extra classes for the <table> from 640 px, e.g. a wider min-width. */
  tableClassName?: string
}) {
  return (
    <Table
      {...props}
      tableClassName={cn(tableClassName, STACKED)}
      columns={columns.map((c) => ({
        ...c,
        cell: (row: T) => (
          <>
            <span className="w-20 shrink-0 text-xs font-semibold uppercase tracking-wide text-muted sm:hidden">
              {c.header}
            </span>
            <span className="block min-w-0 flex-1 break-words">{c.cell(row)}</span>
          </>
        ),
      }))}
    />
  )
}
