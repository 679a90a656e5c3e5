import {
  ZAdminCategory,
  ZAdminCategoryCreate,
  ZAdminCategoryList,
  ZAdminCategoryQuery,
  ZAdminCategoryUpdate,
  ZAdminItemQuery,
  ZAdminNote,
  ZAdminNoteFields,
  ZAdminNoteList,
  ZAdminNotePatch,
  ZAdminVideo,
  ZAdminVideoFields,
  ZAdminVideoList,
  ZAdminVideoPatch,
  ZIdParams,
  ZUploadLimits,
} from '@nurseready/shared/schemas/admin-content'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser, requireAdmin } from '../../plugins/auth'
import { parseFields } from './form-fields'
import type { LibraryAdminService } from './library-admin.service'
import { type FileRule, receiveMultipart, type UploadLimits } from './upload'

export type UploadOptions = { limits: UploadLimits; tmpRoot: string }

const MB = 1024 * 1024
const MULTIPART = 'multipart/form-data; the text fields first, then the files.'

/**
 * /api/admin/library/...: video and notes categories, videos (an MP4 or WebM file, an optional
 * thumbnail image) and notes (a PDF), uploaded as multipart/form-data and streamed to the media
 * store. Admins only; every write lands in the audit log.
 */
export const libraryAdminRoutes: FastifyPluginAsyncZod<
  { library: LibraryAdminService } & UploadOptions
> = async (app, { library, limits, tmpRoot }) => {
  app.addHook('onRequest', requireAdmin)
  const tags = ['admin']
  const receive = (req: FastifyRequest, rules: Record<string, FileRule>) =>
    receiveMultipart(req, rules, limits, tmpRoot)

  app.get('/upload-limits', { schema: { tags, response: { 200: ZUploadLimits } } }, async () => ({
    video: limits.video / MB,
    pdf: limits.pdf / MB,
    image: limits.image / MB,
  }))

  app.get(
    '/library/categories',
    { schema: { tags, querystring: ZAdminCategoryQuery, response: { 200: ZAdminCategoryList } } },
    async (req) => ({ items: await library.listCategories(req.query.kind) }),
  )
  app.post(
    '/library/categories',
    { schema: { tags, body: ZAdminCategoryCreate, response: { 201: ZAdminCategory } } },
    async (req, reply) =>
      reply.status(201).send(await library.createCategory(currentUser(req), req.body)),
  )
  app.patch(
    '/library/categories/:id',
    {
      schema: {
        tags,
        params: ZIdParams,
        body: ZAdminCategoryUpdate,
        response: { 200: ZAdminCategory.omit({ itemCount: true }) },
      },
    },
    async (req) => library.updateCategory(currentUser(req), req.params.id, req.body),
  )
  app.delete(
    '/library/categories/:id',
    { schema: { tags, params: ZIdParams, response: { 204: z.null() } } },
    async (req, reply) => {
      await library.deleteCategory(currentUser(req), req.params.id)
      return reply.status(204).send(null)
    },
  )

  const videoFiles = {
    video: { kind: 'video', required: true },
    thumbnail: { kind: 'image', required: false },
  } as const

  app.get(
    '/library/videos',
    { schema: { tags, querystring: ZAdminItemQuery, response: { 200: ZAdminVideoList } } },
    async (req) => library.listVideos(req.query),
  )
  app.post(
    '/library/videos',
    {
      schema: {
        tags,
        description: `Fields categoryId, title, subject, paid, durationSeconds (used when the file does not tell), position; files video, thumbnail. ${MULTIPART}`,
        response: { 201: ZAdminVideo },
      },
    },
    async (req, reply) => {
      const { fields, files, cleanup } = await receive(req, videoFiles)
      try {
        const values = parseFields(ZAdminVideoFields, fields)
        return reply.status(201).send(await library.createVideo(currentUser(req), values, files))
      } finally {
        await cleanup()
      }
    },
  )
  app.patch(
    '/library/videos/:id',
    {
      schema: {
        tags,
        params: ZIdParams,
        description: `Any of the fields and files of POST. ${MULTIPART}`,
        response: { 200: ZAdminVideo },
      },
    },
    async (req) => {
      const { fields, files, cleanup } = await receive(req, {
        ...videoFiles,
        video: { kind: 'video', required: false },
      })
      try {
        const values = parseFields(ZAdminVideoPatch, fields)
        return await library.updateVideo(currentUser(req), req.params.id, values, files)
      } finally {
        await cleanup()
      }
    },
  )
  app.delete(
    '/library/videos/:id',
    { schema: { tags, params: ZIdParams, response: { 204: z.null() } } },
    async (req, reply) => {
      await library.deleteVideo(currentUser(req), req.params.id)
      return reply.status(204).send(null)
    },
  )

  app.get(
    '/library/notes',
    { schema: { tags, querystring: ZAdminItemQuery, response: { 200: ZAdminNoteList } } },
    async (req) => library.listNotes(req.query),
  )
  app.post(
    '/library/notes',
    {
      schema: {
        tags,
        description: `Fields categoryId, title, system, paid, position; file: a PDF. ${MULTIPART}`,
        response: { 201: ZAdminNote },
      },
    },
    async (req, reply) => {
      const { fields, files, cleanup } = await receive(req, {
        file: { kind: 'pdf', required: true },
      })
      try {
        const values = parseFields(ZAdminNoteFields, fields)
        return reply
          .status(201)
          .send(await library.createNote(currentUser(req), values, files.file!))
      } finally {
        await cleanup()
      }
    },
  )
  app.patch(
    '/library/notes/:id',
    {
      schema: {
        tags,
        params: ZIdParams,
        description: `Any of the fields and the file of POST. ${MULTIPART}`,
        response: { 200: ZAdminNote },
      },
    },
    async (req) => {
      const { fields, files, cleanup } = await receive(req, {
        file: { kind: 'pdf', required: false },
      })
      try {
        const values = parseFields(ZAdminNotePatch, fields)
        return await library.updateNote(currentUser(req), req.params.id, values, files.file)
      } finally {
        await cleanup()
      }
    },
  )
  app.delete(
    '/library/notes/:id',
    { schema: { tags, params: ZIdParams, response: { 204: z.null() } } },
    async (req, reply) => {
      await library.deleteNote(currentUser(req), req.params.id)
      return reply.status(204).send(null)
    },
  )
}
