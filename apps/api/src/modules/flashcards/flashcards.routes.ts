import {
  ZCreateFlashcardRequest,
  ZFlashcard,
  ZFlashcardListQuery,
  ZFlashcardOverview,
  ZFlashcardPage,
  ZFlashcardParams,
  ZFlashcardSettings,
  ZReviewNext,
  ZReviewQuery,
  ZReviewRequest,
  ZReviewResult,
  ZUpdateFlashcardRequest,
} from '@nurseready/shared/schemas/flashcards'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser, requireUser } from '../../plugins/auth'
import type { FlashcardsService } from './flashcards.service'

/** Flashcards (issue 14 section 3): every card is the signed-in student's own. */
export const flashcardsRoutes: FastifyPluginAsyncZod<{ flashcards: FlashcardsService }> = async (
  app,
  { flashcards },
) => {
  app.addHook('onRequest', requireUser)
  const tags = ['flashcards']
  const security = [{ bearer: [] }]
  const params = ZFlashcardParams
  const uid = (req: Parameters<typeof currentUser>[0]) => currentUser(req).id

  app.get(
    '/flashcards',
    { schema: { tags, security, response: { 200: ZFlashcardOverview } } },
    async (req) => flashcards.overview(uid(req)),
  )

  app.put(
    '/flashcards/settings',
    { schema: { tags, security, body: ZFlashcardSettings, response: { 200: ZFlashcardSettings } } },
    async (req) => flashcards.setRetention(uid(req), req.body.desiredRetention),
  )

  app.get(
    '/flashcards/cards',
    {
      schema: {
        tags,
        security,
        querystring: ZFlashcardListQuery,
        response: { 200: ZFlashcardPage },
      },
    },
    async (req) => flashcards.list(uid(req), req.query.deck, req.query.page, req.query.pageSize),
  )

  app.post(
    '/flashcards/cards',
    { schema: { tags, security, body: ZCreateFlashcardRequest, response: { 201: ZFlashcard } } },
    async (req, reply) => reply.code(201).send(await flashcards.create(uid(req), req.body)),
  )

  app.get(
    '/flashcards/cards/:id',
    { schema: { tags, security, params, response: { 200: ZFlashcard } } },
    async (req) => flashcards.card(uid(req), req.params.id),
  )

  app.patch(
    '/flashcards/cards/:id',
    {
      schema: {
        tags,
        security,
        params,
        body: ZUpdateFlashcardRequest,
        response: { 200: ZFlashcard },
      },
    },
    async (req) => flashcards.setSuspended(uid(req), req.params.id, req.body.suspended),
  )

  app.delete(
    '/flashcards/cards/:id',
    { schema: { tags, security, params } },
    async (req, reply) => {
      await flashcards.remove(uid(req), req.params.id)
      return reply.code(204).send()
    },
  )

  app.get(
    '/flashcards/review',
    { schema: { tags, security, querystring: ZReviewQuery, response: { 200: ZReviewNext } } },
    async (req) => flashcards.next(uid(req), req.query.deck),
  )

  app.post(
    '/flashcards/cards/:id/reviews',
    {
      schema: { tags, security, params, body: ZReviewRequest, response: { 200: ZReviewResult } },
    },
    async (req) => flashcards.review(uid(req), req.params.id, req.body.rating),
  )
}
