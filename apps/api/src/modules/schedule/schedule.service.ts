import { randomBytes } from 'node:crypto'
import {
  CLIENT_NEED_LABELS,
  CLIENT_NEEDS,
  type TClientNeed,
} from '@nurseready/shared/domain/readiness/exams'
import {
  buildStudyPlan,
  type StudyArea,
  type StudyPlan,
  studyPlanProblem,
  toDayNumber,
} from '@nurseready/shared/domain/study-plan'
import {
  SCHEDULE_MESSAGES,
  type TSchedule,
  type TScheduleSettings,
} from '@nurseready/shared/schemas/schedule'
import type { Clock } from '../../lib/clock'
import { hmac, safeEqual, sha256 } from '../../lib/crypto'
import { AppError } from '../../lib/errors'
import type { BillingQueries } from '../billing/index'
import type { ScheduleRepository, ScheduleRow } from './schedule.repository'

type Deps = {
  repo: ScheduleRepository
  billing: Pick<BillingQueries, 'features'>
  clock: Clock
  secret: string
}

const KEY_LENGTH = 24
/** A calendar token: 24 random characters and their 43-character HMAC (base64url). */
export const CALENDAR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{67}$/

/** Today's date (YYYY-MM-DD) in a time zone; UTC when the zone is unknown. */
export function todayIn(timeZone: string, now: Date): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now)
  } catch {
    return now.toISOString().slice(0, 10)
  }
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** The smart study schedule (issue 14 section 5): settings, the plan, days done, the calendar. */
export function scheduleService({ repo, billing, clock, secret }: Deps) {
  const sign = (key: string) => hmac(secret, `calendar:${key}`)

  async function requirePlan(userId: string) {
    const grants = await billing.features(userId, clock.now())
    if (!grants.schedule)
      throw new AppError('forbidden', SCHEDULE_MESSAGES.noPlan, {
        link: '</subscriptions>; rel="payment"',
      })
  }

  async function areas(userId: string): Promise<StudyArea[]> {
    const [bySubject, byNeed] = await Promise.all([
      repo.subjectScores(userId),
      repo.clientNeedScores(userId),
    ])
    const needs = new Map(byNeed.map((n) => [n.id, n]))
    return [
      ...bySubject.map((s) => ({ kind: 'subject' as const, ...s })),
      ...CLIENT_NEEDS.map((need: TClientNeed) => ({
        kind: 'clientNeed' as const,
        id: need,
        label: CLIENT_NEED_LABELS[need],
        answered: needs.get(need)?.answered ?? 0,
        correct: needs.get(need)?.correct ?? 0,
      })),
    ]
  }

  async function planOf(row: ScheduleRow, today: string): Promise<StudyPlan> {
    const [studyAreas, videos, notes, completed] = await Promise.all([
      areas(row.userId),
      repo.videos(),
      repo.notes(),
      repo.completedDays(row.userId, row.startDate),
    ])
    return buildStudyPlan({
      today,
      startDate: row.startDate,
      examDate: row.examDate,
      studyDays: row.studyDays,
      hoursPerWeek: row.hoursPerWeek,
      areas: studyAreas,
      videos,
      notes,
      completed,
    })
  }

  async function view(row: ScheduleRow | undefined): Promise<TSchedule> {
    const now = clock.now()
    if (!row) return { today: todayIn('UTC', now), settings: null, plan: null, subscribed: false }
    const today = todayIn(row.timeZone, now)
    return {
      today,
      settings: {
        examDate: row.examDate,
        studyDays: row.studyDays,
        hoursPerWeek: row.hoursPerWeek,
        timeZone: row.timeZone,
        startDate: row.startDate,
      },
      plan: await planOf(row, today),
      subscribed: row.calendarKey !== null,
    }
  }

  return {
    requirePlan,

    async get(userId: string): Promise<TSchedule> {
      await requirePlan(userId)
      return view(await repo.find(userId))
    },

    /** Creates or changes the settings; the plan keeps its start (and the days done). */
    async save(userId: string, input: TScheduleSettings): Promise<TSchedule> {
      await requirePlan(userId)
      if (!isTimeZone(input.timeZone))
        throw new AppError(
          'bad_request',
          SCHEDULE_MESSAGES.badZone,
          {},
          {
            timeZone: [SCHEDULE_MESSAGES.badZone],
          },
        )
      const now = clock.now()
      const today = todayIn(input.timeZone, now)
      const problem = studyPlanProblem(input, today)
      if (problem) throw new AppError('bad_request', problem, {}, { examDate: [problem] })
      const existing = await repo.find(userId)
      // A plan whose exam has passed starts again from today.
      const startDate =
        existing && toDayNumber(existing.examDate) > toDayNumber(today) ? existing.startDate : today
      await repo.upsert({
        userId,
        examDate: input.examDate,
        startDate,
        studyDays: [...input.studyDays].sort(),
        hoursPerWeek: input.hoursPerWeek,
        timeZone: input.timeZone,
        now,
      })
      return view(await repo.find(userId))
    },

    /** Marks a study day (today or earlier) done with the questions it held, or not done. */
    async setDay(userId: string, date: string, done: boolean): Promise<TSchedule> {
      await requirePlan(userId)
      const row = await repo.find(userId)
      if (!row) throw new AppError('not_found', SCHEDULE_MESSAGES.notSet)
      const today = todayIn(row.timeZone, clock.now())
      if (toDayNumber(date) > toDayNumber(today))
        throw new AppError('bad_request', SCHEDULE_MESSAGES.futureDay)
      if (!done) {
        await repo.unmarkDone(userId, date)
        return view(row)
      }
      const plan = await planOf(row, today)
      const day = plan.days.find((d) => d.date === date)
      if (!day || (day.kind !== 'study' && day.kind !== 'assessment'))
        throw new AppError('bad_request', SCHEDULE_MESSAGES.notStudyDay)
      // A missed day marked done late counts a regular day's questions.
      const count = day.status === 'missed' ? plan.dailyQuestions : day.questions
      await repo.markDone(userId, date, day.kind === 'assessment' ? 0 : count, clock.now())
      return view(row)
    },

    /** The plan for the calendar export, by user (signed in) or by subscription token. */
    async planForCalendar(userId: string) {
      await requirePlan(userId)
      const row = await repo.find(userId)
      if (!row) throw new AppError('not_found', SCHEDULE_MESSAGES.notSet)
      return { row, plan: await planOf(row, todayIn(row.timeZone, clock.now())) }
    },

    /** A new private subscription URL token; the previous one stops working. */
    async rotateToken(userId: string): Promise<string> {
      await requirePlan(userId)
      const key = randomBytes(18).toString('base64url')
      if (!(await repo.setCalendarKey(userId, sha256(key))))
        throw new AppError('not_found', SCHEDULE_MESSAGES.notSet)
      return `${key}${sign(key)}`
    },

    async revokeToken(userId: string) {
      await repo.setCalendarKey(userId, null)
    },

    /** The user a subscription token belongs to, or a 404 (bad signature, rotated, revoked). */
    async userForToken(token: string): Promise<string> {
      const key = token.slice(0, KEY_LENGTH)
      const signature = token.slice(KEY_LENGTH)
      if (!CALENDAR_TOKEN_PATTERN.test(token) || !safeEqual(signature, sign(key)))
        throw new AppError('not_found', SCHEDULE_MESSAGES.calendarGone)
      const row = await repo.findByCalendarKey(sha256(key))
      if (!row) throw new AppError('not_found', SCHEDULE_MESSAGES.calendarGone)
      return row.userId
    },
  }
}

export type ScheduleService = ReturnType<typeof scheduleService>
