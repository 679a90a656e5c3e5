import { Spinner } from '@/components/ui/spinner'
import { useStudyCalendar } from '@/features/library/api/get-study-calendar'
import { ListHeader } from '@/features/library/components/list-header'
import { LoadError } from '@/features/library/components/load-error'
import { StudyCalendarCard } from '@/features/library/components/study-calendar-card'
import { TEXTS } from '@/features/library/texts'

/** /studycalendar: the four cards (3, 6 and 12 Weeks, Learning Assessment Tracker). */
export function StudyCalendarPage() {
  const calendar = useStudyCalendar()
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <title>Study Calendar · NurseReady</title>
      <ListHeader kicker="Plan your study" title={TEXTS.studyCalendar} />
      <p className="-mt-2 text-muted">
        Pick the plan that fits the time before your exam, and track your readiness assessments as
        you go. Each file opens as a PDF you can print.
      </p>
      {calendar.isPending ? (
        <Spinner label="Loading the study calendar..." />
      ) : calendar.isError ? (
        <LoadError text={TEXTS.failed} onRetry={() => void calendar.refetch()} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {calendar.data.items.map((file) => (
            <li key={file.key} className="flex">
              <StudyCalendarCard file={file} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
