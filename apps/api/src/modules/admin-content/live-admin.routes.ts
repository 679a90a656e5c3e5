import {
  ZAdminLecture,
  ZAdminLectureInput,
  ZAdminLectureList,
  ZAdminLectureQuery,
  ZAdminListQuery,
  ZAdminLivePackage,
  ZAdminLivePackageInput,
  ZAdminLivePackageList,
  ZAdminWebinar,
  ZAdminWebinarInput,
  ZAdminWebinarList,
  ZIdParams,
  ZRegistrantList,
} from '@nurseready/shared/schemas/admin-content'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser, requireAdmin } from '../../plugins/auth'
import type { LiveAdminService } from './live-admin.service'

const ZPaging = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
})

/**
 * /api/admin/webinars (time zone, who registered), /api/admin/live-packages (no delete: orders
 * point at them; set active=false instead) and /api/admin/live-lectures (the schedule per course).
 * Admins only; every write lands in the audit log.
 */
export const liveAdminRoutes: FastifyPluginAsyncZod<{ live: LiveAdminService }> = async (
  app,
  { live },
) => {
  app.addHook('onRequest', requireAdmin)
  const tags = ['admin']
  const noContent = { 204: z.null() }

  app.get(
    '/webinars',
    { schema: { tags, querystring: ZAdminListQuery, response: { 200: ZAdminWebinarList } } },
    async (req) => live.listWebinars(req.query),
  )
  app.post(
    '/webinars',
    { schema: { tags, body: ZAdminWebinarInput, response: { 201: ZAdminWebinar } } },
    async (req, reply) =>
      reply.status(201).send(await live.createWebinar(currentUser(req), req.body)),
  )
  app.put(
    '/webinars/:id',
    {
      schema: {
        tags,
        params: ZIdParams,
        body: ZAdminWebinarInput,
        response: { 200: ZAdminWebinar },
      },
    },
    async (req) => live.updateWebinar(currentUser(req), req.params.id, req.body),
  )
  app.delete(
    '/webinars/:id',
    { schema: { tags, params: ZIdParams, response: noContent } },
    async (req, reply) => {
      await live.deleteWebinar(currentUser(req), req.params.id)
      return reply.status(204).send(null)
    },
  )
  app.get(
    '/webinars/:id/registrations',
    {
      schema: { tags, params: ZIdParams, querystring: ZPaging, response: { 200: ZRegistrantList } },
    },
    async (req) => live.registrants(req.params.id, req.query),
  )

  app.get(
    '/live-packages',
    { schema: { tags, response: { 200: ZAdminLivePackageList } } },
    async () => live.listPackages(),
  )
  app.post(
    '/live-packages',
    { schema: { tags, body: ZAdminLivePackageInput, response: { 201: ZAdminLivePackage } } },
    async (req, reply) =>
      reply.status(201).send(await live.createPackage(currentUser(req), req.body)),
  )
  app.put(
    '/live-packages/:id',
    {
      schema: {
        tags,
        params: ZIdParams,
        body: ZAdminLivePackageInput,
        response: { 200: ZAdminLivePackage },
      },
    },
    async (req) => live.updatePackage(currentUser(req), req.params.id, req.body),
  )

  app.get(
    '/live-lectures',
    { schema: { tags, querystring: ZAdminLectureQuery, response: { 200: ZAdminLectureList } } },
    async (req) => live.listLectures(req.query),
  )
  app.post(
    '/live-lectures',
    { schema: { tags, body: ZAdminLectureInput, response: { 201: ZAdminLecture } } },
    async (req, reply) =>
      reply.status(201).send(await live.createLecture(currentUser(req), req.body)),
  )
  app.put(
    '/live-lectures/:id',
    {
      schema: {
        tags,
        params: ZIdParams,
        body: ZAdminLectureInput,
        response: { 200: ZAdminLecture },
      },
    },
    async (req) => live.updateLecture(currentUser(req), req.params.id, req.body),
  )
  app.delete(
    '/live-lectures/:id',
    { schema: { tags, params: ZIdParams, response: noContent } },
    async (req, reply) => {
      await live.deleteLecture(currentUser(req), req.params.id)
      return reply.status(204).send(null)
    },
  )
}
