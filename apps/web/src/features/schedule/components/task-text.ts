import type { TStudyDay, TStudyTask } from '@nurseready/shared/schemas/schedule'
import { paths } from '@/config/paths'

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
]
export const WEEKDAYS_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

/** A task as one line: "22 questions · Pharmacology". */
export function taskText(t: TStudyTask): string {
  if (t.type === 'questions') return `${t.count} questions · ${t.label}`
  if (t.type === 'flashcards') return `Flashcard review · ${t.minutes} min`
  if (t.type === 'video') return `Video · ${t.title}`
  if (t.type === 'notes') return `Notes · ${t.title}`
  return 'Readiness assessment'
}

/** Where a task is done in the app. */
export function taskLink(t: TStudyTask): string {
  if (t.type === 'questions') return paths.startTest
  if (t.type === 'flashcards') return paths.flashcards
  if (t.type === 'video') return `${paths.videoPlayer}?id=${encodeURIComponent(t.id)}`
  if (t.type === 'notes') return `${paths.readNotes}?id=${encodeURIComponent(t.id)}`
  return paths.readiness
}

/** A short summary of a day for the month grid and screen readers. */
export function daySummary(d: TStudyDay): string {
  if (d.kind === 'exam') return 'Exam day'
  if (d.kind === 'rest') return 'Rest day'
  if (d.status === 'missed') return 'Missed: moved forward'
  if (d.kind === 'assessment')
    return d.status === 'done' ? 'Assessment done' : 'Readiness assessment'
  if (d.status === 'done') return `Done · ${d.questions} questions`
  return `${d.questions} questions · ${d.minutes} min`
}

/** A day in a month-grid cell: a word or two. */
export function dayShort(d: TStudyDay): string {
  if (d.kind === 'exam') return 'Exam'
  if (d.kind === 'rest') return 'Rest'
  if (d.status === 'missed') return 'Missed'
  if (d.status === 'done') return 'Done'
  if (d.kind === 'assessment') return 'Assessment'
  return `${d.questions} questions`
}

/** "Monday 2 March 2026" from YYYY-MM-DD, without time-zone shifts. */
export function longDate(date: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`))
}
