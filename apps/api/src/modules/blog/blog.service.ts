import { blogSlug, isReservedSlug } from '@nurseready/shared/domain/blog'
import type { TBlogPost, TBlogPostInput, TBlogSummary } from '@nurseready/shared/schemas/blog'
import type { Clock } from '../../lib/clock'
import { AppError } from '../../lib/errors'
import { sanitizeHtml } from '../../lib/html'
import type { AuditActor, AuditLog } from '../admin/index'
import type { AfterWrite, BlogRepository } from './blog.repository'

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
export function blogService({
  repo,
  clock,
  audit,
}: {
  repo: BlogRepository
  clock: Clock
  /** The admin writes' audit log (absent for the read-only BlogQueries). */
  audit?: AuditLog
}) {
  /** The audit entry of an admin write, recorded in its transaction. */
  const audited =
    (
      actor: AuditActor | undefined,
      action: string,
      before: Record<string, unknown> | null,
      after: Record<string, unknown> | null,
    ): AfterWrite =>
    async (tx, id) => {
      if (actor && audit)
        await audit.record(
          actor,
          { action, targetType: 'blog_post', targetId: id, before, after },
          tx,
        )
    }
  const auditView = (p: {
    slug: string
    title: string
    publishedAt?: Date | string
    content?: string
    imageUrl?: string | null
    image?: string | null
    shortDescription?: string
  }) => ({
    slug: p.slug,
    title: p.title,
    shortDescription: p.shortDescription,
    image: p.imageUrl ?? p.image ?? null,
    publishedAt: p.publishedAt,
    content: p.content,
  })

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
      ...(input.publishedAt ? { publishedAt: new Date(input.publishedAt) } : {}),
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

    /** Every post, scheduled ones too (the admin's list). */
    async listAll(page: number, pageSize: number) {
      const { rows, total } = await repo.listAll(pageSize, (page - 1) * pageSize)
      return { items: rows.map(toSummary), total, page, pageSize }
    },

    /** Any post by id, scheduled or not (the admin's editor). */
    getById,

    async create(input: TBlogPostInput, actor?: AuditActor): Promise<TBlogPost> {
      const values = { publishedAt: clock.now(), ...prepare(input) }
      const id = await repo.insert(
        values,
        audited(actor, 'blog_post.create', null, auditView(values)),
      )
      if (!id) throw new AppError('conflict', BLOG_MESSAGES.slugTaken)
      return getById(id)
    },

    async update(id: string, input: TBlogPostInput, actor?: AuditActor): Promise<TBlogPost> {
      const before = await repo.findById(id)
      if (!before) throw new AppError('not_found', BLOG_MESSAGES.notFound)
      const values = prepare(input)
      const result = await repo.update(
        id,
        values,
        clock.now(),
        audited(actor, 'blog_post.update', auditView(before), {
          ...auditView(before),
          ...auditView(values),
          publishedAt: values.publishedAt ?? before.publishedAt,
        }),
      )
      if (result === 'missing') throw new AppError('not_found', BLOG_MESSAGES.notFound)
      if (result === 'slug_taken') throw new AppError('conflict', BLOG_MESSAGES.slugTaken)
      return getById(id)
    },

    async remove(id: string, actor?: AuditActor) {
      const before = await repo.findById(id)
      if (!before) throw new AppError('not_found', BLOG_MESSAGES.notFound)
      if (!(await repo.remove(id, audited(actor, 'blog_post.delete', auditView(before), null))))
        throw new AppError('not_found', BLOG_MESSAGES.notFound)
    },
  }
}

export type BlogService = ReturnType<typeof blogService>
