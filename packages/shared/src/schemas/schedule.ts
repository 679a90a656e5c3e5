import { z } from 'zod'

const ZDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-09-30')

export const SCHEDULE_MESSAGES = {
  noPlan: 'The study schedule comes with a question-bank plan. Choose a plan to get your schedule.',
  notSet: 'Set your exam date to get a study schedule.',
  futureDay: 'Only today or an earlier day can be marked done.',
  notStudyDay: 'That day has no study planned.',
  badZone: 'Unknown time zone.',
  calendarGone: 'This calendar link is no longer valid.',
} as const

export const ZScheduleSettings = z.object({
  examDate: ZDate,
  studyDays: z
    .array(z.number().int().min(0).max(6))
    .min(1, 'Choose at least one day of the week.')
    .max(7)
    .refine((d) => new Set(d).size === d.length, 'Each day once'),
  hoursPerWeek: z
    .number()
    .int()
    .min(1, 'At least 1 hour a week')
    .max(80, 'At most 80 hours a week'),
  /** The student's IANA time zone (the browser's), for "today" and the calendar export. */
  timeZone: z.string().min(1).max(64).default('UTC'),
})
export type TScheduleSettings = z.infer<typeof ZScheduleSettings>
export type TScheduleSettingsInput = z.input<typeof ZScheduleSettings>

export const ZScheduleDayRequest = z.object({ date: ZDate, done: z.boolean() })
export type TScheduleDayRequest = z.infer<typeof ZScheduleDayRequest>

const ZArea = z.enum(['subject', 'clientNeed'])
export const ZStudyTask = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('questions'),
    areaKind: ZArea,
    areaId: z.string(),
    label: z.string(),
    count: z.number().int(),
    minutes: z.number().int(),
  }),
  z.object({ type: z.literal('flashcards'), minutes: z.number().int() }),
  z.object({
    type: z.enum(['video', 'notes']),
    id: z.string(),
    title: z.string(),
    minutes: z.number().int(),
  }),
  z.object({ type: z.literal('assessment'), minutes: z.number().int() }),
])
export type TStudyTask = z.infer<typeof ZStudyTask>

export const ZStudyDay = z.object({
  date: z.string(),
  weekday: z.number().int(),
  kind: z.enum(['study', 'assessment', 'rest', 'exam']),
  status: z.enum(['done', 'missed', 'today', 'upcoming']).nullable(),
  questions: z.number().int(),
  minutes: z.number().int(),
  tasks: z.array(ZStudyTask),
})
export type TStudyDay = z.infer<typeof ZStudyDay>

export const ZStudyPlan = z.object({
  days: z.array(ZStudyDay),
  minutesPerDay: z.number().int(),
  dailyQuestions: z.number().int(),
  questionTarget: z.number().int(),
  questionsDone: z.number().int(),
  questionsPlanned: z.number().int(),
  questionsBehind: z.number().int(),
  studyDaysLeft: z.number().int(),
  weights: z.array(
    z.object({
      kind: ZArea,
      id: z.string(),
      label: z.string(),
      score: z.number().int().nullable(),
      share: z.number().int(),
    }),
  ),
})
export type TStudyPlan = z.infer<typeof ZStudyPlan>

export const ZSchedule = z.object({
  /** Today in the student's time zone (YYYY-MM-DD). */
  today: z.string(),
  settings: ZScheduleSettings.extend({ startDate: z.string() }).nullable(),
  plan: ZStudyPlan.nullable(),
  /** Whether a calendar subscription URL exists (its token is shown only when made). */
  subscribed: z.boolean(),
})
export type TSchedule = z.infer<typeof ZSchedule>

export const ZCalendarSubscription = z.object({ url: z.string(), message: z.string() })
export type TCalendarSubscription = z.infer<typeof ZCalendarSubscription>
