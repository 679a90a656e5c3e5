import { PAGE_SIZE } from '@nurseready/shared/constants/spec'
import {
  ZBlogList,
  ZBlogPost,
  ZBlogPostInput,
  ZBlogSlugParams,
} from '@nurseready/shared/schemas/blog'
import { ZPageQuery } from '@nurseready/shared/schemas/common'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireAdmin } from '../../plugins/auth'
import { BLOG_MESSAGES, type BlogService } from './blog.service'

const tags = ['blog']
const ZBlogId = z.object({ id: z.uuid(BLOG_MESSAGES.notFound) })

/** Public: GET /api/blog-posts (4 per page, as the spec's list) and GET /api/blog-posts/:slug. */
export const blogRoutes: FastifyPluginAsyncZod<{ blog: BlogService }> = async (app, { blog }) => {
  app.get(
    '/blog-posts',
    { schema: { tags, querystring: ZPageQuery, response: { 200: ZBlogList } } },
    async (req) => blog.list(req.query.page, req.query.pageSize ?? PAGE_SIZE.blog),
  )

  app.get(
    '/blog-posts/:slug',
    { schema: { tags, params: ZBlogSlugParams, response: { 200: ZBlogPost } } },
    async (req) => blog.getBySlug(req.params.slug),
  )
}

/** Admin: write, edit and delete posts. Content is sanitized on save. */
export const blogAdminRoutes: FastifyPluginAsyncZod<{ blog: BlogService }> = async (
  app,
  { blog },
) => {
  app.addHook('onRequest', requireAdmin)
  const admin = { tags: ['blog', 'admin'], security: [{ bearer: [] }] }

  app.post(
    '/blog-posts',
    { schema: { ...admin, body: ZBlogPostInput, response: { 201: ZBlogPost } } },
    async (req, reply) => reply.status(201).send(await blog.create(req.body)),
  )

  app.put(
    '/blog-posts/:id',
    { schema: { ...admin, params: ZBlogId, body: ZBlogPostInput, response: { 200: ZBlogPost } } },
    async (req) => blog.update(req.params.id, req.body),
  )

  app.delete('/blog-posts/:id', { schema: { ...admin, params: ZBlogId } }, async (req, reply) => {
    await blog.remove(req.params.id)
    return reply.status(204).send()
  })
}
