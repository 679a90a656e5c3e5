import { CONTACT_PRODUCTS, CONTACT_USER_RANGES } from '@nurseready/shared/domain/contact'
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/** Requests sent through the Contact Us form, for the sales team (admins list them). */
export const contactLeads = pgTable(
  'contact_leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    institution: text('institution').notNull(),
    product: text('product', { enum: CONTACT_PRODUCTS }).notNull(),
    userRange: text('user_range', { enum: CONTACT_USER_RANGES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an admin marked the lead handled (null: new). */
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [index('contact_leads_created_idx').on(t.createdAt.desc(), t.id.desc())],
)

/** Student testimonial videos on the landing and Contact Us pages. */
export const studentVideos = pgTable(
  'student_videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stable key of seeded videos, so seeding is idempotent. */
    key: text('key').unique(),
    studentName: text('student_name').notNull(),
    exam: text('exam').notNull(),
    quote: text('quote').notNull(),
    videoUrl: text('video_url').notNull(),
    posterUrl: text('poster_url'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('student_videos_position_idx').on(t.position, t.createdAt)],
)
