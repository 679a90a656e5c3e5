import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/** Video subjects and notes subjects (spec "Video/notes category"), in display order. */
export const mediaCategories = pgTable(
  'media_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stable key of seeded rows (e.g. "video-pharmacology"), so seeding is idempotent. */
    key: text('key').unique(),
    kind: text('kind', { enum: ['video', 'notes'] }).notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('media_categories_kind_position_idx').on(t.kind, t.position, t.id),
    check('media_categories_kind_check', sql`${t.kind} in ('video', 'notes')`),
  ],
)

/** Recorded lectures. Files are storage keys; paid ones are served only to subscribers. */
export const lectureVideos = pgTable(
  'lecture_videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').unique(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => mediaCategories.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    subject: text('subject').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    /** A storage key; thumbnails live under public/ (they are not paid content). */
    thumbnailKey: text('thumbnail_key'),
    mediaKey: text('media_key').notNull(),
    paid: boolean('paid').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lecture_videos_category_position_idx').on(t.categoryId, t.position, t.id),
    check('lecture_videos_duration_check', sql`${t.durationSeconds} >= 0`),
  ],
)

/** Study notes (PDF files). */
export const studyNotes = pgTable(
  'study_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').unique(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => mediaCategories.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    /** The body system the note covers (spec "system"), e.g. Cardiovascular. */
    system: text('system').notNull(),
    fileKey: text('file_key').notNull(),
    paid: boolean('paid').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('study_notes_category_position_idx').on(t.categoryId, t.position, t.id)],
)

/** The study calendar's files: 3, 6 and 12 week plans and the Learning Assessment Tracker. */
export const studyCalendarFiles = pgTable('study_calendar_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** weeks-3, weeks-6, weeks-12 or assessment-tracker. */
  key: text('key').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  fileKey: text('file_key').notNull(),
  position: integer('position').notNull().default(0),
})
