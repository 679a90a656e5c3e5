import { MODE_LABELS, STYLE_LABELS } from '@nurseready/shared/constants/question-bank'
import { formatPercent } from '@nurseready/shared/domain/grading'
import type { TPaperSummary } from '@nurseready/shared/schemas/question-bank'
import type { ReactNode } from 'react'
import { Table } from '@/components/ui/table'
import { PaperStatusBadge } from './paper-status-badge'

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

export const formatDate = (iso: string) => dateFormat.format(new Date(iso))

/** Papers with the spec's columns: %Scored, Scored Max, Test-ID, Date, Mode, Subjects, Status, Action. */
export function PapersTable({
  caption,
  papers,
  action,
}: {
  caption: string
  papers: TPaperSummary[]
  action: (paper: TPaperSummary) => ReactNode
}) {
  return (
    <>
      {/* Phones get one card per paper; the table, with every column, from md up. */}
      <ul aria-label={caption} className="space-y-3 md:hidden">
        {papers.map((p) => (
          <li key={p.code} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold text-ink">{p.subject}</p>
                <p className="text-xs text-muted">
                  {STYLE_LABELS[p.style]} · {MODE_LABELS[p.mode]}
                </p>
              </div>
              <PaperStatusBadge status={p.status} />
            </div>
            <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
              <div>
                <dt className="text-xs text-muted">%Scored</dt>
                <dd className="font-semibold tabular-nums text-ink">{formatPercent(p.percent)}%</dd>
              </div>
              <div>
                <dt className="text-xs text-muted">Scored Max</dt>
                <dd className="tabular-nums text-ink">
                  {p.marksScored} / {p.marksPossible}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-muted">Test-ID</dt>
                <dd className="truncate font-mono text-xs leading-5 text-ink">{p.code}</dd>
              </div>
            </dl>
            <div className="mt-3 flex items-center justify-between gap-2 border-t border-slate-100 pt-3">
              <p className="text-xs text-muted">
                <span className="sr-only">Date: </span>
                {formatDate(p.createdAt)}
              </p>
              <div className="flex items-center gap-2">{action(p)}</div>
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <Table<TPaperSummary>
          caption={caption}
          rows={papers}
          rowKey={(p) => p.code}
          tableClassName="min-w-[52rem]"
          columns={[
            {
              header: '%Scored',
              cell: (p) => (
                <span className="font-semibold tabular-nums text-ink">
                  {formatPercent(p.percent)}%
                </span>
              ),
            },
            {
              header: 'Scored Max',
              cell: (p) => (
                <span className="tabular-nums">
                  {p.marksScored} / {p.marksPossible}
                </span>
              ),
            },
            {
              header: 'Test-ID',
              cell: (p) => <span className="font-mono text-xs text-ink">{p.code}</span>,
            },
            {
              header: 'Date',
              cell: (p) => <span className="whitespace-nowrap">{formatDate(p.createdAt)}</span>,
            },
            { header: 'Mode', cell: (p) => MODE_LABELS[p.mode] },
            {
              header: 'Subjects',
              cell: (p) => (
                <>
                  <span className="block font-medium text-ink">{p.subject}</span>
                  <span className="block text-xs text-muted">{STYLE_LABELS[p.style]}</span>
                </>
              ),
            },
            { header: 'Status', cell: (p) => <PaperStatusBadge status={p.status} /> },
            {
              header: 'Action',
              cell: (p) => <div className="flex items-center gap-2">{action(p)}</div>,
            },
          ]}
        />
      </div>
    </>
  )
}
