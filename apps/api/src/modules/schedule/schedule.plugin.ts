import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../module-deps'
import { scheduleRepository } from './schedule.repository'
import { scheduleRoutes } from './schedule.routes'
import { scheduleService } from './schedule.service'

/**
 * The smart study schedule (/schedule/*): the planner is packages/shared's; this module keeps
 * the settings and the days done, reads the scores, and asks billing whether the plan grants it.
 */
export const schedulePlugin: FastifyPluginAsync<ModuleDeps> = async (
  app,
  { database, clock, billing, secret, config },
) => {
  const schedule = scheduleService({
    repo: scheduleRepository(database.db),
    billing,
    clock,
    secret,
  })
  await app.register(scheduleRoutes, {
    schedule,
    clock,
    publicUrl: config.PUBLIC_URL.replace(/\/+$/, ''),
  })
}
