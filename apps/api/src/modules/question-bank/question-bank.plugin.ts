import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../module-deps'
import { catalogRepository } from './catalog.repository'
import { paperAbandonRepository } from './paper-abandon.repository'
import { paperAbandonRoutes } from './paper-abandon.routes'
import { paperAccess } from './paper-access'
import { papersRepository } from './papers.repository'
import { papersRoutes } from './papers.routes'
import { papersService } from './papers.service'
import { performanceRepository } from './performance.repository'
import { performanceService } from './performance.service'
import { statisticsRepository } from './statistics.repository'
import { statisticsService } from './statistics.service'

/** The question bank: subjects, papers (create, take, pause, finish), dashboard and analytics. */
export const questionBankPlugin: FastifyPluginAsync<ModuleDeps> = async (
  app,
  { database, clock, config, webinars, billing, flashcards },
) => {
  const repo = papersRepository(database.db)
  await app.register(papersRoutes, {
    papers: papersService({
      repo,
      catalog: catalogRepository(database.db),
      clock,
      timedTestSeconds: config.TIMED_TEST_SECONDS,
      billing,
      onMissed: (userId, questionId, at) => flashcards.addMistake(userId, questionId, at),
    }),
    statistics: statisticsService({ repo: statisticsRepository(database.db), papers: repo, clock }),
    performance: performanceService({ repo: performanceRepository(database.db), clock }),
    countUpcomingWebinars: (userId) => webinars.countUpcoming(userId),
  })
  await app.register(paperAbandonRoutes, {
    access: paperAccess({ repo, clock, timedTestSeconds: config.TIMED_TEST_SECONDS }),
    repo: paperAbandonRepository(database.db),
    clock,
  })
}
