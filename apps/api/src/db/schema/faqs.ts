import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

export const faqs = pgTable('faqs', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stable key of seeded FAQs, so seeding is idempotent and never overwrites an edit. */
  key: text('key').unique(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
