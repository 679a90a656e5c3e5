import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../module-deps'
import { calibrationRepository } from './calibration.repository'
import { runCalibration, scheduleCalibration } from './calibration.service'
import { readinessRepository } from './readiness.repository'
import { readinessRoutes } from './readiness.routes'
import { readinessService } from './readiness.service'

/** The nightly calibration runs at this hour (UTC), when few students are answering. */
const CALIBRATION_HOUR_UTC = 3

/**
 * Readiness assessments (/readiness/*): the measurement engine is packages/shared's; this module
 * keeps the state, the clock and the answers, and asks billing (its public interface) whether
 * the student's plan is running. Item calibration runs nightly in the process (one process of a
 * deployment does the work: calibration.service.ts) and from `npm run calibrate`.
 */
export const readinessPlugin: FastifyPluginAsync<ModuleDeps> = async (
  app,
  { database, clock, billing, log },
) => {
  const readiness = readinessService({
    repo: readinessRepository(database.db),
    billing,
    clock,
  })
  await app.register(readinessRoutes, { readiness })
  const repo = calibrationRepository(database.db)
  const stop = scheduleCalibration(() => runCalibration({ repo, clock, log }), {
    hourUtc: CALIBRATION_HOUR_UTC,
    onError: (err) => log.error({ err }, 'readiness calibration failed'),
  })
  app.addHook('onClose', async () => stop())
}
