import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../module-deps'
import { webinarsRepository } from './webinars.repository'
import { webinarsRoutes } from './webinars.routes'
import { webinarsService } from './webinars.service'

/** Webinars: the list, enrolment and the student's registrations (/webinars/*). */
export const webinarsPlugin: FastifyPluginAsync<ModuleDeps> = async (app, { database, clock }) => {
  const webinars = webinarsService({ repo: webinarsRepository(database.db), clock })
  await app.register(webinarsRoutes, { webinars })
}
