import type { TSubjectList } from '@nurseready/shared/schemas/question-bank'
import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { EmptyState } from '@/components/ui/empty-state'
import { Pagination } from '@/components/ui/pagination'
import { Table } from '@/components/ui/table'
import { paths } from '@/config/paths'

type Row = TSubjectList['items'][number]

/** The spec's "Create Test" list: subjects with total and used counts, and an arrow to pick one. */
export function SubjectList({
  data,
  page,
  onPageChange,
}: {
  data: TSubjectList
  page: number
  onPageChange: (page: number) => void
}) {
  if (data.items.length === 0) return <EmptyState title="No subjects available yet." />
  const totalPages = Math.max(1, Math.ceil(data.total / data.pageSize))
  return (
    <>
      <Table<Row>
        caption="Create Test: subjects with total and used questions"
        rows={data.items}
        rowKey={(s) => s.id}
        tableClassName="min-w-[18rem]"
        columns={[
          {
            header: 'Subject',
            cell: (s) => <span className="font-medium text-ink">{s.name}</span>,
          },
          {
            header: 'Total',
            cell: (s) => s.totalQuestions,
            className: 'px-2 text-right tabular-nums',
          },
          {
            header: 'Used',
            cell: (s) => s.usedQuestions,
            className: 'px-2 text-right tabular-nums',
          },
          {
            header: 'Choose',
            className: 'w-16 pl-2 text-right',
            cell: (s) => (
              <Link
                to={`${paths.startTest}?subject=${encodeURIComponent(s.id)}`}
                aria-label={`Create a test in ${s.name}`}
                className="inline-flex size-9 items-center justify-center rounded-full bg-brand-50 text-brand-800 hover:bg-brand-100"
              >
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            ),
          },
        ]}
      />
      <Pagination
        page={page}
        totalPages={totalPages}
        onChange={onPageChange}
        label="Create Test pages"
      />
    </>
  )
}
