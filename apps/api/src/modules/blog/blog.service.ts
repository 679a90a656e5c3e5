import { blogSlug, isReservedSlug } from '@nurseready/shared/domain/blog'
import type { TBlogPost, TBlogPostInput, TBlogSummary } from '@nurseready/shared/schemas/blog'
import type { Clock } from '../../lib/clock'
import { AppError } from '../../lib/errors'
import { sanitizeHtml } from '../../lib/html'
import type { BlogRepository } from './blog.repository'

export const BLOG_MESSAGES = {
  notFound: 'Blog not found',
  slugTaken: 'Another blog post already uses this address. Change the title or choose a slug.',
  slugReserved:
    'This address belongs to a page of the site. Change the title or choose another slug.',
  slugEmpty: 'The title needs at least one letter or digit to make an address.',
} as const

type Row = {
  id: string
  slug: string
  title: string
  image: string | null
  shortDescription: string
  publishedAt: Date
}
const toSummary = (r: Row): TBlogSummary => ({ ...r, publishedAt: r.publishedAt.toISOString() })

/** Blog rules: published posts only, slugs unique and never an app route, HTML sanitized. */
export function blogService({ repo, clock }: { repo: BlogRepository; clock: Clock }) {
  function prepare(input: TBlogPostInput) {
    const slug = input.slug ?? blogSlug(input.title)
    if (!slug) throw new AppError('bad_request', BLOG_MESSAGES.slugEmpty)
    if (isReservedSlug(slug)) throw new AppError('conflict', BLOG_MESSAGES.slugReserved)
    return {
      slug,
      title: input.title.trim(),
      shortDescription: input.shortDescription.trim(),
      content: sanitizeHtml(input.content ?? ''),
      imageUrl: input.image ?? null,
    }
  }

  async function getById(id: string): Promise<TBlogPost> {
    const row = await repo.findById(id)
    if (!row) throw new AppError('not_found', BLOG_MESSAGES.notFound)
    return { ...toSummary(row), content: row.content, updatedAt: row.updatedAt.toISOString() }
  }

  return {
    async list(page: number, pageSize: number) {
      const { rows, total } = await repo.listPublished(clock.now(), pageSize, (page - 1) * pageSize)
      return { items: rows.map(toSummary), total, page, pageSize }
    },

    /** A published article by its address; 404 'Blog not found' otherwise. */
    async getBySlug(slug: string): Promise<TBlogPost> {
      const row = await repo.findBySlug(slug.toLowerCase())
      if (!row || row.publishedAt > clock.now())
        throw new AppError('not_found', BLOG_MESSAGES.notFound)
      return { ...toSummary(row), content: row.content, updatedAt: row.updatedAt.toISOString() }
    },

    /** For the server's HTML and sitemap: undefined instead of an error. */
    async findPublished(slug: string) {
      const row = await repo.findBySlug(slug)
      return row && row.publishedAt <= clock.now() ? row : undefined
    },

    sitemapEntries: () => repo.listAllPublishedSlugs(clock.now()),

    async create(input: TBlogPostInput): Promise<TBlogPost> {
      const id = await repo.insert({ ...prepare(input), publishedAt: clock.now() })
      if (!id) throw new AppError('conflict', BLOG_MESSAGES.slugTaken)
      return getById(id)
    },

    async update(id: string, input: TBlogPostInput): Promise<TBlogPost> {
      const result = await repo.update(id, prepare(input), clock.now())
      if (result === 'missing') throw new AppError('not_found', BLOG_MESSAGES.notFound)
      if (result === 'slug_taken') throw new AppError('conflict', BLOG_MESSAGES.slugTaken)
      return getById(id)
    },

    async remove(id: string) {
      if (!(await repo.remove(id))) throw new AppError('not_found', BLOG_MESSAGES.notFound)
    },
  }
}

export type BlogService = ReturnType<typeof blogService>
