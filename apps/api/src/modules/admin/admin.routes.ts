import { filterEnd } from '@nurseready/shared/domain/time'
import { ZAdminOverview, ZAuditList, ZAuditQuery } from '@nurseready/shared/schemas/admin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Clock } from '../../lib/clock'
import { requireAdmin } from '../../plugins/auth'
import type { AuditRepository } from './audit.repository'
import type { overviewRepository } from './overview.repository'

type Options = {
  repo: AuditRepository
  overview: ReturnType<typeof overviewRepository>
  clock: Clock
}

/**
 * GET /api/admin/audit-log (every admin write, newest first, searchable) and
 * GET /api/admin/overview (the stat cards).
 */
export const auditRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { repo, overview, clock },
) => {
  app.addHook('onRequest', requireAdmin)
  const tags = ['admin']

  app.get('/overview', { schema: { tags, response: { 200: ZAdminOverview } } }, async () =>
    overview.figures(clock.now()),
  )

  app.get(
    '/audit-log',
    { schema: { tags, querystring: ZAuditQuery, response: { 200: ZAuditList } } },
    async (req) => {
      const q = req.query
      const to = filterEnd(q.to)
      const { rows, total } = await repo.search({
        actor: q.actor || undefined,
        action: q.action || undefined,
        targetType: q.targetType || undefined,
        targetId: q.targetId || undefined,
        from: q.from ? new Date(q.from) : undefined,
        to,
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      })
      return {
        items: rows.map((r) => ({ ...r, at: r.at.toISOString() })),
        total,
        page: q.page,
        pageSize: q.pageSize,
      }
    },
  )
}
