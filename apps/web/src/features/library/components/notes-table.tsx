import type { TNote } from '@nurseready/shared/schemas/library'
import { FileText } from 'lucide-react'
import { Link } from 'react-router'
import { buttonVariants } from '@/components/ui/button'
import { Table } from '@/components/ui/table'
import { paths } from '@/config/paths'
import { UpgradeLink } from './upgrade-link'

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
          className: 'pr-2 pl-3 sm:px-4',
          cell: (n) => (
            <div className="flex items-center gap-3">
              <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 sm:inline-flex">
                <FileText aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0">
                <p id={`note-${n.id}`} className="font-semibold text-ink">
                  {n.title}
                </p>
                <p className="mt-0.5 text-xs text-muted md:hidden">{n.system}</p>
                {n.paid ? (
                  <span className="mt-1 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-[0.7rem] font-semibold uppercase tracking-wide text-amber-900">
                    Paid
                  </span>
                ) : null}
              </div>
            </div>
          ),
        },
        { header: 'System', className: 'hidden md:table-cell text-muted', cell: (n) => n.system },
        {
          header: 'Action',
          className: 'w-px whitespace-nowrap pr-3 pl-2 text-right sm:px-4',
          cell: (n) =>
            n.locked ? (
              <UpgradeLink describedBy={`note-${n.id}`} className="whitespace-nowrap" />
            ) : (
              <Link
                to={`${paths.readNotes}?id=${encodeURIComponent(n.id)}`}
                aria-describedby={`note-${n.id}`}
                className={buttonVariants({ size: 'sm' })}
              >
                <FileText aria-hidden="true" className="size-4" />
                Read
              </Link>
            ),
        },
      ]}
    />
  )
}
