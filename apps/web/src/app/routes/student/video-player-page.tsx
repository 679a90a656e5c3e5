import { Clock, FolderOpen } from 'lucide-react'
import { useSearchParams } from 'react-router'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useVideo } from '@/features/library/api/get-video'
import { BackLink } from '@/features/library/components/back-link'
import { Duration } from '@/features/library/components/duration'
import { LoadError } from '@/features/library/components/load-error'
import { LockedPanel } from '@/features/library/components/upgrade-link'
import { VideoPlayer } from '@/features/library/components/video-player'
import { TEXTS } from '@/features/library/texts'
import { ApiError } from '@/lib/api-client'

/** /videos?id=ID: the lecture player with its title, duration and a Back link. */
export function VideoPlayerPage() {
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const video = useVideo(id)
  const back = video.data
    ? `${paths.videos}?category=${encodeURIComponent(video.data.categoryId)}`
    : paths.videoCategories

  if (!id || (video.error instanceof ApiError && video.error.status < 500)) {
    return (
      <div className="mx-auto max-w-4xl space-y-6">
        <title>Video Lectures · NurseReady</title>
        <BackLink to={paths.videoCategories} />
        <p
          role="alert"
          className="rounded-xl bg-white px-6 py-10 text-center font-semibold text-ink shadow-sm ring-1 ring-slate-200"
        >
          {TEXTS.videoNotFound}
        </p>
      </div>
    )
  }

  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <title>{`${video.data?.title ?? 'Video'} · NurseReady`}</title>
      <BackLink to={back} />
      {video.isPending ? (
        <Spinner label="Loading the lecture..." />
      ) : video.isError ? (
        <LoadError text={TEXTS.videosFailed} onRetry={() => void video.refetch()} />
      ) : (
        <>
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
              {video.data.title}
            </h1>
            <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted">
              <div className="flex items-center gap-1.5">
                <dt className="sr-only">Subject</dt>
                <FolderOpen aria-hidden="true" className="size-4" />
                <dd>
                  {video.data.categoryName} · {video.data.subject}
                </dd>
              </div>
              <div className="flex items-center gap-1.5">
                <dt>
                  <Clock aria-hidden="true" className="size-4" />
                  <span className="sr-only">Duration</span>
                </dt>
                <dd>
                  <Duration seconds={video.data.durationSeconds} />
                </dd>
              </div>
            </dl>
          </div>
          {video.data.url ? (
            <VideoPlayer
              src={video.data.url}
              poster={video.data.thumbnailUrl ?? undefined}
              label={video.data.title}
              onLinkExpired={() => void video.refetch()}
            />
          ) : (
            <LockedPanel text={TEXTS.locked} hint={TEXTS.lockedHint} />
          )}
        </>
      )}
    </div>
  )
}
