import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../module-deps'
import { highlightsRepository } from './highlights.repository'
import { highlightsRoutes } from './highlights.routes'
import { highlightsService } from './highlights.service'

/**
 * Highlights (/highlights, /papers/:code/questions/:position/highlights): asks the question bank
 * for the paper's question (ownership, whether its rationale is shown) and for practice papers.
 */
export const highlightsPlugin: FastifyPluginAsync<ModuleDeps> = async (
  app,
  { database, clock, billing, questionBank },
) => {
  const highlights = highlightsService({
    repo: highlightsRepository(database.db),
    billing,
    questionBank,
    clock,
  })
  await app.register(highlightsRoutes, { highlights })
}
