import { sql } from 'drizzle-orm'
import {
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './users'

/** A student's study schedule settings (one per student) and calendar subscription key. */
export const studySchedules = pgTable(
  'study_schedules',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    examDate: date('exam_date', { mode: 'string' }).notNull(),
    /** The day the plan started (YYYY-MM-DD): its day numbers count from here. */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** Days of the week the student studies, 0 = Sunday … 6 = Saturday. */
    studyDays: integer('study_days').array().notNull(),
    hoursPerWeek: integer('hours_per_week').notNull(),
    /** IANA time zone the dates are meant in (for the calendar export). */
    timeZone: text('time_zone').notNull().default('UTC'),
    /**
     * The random part of the calendar subscription token (the URL carries it with its HMAC);
     * rotating replaces it, so the old URL stops working. Null: no subscription URL.
     */
    calendarKey: text('calendar_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('study_schedules_hours_check', sql`${t.hoursPerWeek} between 1 and 80`)],
)

/** A day the student marked done, with the questions it held (so the rest moves forward). */
export const studyScheduleDays = pgTable(
  'study_schedule_days',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    questions: integer('questions').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
)
