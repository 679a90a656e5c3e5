import type { TStudyDay } from '@nurseready/shared/schemas/schedule'
import { CheckCircle2 } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/api-client'
import { useSingleFlight } from '@/lib/use-single-flight'
import { useSetScheduleDay } from '../api/schedule-actions'
import { daySummary, longDate, taskLink, taskText } from './task-text'

/** The tasks of one day, with links to do them, and "Mark day done" for today or earlier. */
export function DayTasks({
  day,
  today,
  headingLevel = 3,
}: {
  day: TStudyDay
  today: string
  headingLevel?: 2 | 3
}) {
  const mark = useSetScheduleDay()
  const once = useSingleFlight()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const canMark = (day.kind === 'study' || day.kind === 'assessment') && day.date <= today
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading className="font-semibold text-ink">
          {longDate(day.date)}
          {day.date === today ? (
            <span className="ml-2 text-sm font-medium text-brand-700">Today</span>
          ) : null}
        </Heading>
        <p className="text-sm text-muted">{daySummary(day)}</p>
      </div>
      {day.tasks.length > 0 ? (
        <ul className="space-y-2">
          {day.tasks.map((t) => (
            <li key={`${t.type}-${'areaId' in t ? t.areaId : 'id' in t ? t.id : ''}`}>
              <Link
                to={taskLink(t)}
                className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-ink ring-1 ring-slate-200 hover:bg-brand-50 hover:ring-brand-200"
              >
                <span className="min-w-0">{taskText(t)}</span>
                <span className="shrink-0 text-xs text-muted">{t.minutes} min</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : day.status === 'missed' ? (
        <p className="text-sm text-muted">
          This day was missed; its questions moved to the days ahead.
        </p>
      ) : null}
      {canMark ? (
        <div className="flex flex-wrap items-center gap-3">
          {day.status === 'done' ? (
            <>
              <span className="inline-flex items-center gap-1 text-sm font-medium text-emerald-700">
                <CheckCircle2 aria-hidden="true" className="size-4" /> Done
              </span>
              <Button
                size="sm"
                variant="ghost"
                disabled={mark.isPending}
                onClick={() =>
                  void once(() =>
                    mark.mutateAsync({ date: day.date, done: false }).catch(() => null),
                  )
                }
              >
                Mark not done
              </Button>
            </>
          ) : (
            <Button
              size="sm"
              disabled={mark.isPending}
              onClick={() =>
                void once(() => mark.mutateAsync({ date: day.date, done: true }).catch(() => null))
              }
            >
              Mark day done
            </Button>
          )}
          {mark.isError ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {errorMessage(mark.error, 'The day could not be saved.')}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
