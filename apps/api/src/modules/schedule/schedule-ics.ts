import type { StudyPlan, StudyTask } from '@nurseready/shared/domain/study-plan'
import { toDayNumber } from '@nurseready/shared/domain/study-plan'
import { DAY_MS } from '@nurseready/shared/domain/time'
import ical from 'ical-generator'

const dateOf = (day: string) => new Date(toDayNumber(day) * DAY_MS)

function taskLine(t: StudyTask): string {
  if (t.type === 'questions') return `${t.count} practice questions: ${t.label} (${t.minutes} min)`
  if (t.type === 'flashcards') return `Flashcard review (${t.minutes} min)`
  if (t.type === 'video') return `Video: ${t.title} (${t.minutes} min)`
  if (t.type === 'notes') return `Notes: ${t.title} (${t.minutes} min)`
  return `Readiness assessment (about ${t.minutes} min)`
}

function summaryOf(tasks: StudyTask[]): string {
  const questions = tasks.reduce((s, t) => s + (t.type === 'questions' ? t.count : 0), 0)
  if (tasks.some((t) => t.type === 'assessment')) return 'NurseReady: readiness assessment'
  return questions > 0 ? `NurseReady: ${questions} questions + review` : 'NurseReady: study'
}

/**
 * The plan as an RFC 5545 calendar (ical-generator): one all-day event per study day from today
 * on, and the exam day. Event ids are stable per student and day, so a subscribed calendar
 * updates its events in place when the plan changes.
 */
export function scheduleCalendar(opts: {
  userId: string
  plan: StudyPlan
  today: string
  publicUrl: string
  now: Date
}): string {
  const calendar = ical({
    name: 'NurseReady study schedule',
    prodId: { company: 'NurseReady', product: 'Study schedule', language: 'EN' },
    ttl: 60 * 60 * 6,
  })
  const today = toDayNumber(opts.today)
  for (const day of opts.plan.days) {
    if (toDayNumber(day.date) < today) continue
    const start = dateOf(day.date)
    const base = {
      id: `${opts.userId}-${day.date}@nurseready`,
      start,
      allDay: true,
      stamp: opts.now,
    }
    if (day.kind === 'exam') {
      calendar.createEvent({ ...base, summary: 'NCLEX exam day', description: 'Good luck!' })
      continue
    }
    if ((day.kind !== 'study' && day.kind !== 'assessment') || day.tasks.length === 0) continue
    calendar.createEvent({
      ...base,
      summary: summaryOf(day.tasks),
      description: [...day.tasks.map(taskLine), '', `${opts.publicUrl}/schedule`].join('\n'),
      url: `${opts.publicUrl}/schedule`,
    })
  }
  return calendar.toString()
}
