import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../module-deps'
import { marketingRepository } from './marketing.repository'
import { marketingAdminRoutes, marketingRoutes } from './marketing.routes'
import { siteRoutes } from './site.routes'

/**
 * The public site: contact details and health (/contact-details, /health), the Contact Us form
 * and student videos, and the admin's contact requests (/admin/contact-requests: list, mark handled).
 */
export const marketingPlugin: FastifyPluginAsync<ModuleDeps> = async (
  app,
  { database, audit, clock },
) => {
  const repo = marketingRepository(database.db)
  await app.register(siteRoutes, { database })
  await app.register(marketingRoutes, { repo })
  await app.register(marketingAdminRoutes, { prefix: '/admin', repo, audit, clock })
}
