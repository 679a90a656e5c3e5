import type { TPaperSummary } from '@nurseready/shared/schemas/question-bank'
import { ClipboardList } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { Link } from 'react-router'
import { buttonVariants } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Pagination } from '@/components/ui/pagination'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { usePapers } from '../api/get-papers'
import { PapersTable } from './papers-table'

/** A server-paged table of the student's papers with loading, empty and error states. */
export function PaperHistory({
  caption,
  pageSize,
  action,
}: {
  caption: string
  pageSize: number
  action: (paper: TPaperSummary) => ReactNode
}) {
  const [page, setPage] = useState(1)
  const papers = usePapers({ page, pageSize })

  if (papers.isPending) return <Spinner label="Loading tests..." />
  if (papers.isError) {
    return (
      <p
        role="alert"
        className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
      >
        Failed to fetch data
      </p>
    )
  }
  if (papers.data.total === 0) {
    return (
      <EmptyState
        title="No tests yet"
        icon={<ClipboardList aria-hidden="true" className="size-10" />}
      >
        <p>Create your first practice test to see your results here.</p>
        <Link to={paths.startTest} className={buttonVariants({ className: 'mt-4' })}>
          Create a test
        </Link>
      </EmptyState>
    )
  }
  const totalPages = Math.max(1, Math.ceil(papers.data.total / papers.data.pageSize))
  return (
    <div aria-busy={papers.isPlaceholderData || undefined}>
      <PapersTable caption={caption} papers={papers.data.items} action={action} />
      <Pagination
        page={page}
        totalPages={totalPages}
        onChange={setPage}
        label={`${caption} pages`}
      />
    </div>
  )
}
