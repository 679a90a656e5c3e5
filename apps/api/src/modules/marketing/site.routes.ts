import { ZContactDetails, ZHealth } from '@nurseready/shared/schemas/site'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '../../db/client'
import { AppError } from '../../lib/errors'
import { CONTACT_KEY } from './site.constants'
import { siteRepository } from './site.repository'

export const siteRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const repo = siteRepository(database.db)

  app.get(
    '/contact-details',
    { schema: { tags: ['site'], response: { 200: ZContactDetails } } },
    async () => {
      const details = await repo.get<unknown>(CONTACT_KEY)
      const parsed = ZContactDetails.safeParse(details)
      if (!parsed.success) throw new AppError('not_found', 'Contact details are not set.')
      return parsed.data
    },
  )

  app.get(
    '/health',
    { schema: { tags: ['site'], response: { 200: ZHealth, 503: ZHealth } } },
    async (_req, reply) => {
      const up = await database.ping()
      return reply.status(up ? 200 : 503).send({
        status: up ? 'ok' : 'degraded',
        uptimeSeconds: Math.round(process.uptime()),
        database: { status: up ? 'up' : 'down', driver: database.driver },
      })
    },
  )
}
