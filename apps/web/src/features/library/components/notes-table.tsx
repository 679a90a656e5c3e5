import type { TNote } from '@nurseready/shared/schemas/library'
import { FileText } from 'lucide-react'
import { Table } from '@/components/ui/table'
import { paths } from '@/config/paths'
import { ACTION_COLUMN, ITEM_COLUMN, ItemAction, ItemTitle } from './library-item'

/** Notes, System, Action: Read, or 'Upgrade now' for paid notes without a valid subscription. */
export function NotesTable({ notes }: { notes: TNote[] }) {
  return (
    <Table
      caption="Study notes"
      rows={notes}
      rowKey={(n) => n.id}
      tableClassName="min-w-0"
      columns={[
        {
          header: 'Notes',
          className: ITEM_COLUMN,
          cell: (n) => (
            <div className="flex items-center gap-3">
              <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 sm:inline-flex">
                <FileText aria-hidden="true" className="size-5" />
              </span>
              <ItemTitle id={`note-${n.id}`} title={n.title} details={n.system} paid={n.paid} />
            </div>
          ),
        },
        { header: 'System', className: 'hidden md:table-cell text-muted', cell: (n) => n.system },
        {
          header: 'Action',
          className: ACTION_COLUMN,
          cell: (n) => (
            <ItemAction
              locked={n.locked}
              titleId={`note-${n.id}`}
              to={`${paths.readNotes}?id=${encodeURIComponent(n.id)}`}
              icon={FileText}
              label="Read"
            />
          ),
        },
      ]}
    />
  )
}
