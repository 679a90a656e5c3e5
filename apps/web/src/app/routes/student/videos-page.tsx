import type { TCategory } from '@nurseready/shared/schemas/library'
import { Video } from 'lucide-react'
import { Navigate, useLocation } from 'react-router'
import { paths } from '@/config/paths'
import { useVideos } from '@/features/library/api/get-videos'
import { LibraryListBody } from '@/features/library/components/library-list-body'
import { ListHeader } from '@/features/library/components/list-header'
import { SearchBox } from '@/features/library/components/search-box'
import { VideoTable } from '@/features/library/components/video-table'
import { TEXTS } from '@/features/library/texts'
import { useListParams } from '@/features/library/use-list-params'

/** /lecturesvideos?category=ID: a subject's lectures, searched on the server, 8 per page. */
export function VideosPage() {
  const { category, page, q, setPage, setQuery } = useListParams()
  const state = useLocation().state as { category?: TCategory } | null
  const videos = useVideos({ categoryId: category, page, q })
  if (!category) return <Navigate to={paths.videoCategories} replace />

  const name = videos.data?.category.name ?? state?.category?.name ?? TEXTS.videoSubjects

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <title>{`${name} · Video Lectures · NurseReady`}</title>
      <ListHeader
        backTo={paths.videoCategories}
        backLabel="Back"
        kicker="Video Lectures"
        title={name}
      >
        <SearchBox label="Search lectures" value={q} onSearch={setQuery} />
      </ListHeader>

      <LibraryListBody
        query={videos}
        q={q}
        page={page}
        onPage={setPage}
        loadingLabel="Loading lectures..."
        fallbackError={TEXTS.videosFailed}
        emptyTitle={TEXTS.noVideos}
        emptyIcon={<Video aria-hidden="true" className="size-8" />}
        pagesLabel="Lecture pages"
      >
        {(rows) => <VideoTable videos={rows} />}
      </LibraryListBody>
    </div>
  )
}
