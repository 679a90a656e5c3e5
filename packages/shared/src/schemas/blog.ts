import { z } from 'zod'
import { BLOG_SLUG_MAX, BLOG_SLUG_PATTERN } from '../domain/blog'
import { ZPage } from './common'

/**
 * A blog post on the list (spec Blog: id, title, image, shortdiscription). `slug` is the
 * article's address (/{slug}); `image` is a URL or null (the web app shows a placeholder).
 */
export const ZBlogSummary = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  shortDescription: z.string(),
  publishedAt: z.string(),
})
export type TBlogSummary = z.infer<typeof ZBlogSummary>

export const ZBlogList = ZPage(ZBlogSummary)
export type TBlogList = z.infer<typeof ZBlogList>

/** One article (spec: + contant). `content` is HTML sanitized by the server when saved. */
export const ZBlogPost = ZBlogSummary.extend({
  content: z.string(),
  updatedAt: z.string(),
})
export type TBlogPost = z.infer<typeof ZBlogPost>

export const ZBlogSlugParams = z.object({ slug: z.string().min(1).max(200) })

/** An admin writes or edits a post; the slug defaults to the title's (see blogSlug). */
export const ZBlogPostInput = z.object({
  title: z.string().trim().min(1, 'Please enter a title.').max(200),
  shortDescription: z.string().trim().min(1, 'Please enter a short description.').max(500),
  content: z.string().max(200_000).default(''),
  image: z
    .string()
    .trim()
    .max(500)
    .regex(/^(\/|https:\/\/)/, 'The image must be a /media/ path or an https:// URL.')
    .nullable()
    .optional(),
  slug: z
    .string()
    .trim()
    .max(BLOG_SLUG_MAX)
    .regex(BLOG_SLUG_PATTERN, 'Use lowercase letters, digits and single hyphens.')
    .optional(),
  /** When it goes live (ISO date-time); a future date schedules it. Omitted: now on create. */
  publishedAt: z.iso.datetime({ offset: true, error: 'Enter a valid publish date.' }).optional(),
})
export type TBlogPostInput = z.infer<typeof ZBlogPostInput>
