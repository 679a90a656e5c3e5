import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/** Blog articles. `slug` is the public address (/{slug}); content is sanitized HTML. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stable key of seeded posts, so seeding is idempotent and never overwrites an edit. */
    key: text('key').unique(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    shortDescription: text('short_description').notNull(),
    content: text('content').notNull().default(''),
    /** A URL (e.g. /media/public/blog/cover.jpg) or null for the placeholder. */
    imageUrl: text('image_url'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('blog_posts_published_idx').on(t.publishedAt.desc(), t.id.desc()),
    check('blog_posts_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
)
