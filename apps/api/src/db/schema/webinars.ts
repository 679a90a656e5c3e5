import { WEBINAR_TYPES } from '@nurseready/shared/domain/webinars'
import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

export const webinars = pgTable(
  'webinars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stable key of seeded webinars (e.g. "demo-pharmacology"), so seeding is idempotent. */
    key: text('key').unique(),
    title: text('title').notNull(),
    speaker: text('speaker').notNull(),
    subject: text('subject').notNull(),
    type: text('type', { enum: WEBINAR_TYPES }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** IANA zone the webinar is announced in (e.g. America/Toronto); its time is shown there. */
    timeZone: text('time_zone').notNull(),
    zoomLink: text('zoom_link').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webinars_ends_at_idx').on(t.endsAt, t.startsAt),
    check(
      'webinars_type_check',
      sql`${t.type} in ('workshop', 'masterclass', 'live-qa', 'info-session')`,
    ),
    check('webinars_time_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
)

/** A student's enrolment: at most one per student and webinar (the unique index refuses twice). */
export const webinarRegistrations = pgTable(
  'webinar_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    webinarId: uuid('webinar_id')
      .notNull()
      .references(() => webinars.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webinar_registrations_user_webinar_idx').on(t.userId, t.webinarId),
    index('webinar_registrations_webinar_idx').on(t.webinarId),
  ],
)
