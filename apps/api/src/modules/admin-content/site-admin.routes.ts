import {
  ZAdminCalendarFields,
  ZAdminCalendarFile,
  ZAdminCalendarList,
  ZAdminContactDetails,
  ZAdminStudentVideo,
  ZAdminStudentVideoFields,
  ZAdminStudentVideoList,
  ZAdminStudentVideoPatch,
  ZCalendarKeyParams,
  ZIdParams,
} from '@nurseready/shared/schemas/admin-content'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser, requireAdmin } from '../../plugins/auth'
import { parseFields } from './form-fields'
import type { UploadOptions } from './library-admin.routes'
import type { SiteAdminService } from './site-admin.service'
import { receiveMultipart } from './upload'

const MULTIPART = 'multipart/form-data; the text fields first, then the files.'

/**
 * /api/admin/student-videos (testimonials on the landing and Contact Us pages: a video and an
 * optional poster, both public), /api/admin/study-calendar/:key (the four /studycalendar PDFs)
 * and /api/admin/contact-details. Admins only; every write lands in the audit log.
 */
export const siteAdminRoutes: FastifyPluginAsyncZod<
  { site: SiteAdminService } & UploadOptions
> = async (app, { site, limits, tmpRoot }) => {
  app.addHook('onRequest', requireAdmin)
  const tags = ['admin']
  const videoFiles = {
    video: { kind: 'video', required: true },
    poster: { kind: 'image', required: false },
  } as const

  app.get(
    '/student-videos',
    { schema: { tags, response: { 200: ZAdminStudentVideoList } } },
    async () => site.listStudentVideos(),
  )
  app.post(
    '/student-videos',
    {
      schema: {
        tags,
        description: `Fields studentName, exam, quote, position; files video, poster. ${MULTIPART}`,
        response: { 201: ZAdminStudentVideo },
      },
    },
    async (req, reply) => {
      const { fields, files, cleanup } = await receiveMultipart(req, videoFiles, limits, tmpRoot)
      try {
        const values = parseFields(ZAdminStudentVideoFields, fields)
        return reply
          .status(201)
          .send(await site.createStudentVideo(currentUser(req), values, files))
      } finally {
        await cleanup()
      }
    },
  )
  app.patch(
    '/student-videos/:id',
    {
      schema: {
        tags,
        params: ZIdParams,
        description: `Any of the fields and files of POST. ${MULTIPART}`,
        response: { 200: ZAdminStudentVideo },
      },
    },
    async (req) => {
      const rules = { ...videoFiles, video: { kind: 'video', required: false } } as const
      const { fields, files, cleanup } = await receiveMultipart(req, rules, limits, tmpRoot)
      try {
        const values = parseFields(ZAdminStudentVideoPatch, fields)
        return await site.updateStudentVideo(currentUser(req), req.params.id, values, files)
      } finally {
        await cleanup()
      }
    },
  )
  app.delete(
    '/student-videos/:id',
    { schema: { tags, params: ZIdParams, response: { 204: z.null() } } },
    async (req, reply) => {
      await site.deleteStudentVideo(currentUser(req), req.params.id)
      return reply.status(204).send(null)
    },
  )

  app.get(
    '/study-calendar',
    { schema: { tags, response: { 200: ZAdminCalendarList } } },
    async () => site.listCalendar(),
  )
  app.put(
    '/study-calendar/:key',
    {
      schema: {
        tags,
        params: ZCalendarKeyParams,
        description: `Fields title, description; file: a PDF (optional). ${MULTIPART}`,
        response: { 200: ZAdminCalendarFile },
      },
    },
    async (req) => {
      const { fields, files, cleanup } = await receiveMultipart(
        req,
        { file: { kind: 'pdf', required: false } },
        limits,
        tmpRoot,
      )
      try {
        const values = parseFields(ZAdminCalendarFields, fields)
        return await site.updateCalendar(currentUser(req), req.params.key, values, files.file)
      } finally {
        await cleanup()
      }
    },
  )

  app.get(
    '/contact-details',
    { schema: { tags, response: { 200: ZAdminContactDetails } } },
    async () => site.contactDetails(),
  )
  app.put(
    '/contact-details',
    { schema: { tags, body: ZAdminContactDetails, response: { 200: ZAdminContactDetails } } },
    async (req) => site.updateContactDetails(currentUser(req), req.body),
  )
}
