import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Small named settings edited by admins, such as the public contact details. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
