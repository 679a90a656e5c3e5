import { randomUUID } from 'node:crypto'
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
import { AppError } from '../../lib/errors'
import { writeCoverVariants } from '../../lib/image-variants'
import type { MediaStorage } from '../../lib/storage'
import { currentUser, requireAdmin } from '../../plugins/auth'
import type { AuditLog } from '../admin/index'
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

/** Images a post may show: the type is read from the bytes, never taken from the header. */
const IMAGE_TYPES = [
  { ext: 'png', type: 'image/png', magic: (b: Buffer) => b.subarray(0, 8).equals(PNG) },
  {
    ext: 'jpg',
    type: 'image/jpeg',
    magic: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    ext: 'webp',
    type: 'image/webp',
    magic: (b: Buffer) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
]
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
export const BLOG_IMAGE_MAX_BYTES = 5 * 1024 * 1024
export const BLOG_IMAGE_TEXTS = {
  badType: 'Upload a PNG, JPEG or WebP image.',
} as const

/**
 * Admin: list every post (scheduled too), read one, write, edit and delete posts (content is
 * sanitized on save; each write is audited), and upload an image to the media store.
 */
export const blogAdminRoutes: FastifyPluginAsyncZod<{
  blog: BlogService
  storage: MediaStorage
  audit: AuditLog
}> = async (app, { blog, storage, audit }) => {
  app.addHook('onRequest', requireAdmin)
  const admin = { tags: ['blog', 'admin'], security: [{ bearer: [] }] }

  app.get(
    '/blog-posts',
    { schema: { ...admin, querystring: ZPageQuery, response: { 200: ZBlogList } } },
    async (req) => blog.listAll(req.query.page, req.query.pageSize ?? 20),
  )

  app.get(
    '/blog-posts/:id',
    { schema: { ...admin, params: ZBlogId, response: { 200: ZBlogPost } } },
    async (req) => blog.getById(req.params.id),
  )

  app.post(
    '/blog-posts',
    { schema: { ...admin, body: ZBlogPostInput, response: { 201: ZBlogPost } } },
    async (req, reply) => reply.status(201).send(await blog.create(req.body, currentUser(req))),
  )

  app.put(
    '/blog-posts/:id',
    { schema: { ...admin, params: ZBlogId, body: ZBlogPostInput, response: { 200: ZBlogPost } } },
    async (req) => blog.update(req.params.id, req.body, currentUser(req)),
  )

  app.delete('/blog-posts/:id', { schema: { ...admin, params: ZBlogId } }, async (req, reply) => {
    await blog.remove(req.params.id, currentUser(req))
    return reply.status(204).send()
  })

  // The image's bytes as the body (Content-Type image/png, image/jpeg or image/webp).
  await app.register(async (images) => {
    images.addContentTypeParser(
      ['image/png', 'image/jpeg', 'image/webp'],
      { parseAs: 'buffer', bodyLimit: BLOG_IMAGE_MAX_BYTES },
      (_req, body, done) => done(null, body),
    )
    images.post(
      '/blog-images',
      {
        bodyLimit: BLOG_IMAGE_MAX_BYTES,
        schema: {
          ...admin,
          description: 'Body: the image bytes (PNG, JPEG or WebP, 5 MB at most).',
          response: { 201: z.object({ url: z.string() }) },
        },
      },
      async (req, reply) => {
        const body = req.body
        const kind = Buffer.isBuffer(body) ? IMAGE_TYPES.find((t) => t.magic(body)) : undefined
        if (!kind || !Buffer.isBuffer(body))
          throw new AppError('bad_request', BLOG_IMAGE_TEXTS.badType)
        const key = `public/blog/${randomUUID()}.${kind.ext}`
        await storage.write(key, body, kind.type)
        // Its AVIF, WebP and JPEG copies at the sizes the pages show (lib/image-variants.ts).
        await writeCoverVariants(storage, key, body)
        const url = `/media/${key}`
        await audit.record(currentUser(req), {
          action: 'blog_image.upload',
          targetType: 'media',
          targetId: key,
          after: { url, type: kind.type, bytes: body.length },
        })
        return reply.status(201).send({ url })
      },
    )
  })
}
