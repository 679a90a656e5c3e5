import type { TVideo } from '@nurseready/shared/schemas/library'
import { Play } from 'lucide-react'
import { Link } from 'react-router'
import { buttonVariants } from '@/components/ui/button'
import { Table } from '@/components/ui/table'
import { paths } from '@/config/paths'
import { Duration } from './duration'
import { UpgradeLink } from './upgrade-link'

/** Lectures (thumbnail and title), subject, Duration, Action: Play, or 'Upgrade now' if locked. */
export function VideoTable({ videos }: { videos: TVideo[] }) {
  return (
    <Table
      caption="Lectures"
      rows={videos}
      rowKey={(v) => v.id}
      tableClassName="min-w-0"
      columns={[
        {
          header: 'Lectures',
          className: 'pr-2 pl-3 sm:px-4',
          cell: (v) => (
            <div className="flex items-center gap-3">
              {v.thumbnailUrl ? (
                <img
                  src={v.thumbnailUrl}
                  alt=""
                  width={112}
                  height={63}
                  loading="lazy"
                  className="hidden aspect-video w-28 shrink-0 rounded-md bg-slate-200 object-cover sm:block"
                />
              ) : (
                <span className="hidden aspect-video w-28 shrink-0 rounded-md bg-slate-200 sm:block" />
              )}
              <div className="min-w-0">
                <p id={`video-${v.id}`} className="font-semibold text-ink">
                  {v.title}
                </p>
                <p className="mt-0.5 text-xs text-muted md:hidden">
                  {v.subject} · <Duration seconds={v.durationSeconds} />
                </p>
                {v.paid ? (
                  <span className="mt-1 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-[0.7rem] font-semibold uppercase tracking-wide text-amber-900">
                    Paid
                  </span>
                ) : null}
              </div>
            </div>
          ),
        },
        { header: 'Subject', className: 'hidden md:table-cell text-muted', cell: (v) => v.subject },
        {
          header: 'Duration',
          className: 'hidden md:table-cell w-24 text-muted',
          cell: (v) => <Duration seconds={v.durationSeconds} />,
        },
        {
          header: 'Action',
          className: 'w-px whitespace-nowrap pr-3 pl-2 text-right sm:px-4',
          cell: (v) =>
            v.locked ? (
              <UpgradeLink describedBy={`video-${v.id}`} className="whitespace-nowrap" />
            ) : (
              <Link
                to={`${paths.videoPlayer}?id=${encodeURIComponent(v.id)}`}
                aria-describedby={`video-${v.id}`}
                className={buttonVariants({ size: 'sm' })}
              >
                <Play aria-hidden="true" className="size-4" />
                Play
              </Link>
            ),
        },
      ]}
    />
  )
}
