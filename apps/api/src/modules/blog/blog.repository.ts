import { count, desc, eq, lte } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { blogPosts } from '../../db/schema/index'
import { isUniqueViolation } from '../../lib/db-errors'

const summary = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  image: blogPosts.imageUrl,
  shortDescription: blogPosts.shortDescription,
  publishedAt: blogPosts.publishedAt,
}

/** Runs inside a write's transaction (the admin's audit entry). */
export type AfterWrite = (tx: Pick<Db, 'insert'>, id: string) => Promise<void>

export type BlogPostValues = {
  slug: string
  title: string
  shortDescription: string
  content: string
  imageUrl: string | null
}

/** The only code that touches the blog tables. Published = publishedAt not in the future. */
export function blogRepository(db: Db) {
  return {
    /** A page of published posts, newest first (paged in SQL on the published index). */
    async listPublished(now: Date, limit: number, offset: number) {
      const published = lte(blogPosts.publishedAt, now)
      const [rows, [total]] = await Promise.all([
        db
          .select(summary)
          .from(blogPosts)
          .where(published)
          .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(blogPosts).where(published),
      ])
      return { rows, total: total?.n ?? 0 }
    },

    async findBySlug(slug: string) {
      const [row] = await db
        .select({ ...summary, content: blogPosts.content, updatedAt: blogPosts.updatedAt })
        .from(blogPosts)
        .where(eq(blogPosts.slug, slug))
        .limit(1)
      return row
    },

    async findById(id: string) {
      const [row] = await db
        .select({ ...summary, content: blogPosts.content, updatedAt: blogPosts.updatedAt })
        .from(blogPosts)
        .where(eq(blogPosts.id, id))
        .limit(1)
      return row
    },

    /** Slugs and dates of every published post, for the sitemap. */
    async listAllPublishedSlugs(now: Date) {
      return db
        .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
        .from(blogPosts)
        .where(lte(blogPosts.publishedAt, now))
        .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    },

    /** A new post; undefined when its slug is taken (the unique index decides, race-free). */
    async insert(values: BlogPostValues & { publishedAt?: Date }, after?: AfterWrite) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(blogPosts)
          .values(values)
          .onConflictDoNothing({ target: blogPosts.slug })
          .returning({ id: blogPosts.id })
        if (row) await after?.(tx, row.id)
        return row?.id
      })
    },

    /** Every post, scheduled ones too, newest publish date first (the admin's list). */
    async listAll(limit: number, offset: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select(summary)
          .from(blogPosts)
          .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(blogPosts),
      ])
      return { rows, total: total?.n ?? 0 }
    },

    /** Seeding: inserts a post whose key is absent (never overwrites an admin's edit). */
    async insertIfAbsent(values: BlogPostValues & { key: string; publishedAt: Date }) {
      await db.insert(blogPosts).values(values).onConflictDoNothing()
    },

    /** 'missing' for an unknown id, 'slug_taken' when another post has the slug. */
    async update(
      id: string,
      values: BlogPostValues & { publishedAt?: Date },
      now: Date,
      after?: AfterWrite,
    ) {
      try {
        return await db.transaction(async (tx) => {
          const rows = await tx
            .update(blogPosts)
            .set({ ...values, updatedAt: now })
            .where(eq(blogPosts.id, id))
            .returning({ id: blogPosts.id })
          if (rows.length === 0) return 'missing' as const
          await after?.(tx, id)
          return 'ok' as const
        })
      } catch (err) {
        if (isUniqueViolation(err)) return 'slug_taken' as const
        throw err
      }
    },

    async remove(id: string, after?: AfterWrite) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .delete(blogPosts)
          .where(eq(blogPosts.id, id))
          .returning({ id: blogPosts.id })
        if (rows.length > 0) await after?.(tx, id)
        return rows.length > 0
      })
    },
  }
}

export type BlogRepository = ReturnType<typeof blogRepository>
