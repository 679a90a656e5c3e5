import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../module-deps'
import { flashcardsRepository } from './flashcards.repository'
import { flashcardsRoutes } from './flashcards.routes'
import { flashcardsService } from './flashcards.service'

/**
 * Flashcards (/flashcards/*): FSRS scheduling by ts-fsrs, asking billing whether the plan runs
 * and the question bank for a paper's question.
 */
export const flashcardsPlugin: FastifyPluginAsync<ModuleDeps> = async (
  app,
  { database, clock, billing, questionBank },
) => {
  const flashcards = flashcardsService({
    repo: flashcardsRepository(database.db),
    billing,
    questionBank,
    clock,
  })
  await app.register(flashcardsRoutes, { flashcards })
}
