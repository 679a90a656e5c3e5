import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../module-deps'
import { readinessRepository } from './readiness.repository'
import { readinessRoutes } from './readiness.routes'
import { readinessService } from './readiness.service'

/**
 * Readiness assessments (/readiness/*): the measurement engine is packages/shared's; this module
 * keeps the state, the clock and the answers, and asks billing (its public interface) whether
 * the student's plan is running.
 */
export const readinessPlugin: FastifyPluginAsync<ModuleDeps> = async (
  app,
  { database, clock, billing },
) => {
  const readiness = readinessService({
    repo: readinessRepository(database.db),
    billing,
    clock,
  })
  await app.register(readinessRoutes, { readiness })
}
