import type { TLibraryKind } from '@nurseready/shared/schemas/library'
import { useSearchParams } from 'react-router'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/api-client'
import { AdminPage, LoadError } from '../components/admin-page'
import { CategoryManager } from './category-manager'
import { NoteList, VideoList } from './item-lists'
import { useCategories } from './library-api'
import { SectionTabs } from './section-tabs'

const TABS = [
  { id: 'videos', label: 'Videos' },
  { id: 'notes', label: 'Notes' },
  { id: 'categories', label: 'Categories' },
] as const
type Tab = (typeof TABS)[number]['id']

/** /admin/library: the students' library: videos, study notes and their categories. */
export function LibraryPage() {
  const [params] = useSearchParams()
  const tab: Tab = TABS.some((t) => t.id === params.get('tab'))
    ? (params.get('tab') as Tab)
    : 'videos'
  const video = useCategories('video')
  const notes = useCategories('notes')
  const loading = video.isPending || notes.isPending
  const failed = video.error ?? notes.error

  const body = (kind: TLibraryKind) =>
    (kind === 'video' ? video.data?.items : notes.data?.items) ?? []
  return (
    <AdminPage
      title="Library"
      description="Recorded lectures and study notes: upload, set free or paid, sort into categories."
    >
      <SectionTabs label="Library sections" tabs={TABS} current={tab} />
      {loading ? (
        <Spinner />
      ) : failed ? (
        <LoadError message={errorMessage(failed, '')} />
      ) : tab === 'videos' ? (
        <VideoList categories={body('video')} />
      ) : tab === 'notes' ? (
        <NoteList categories={body('notes')} />
      ) : (
        <div className="space-y-10">
          <CategoryManager kind="video" categories={body('video')} />
          <CategoryManager kind="notes" categories={body('notes')} />
        </div>
      )}
    </AdminPage>
  )
}
