import { totalPages } from '@nurseready/shared/domain/pagination'
import type { TCategory } from '@nurseready/shared/schemas/library'
import { FileText, SearchX } from 'lucide-react'
import { Navigate, useLocation } from 'react-router'
import { EmptyState } from '@/components/ui/empty-state'
import { Pagination } from '@/components/ui/pagination'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useNotes } from '@/features/library/api/get-notes'
import { ListHeader } from '@/features/library/components/list-header'
import { LoadError } from '@/features/library/components/load-error'
import { NotesTable } from '@/features/library/components/notes-table'
import { SearchBox } from '@/features/library/components/search-box'
import { TEXTS } from '@/features/library/texts'
import { useListParams } from '@/features/library/use-list-params'
import { ApiError } from '@/lib/api-client'

/** /notes?category=ID: a subject's study notes, searched on the server, 8 per page. */
export function NotesPage() {
  const { category, page, q, setPage, setQuery } = useListParams()
  const state = useLocation().state as { category?: TCategory } | null
  const notes = useNotes({ categoryId: category, page, q })
  if (!category) return <Navigate to={paths.notesCategories} replace />

  const name = notes.data?.category.name ?? state?.category?.name ?? TEXTS.notesSubjects
  const failure =
    notes.error instanceof ApiError && notes.error.status < 500 && notes.error.detail
      ? notes.error.detail
      : TEXTS.failed

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <title>{`${name} · Study Notes · NurseReady`}</title>
      <ListHeader backTo={paths.notesCategories} backLabel="Back" kicker="Study Notes" title={name}>
        <SearchBox label="Search notes" value={q} onSearch={setQuery} />
      </ListHeader>

      {notes.isPending ? (
        <Spinner label="Loading notes..." />
      ) : notes.isError ? (
        <LoadError text={failure} onRetry={() => void notes.refetch()} />
      ) : notes.data.items.length === 0 ? (
        q ? (
          <EmptyState
            title={TEXTS.noMatch(q)}
            icon={<SearchX aria-hidden="true" className="size-8" />}
          >
            Try another word, or clear the search.
          </EmptyState>
        ) : (
          <EmptyState
            title={TEXTS.noNotes}
            icon={<FileText aria-hidden="true" className="size-8" />}
          />
        )
      ) : (
        <div aria-busy={notes.isPlaceholderData}>
          {!notes.data.subscribed && notes.data.items.some((n) => n.locked) ? (
            <p className="mb-3 text-sm text-muted">{TEXTS.lockedHint}</p>
          ) : null}
          <NotesTable notes={notes.data.items} />
          <Pagination
            label="Notes pages"
            page={page}
            totalPages={totalPages(notes.data.total, notes.data.pageSize)}
            onChange={setPage}
          />
        </div>
      )}
    </div>
  )
}
