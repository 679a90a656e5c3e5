import type { TVideo } from '@nurseready/shared/schemas/library'
import { Play } from 'lucide-react'
import { Table } from '@/components/ui/table'
import { paths } from '@/config/paths'
import { Duration } from './duration'
import { ACTION_COLUMN, ITEM_COLUMN, ItemAction, ItemTitle } from './library-item'

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
          className: ITEM_COLUMN,
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
              <ItemTitle
                id={`video-${v.id}`}
                title={v.title}
                details={
                  <>
                    {v.subject} · <Duration seconds={v.durationSeconds} />
                  </>
                }
                paid={v.paid}
              />
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
          className: ACTION_COLUMN,
          cell: (v) => (
            <ItemAction
              locked={v.locked}
              titleId={`video-${v.id}`}
              to={`${paths.videoPlayer}?id=${encodeURIComponent(v.id)}`}
              icon={Play}
              label="Play"
            />
          ),
        },
      ]}
    />
  )
}
