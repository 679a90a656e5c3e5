import { ZPageQuery } from '@nurseready/shared/schemas/common'
import {
  ZEnrollResponse,
  ZRegisteredWebinarList,
  ZWebinarList,
} from '@nurseready/shared/schemas/webinars'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser, requireUser } from '../../plugins/auth'
import { WEBINAR_MESSAGES, type WebinarsService } from './webinars.service'

const ZWebinarId = z.object({ id: z.uuid(WEBINAR_MESSAGES.notFound) })

export const webinarsRoutes: FastifyPluginAsyncZod<{ webinars: WebinarsService }> = async (
  app,
  { webinars },
) => {
  app.addHook('onRequest', requireUser)
  const tags = ['webinars']

  app.get(
    '/webinars',
    { schema: { tags, querystring: ZPageQuery, response: { 200: ZWebinarList } } },
    async (req) => webinars.listAvailable(currentUser(req).id, req.query.page, req.query.pageSize),
  )

  app.get(
    '/webinars/registered',
    { schema: { tags, querystring: ZPageQuery, response: { 200: ZRegisteredWebinarList } } },
    async (req) => webinars.listRegistered(currentUser(req).id, req.query.page, req.query.pageSize),
  )

  app.post(
    '/webinars/:id/enrollment',
    { schema: { tags, params: ZWebinarId, response: { 201: ZEnrollResponse } } },
    async (req, reply) =>
      reply.status(201).send(await webinars.enroll(currentUser(req).id, req.params.id)),
  )
}
