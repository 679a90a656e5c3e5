import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../module-deps'
import { liveLecturesRepository } from './live-lectures.repository'
import { liveLecturesRoutes } from './live-lectures.routes'
import { liveLecturesService } from './live-lectures.service'

/**
 * Live lectures (/live-lectures/*): the packages and the student's access come from billing
 * (its public interface), the lectures themselves from this module.
 */
export const liveLecturesPlugin: FastifyPluginAsync<ModuleDeps> = async (
  app,
  { database, clock, billing },
) => {
  const lectures = liveLecturesService({
    repo: liveLecturesRepository(database.db),
    billing,
    clock,
  })
  await app.register(liveLecturesRoutes, { billing, lectures })
}
