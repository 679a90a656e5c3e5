import { totalPages } from '@nurseready/shared/domain/pagination'
import type { TCategory } from '@nurseready/shared/schemas/library'
import { SearchX, Video } from 'lucide-react'
import { Navigate, useLocation } from 'react-router'
import { EmptyState } from '@/components/ui/empty-state'
import { Pagination } from '@/components/ui/pagination'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useVideos } from '@/features/library/api/get-videos'
import { ListHeader } from '@/features/library/components/list-header'
import { LoadError } from '@/features/library/components/load-error'
import { SearchBox } from '@/features/library/components/search-box'
import { VideoTable } from '@/features/library/components/video-table'
import { TEXTS } from '@/features/library/texts'
import { useListParams } from '@/features/library/use-list-params'
import { ApiError } from '@/lib/api-client'

/** /lecturesvideos?category=ID: a subject's lectures, searched on the server, 8 per page. */
export function VideosPage() {
  const { category, page, q, setPage, setQuery } = useListParams()
  const state = useLocation().state as { category?: TCategory } | null
  const videos = useVideos({ categoryId: category, page, q })
  if (!category) return <Navigate to={paths.videoCategories} replace />

  const name = videos.data?.category.name ?? state?.category?.name ?? TEXTS.videoSubjects
  // A refused subject (unknown or malformed id) says so; anything else is the spec's text.
  const failure =
    videos.error instanceof ApiError && videos.error.status < 500 && videos.error.detail
      ? videos.error.detail
      : TEXTS.videosFailed

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

      {videos.isPending ? (
        <Spinner label="Loading lectures..." />
      ) : videos.isError ? (
        <LoadError text={failure} onRetry={() => void videos.refetch()} />
      ) : videos.data.items.length === 0 ? (
        q ? (
          <EmptyState
            title={TEXTS.noMatch(q)}
            icon={<SearchX aria-hidden="true" className="size-8" />}
          >
            Try another word, or clear the search.
          </EmptyState>
        ) : (
          <EmptyState
            title={TEXTS.noVideos}
            icon={<Video aria-hidden="true" className="size-8" />}
          />
        )
      ) : (
        <div aria-busy={videos.isPlaceholderData}>
          {!videos.data.subscribed && videos.data.items.some((v) => v.locked) ? (
            <p className="mb-3 text-sm text-muted">{TEXTS.lockedHint}</p>
          ) : null}
          <VideoTable videos={videos.data.items} />
          <Pagination
            label="Lecture pages"
            page={page}
            totalPages={totalPages(videos.data.total, videos.data.pageSize)}
            onChange={setPage}
          />
        </div>
      )}
    </div>
  )
}
