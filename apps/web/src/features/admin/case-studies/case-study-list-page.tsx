import { adminPaths } from '@nurseready/shared/constants/routes'
import { EXAM_CONFIGS, type TExamCode } from '@nurseready/shared/domain/readiness/exams'
import type { TCaseStudySummary } from '@nurseready/shared/schemas/item-bank'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { EmptyState } from '@/components/ui/empty-state'
import { Table } from '@/components/ui/table'
import { AdminList, Badge } from '../components/admin-list'
import { AdminPage } from '../components/admin-page'
import { dateTime } from '../format'
import { useCaseStudies } from './case-studies-api'
import { STATUS_TONE } from './status'

const examName = (code: string) => EXAM_CONFIGS[code as TExamCode]?.name ?? code

const newLink =
  'inline-flex h-11 items-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800'

/** /admin/case-studies: the case studies, 25 a page, newest first, with status, exams and items. */
export function CaseStudyListPage() {
  const [page, setPage] = useState(1)
  const cases = useCaseStudies(page)
  return (
    <AdminPage
      title="Case studies"
      description="Unfolding cases: a client record and six Next Gen items, published and archived together."
      actions={
        <Link to={adminPaths.caseStudyNew} className={newLink}>
          <Plus aria-hidden="true" className="size-4" /> New case study
        </Link>
      }
    >
      {cases.data?.total === 0 ? (
        <EmptyState title="No case studies yet.">
          Write the first one: its client record, then an item for each clinical-judgment step.
        </EmptyState>
      ) : (
        <AdminList query={cases} empty="No case studies on this page." onPage={setPage}>
          {(data) => (
            <Table<TCaseStudySummary>
              caption="Case studies"
              rows={data.items}
              rowKey={(c) => c.id}
              tableClassName="min-w-[44rem]"
              columns={[
                {
                  header: 'Title',
                  cell: (c) => (
                    <span className="block min-w-48">
                      <Link
                        to={adminPaths.caseStudyEdit.replace(':id', c.id)}
                        className="font-medium text-brand-700 underline"
                      >
                        {c.title}
                      </Link>
                      <span className="block text-xs text-muted">{c.key}</span>
                    </span>
                  ),
                },
                { header: 'Subject', cell: (c) => c.subject },
                {
                  header: 'Status',
                  cell: (c) => <Badge tone={STATUS_TONE[c.status]}>{c.status}</Badge>,
                },
                {
                  header: 'Exams',
                  cell: (c) => (c.exams.length ? c.exams.map(examName).join(', ') : '—'),
                },
                { header: 'Items', cell: (c) => `${c.itemIds.length} of 6` },
                { header: 'Created', cell: (c) => dateTime(c.createdAt) },
              ]}
            />
          )}
        </AdminList>
      )}
    </AdminPage>
  )
}
