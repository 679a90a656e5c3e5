import type { TCategory } from '@nurseready/shared/schemas/library'
import { FileText } from 'lucide-react'
import { Navigate, useLocation } from 'react-router'
import { paths } from '@/config/paths'
import { useNotes } from '@/features/library/api/get-notes'
import { LibraryListBody } from '@/features/library/components/library-list-body'
import { ListHeader } from '@/features/library/components/list-header'
import { NotesTable } from '@/features/library/components/notes-table'
import { SearchBox } from '@/features/library/components/search-box'
import { TEXTS } from '@/features/library/texts'
import { useListParams } from '@/features/library/use-list-params'

/** /notes?category=ID: a subject's study notes, searched on the server, 8 per page. */
export function NotesPage() {
  const { category, page, q, setPage, setQuery } = useListParams()
  const state = useLocation().state as { category?: TCategory } | null
  const notes = useNotes({ categoryId: category, page, q })
  if (!category) return <Navigate to={paths.notesCategories} replace />

  const name = notes.data?.category.name ?? state?.category?.name ?? TEXTS.notesSubjects

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <title>{`${name} · Study Notes · NurseReady`}</title>
      <ListHeader backTo={paths.notesCategories} backLabel="Back" kicker="Study Notes" title={name}>
        <SearchBox label="Search notes" value={q} onSearch={setQuery} />
      </ListHeader>

      <LibraryListBody
        query={notes}
        q={q}
        page={page}
        onPage={setPage}
        loadingLabel="Loading notes..."
        fallbackError={TEXTS.failed}
        emptyTitle={TEXTS.noNotes}
        emptyIcon={<FileText aria-hidden="true" className="size-8" />}
        pagesLabel="Notes pages"
      >
        {(rows) => <NotesTable notes={rows} />}
      </LibraryListBody>
    </div>
  )
}
