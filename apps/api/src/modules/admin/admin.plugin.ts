import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../module-deps'
import { auditRoutes } from './admin.routes'
import { auditRepository } from './audit.repository'
import { overviewRepository } from './overview.repository'
import { usersRepository } from './users.repository'
import { usersRoutes } from './users.routes'
import { usersService } from './users.service'

/**
 * The admin console's own API under /api/admin (every route requires the admin role): the audit
 * log, the overview, users. Other modules keep their admin routes (chat, blog, leads) and record to the audit log
 * through ModuleDeps.audit.
 */
export const adminPlugin: FastifyPluginAsync<ModuleDeps> = async (
  app,
  { database, clock, audit, auth },
) => {
  await app.register(auditRoutes, {
    prefix: '/admin',
    repo: auditRepository(database.db),
    overview: overviewRepository(database.db),
    clock,
  })
  const users = usersService({
    repo: usersRepository(database.db),
    clock,
    audit,
    evictUser: auth.evictUser,
  })
  await app.register(usersRoutes, { prefix: '/admin', users })
}
