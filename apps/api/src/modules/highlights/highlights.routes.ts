import { ZPageQuery } from '@nurseready/shared/schemas/common'
import {
  ZCreateHighlightRequest,
  ZHighlight,
  ZHighlightedQuestionPage,
  ZHighlightParams,
  ZHighlightTestRequest,
  ZQuestionHighlights,
} from '@nurseready/shared/schemas/highlights'
import { ZCreatePaperResponse } from '@nurseready/shared/schemas/question-bank'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser, requireUser } from '../../plugins/auth'
import type { HighlightsService } from './highlights.service'

const ZItem = z.object({
  code: z.string().trim().min(1).max(40),
  position: z.coerce.number().int().min(1).max(1000),
})

/** Highlights (issue 14 section 4): every highlight is the signed-in student's own. */
export const highlightsRoutes: FastifyPluginAsyncZod<{ highlights: HighlightsService }> = async (
  app,
  { highlights },
) => {
  app.addHook('onRequest', requireUser)
  const tags = ['highlights']
  const security = [{ bearer: [] }]
  const uid = (req: Parameters<typeof currentUser>[0]) => currentUser(req).id

  app.get(
    '/highlights',
    {
      schema: {
        tags,
        security,
        querystring: ZPageQuery,
        response: { 200: ZHighlightedQuestionPage },
      },
    },
    async (req) => highlights.list(uid(req), req.query.page, req.query.pageSize),
  )

  app.delete(
    '/highlights/:id',
    { schema: { tags, security, params: ZHighlightParams } },
    async (req, reply) => {
      await highlights.remove(uid(req), req.params.id)
      return reply.code(204).send()
    },
  )

  app.post(
    '/highlights/tests',
    {
      schema: {
        tags,
        security,
        body: ZHighlightTestRequest,
        response: { 201: ZCreatePaperResponse },
      },
    },
    async (req, reply) => reply.code(201).send(await highlights.createTest(uid(req), req.body)),
  )

  app.get(
    '/papers/:code/questions/:position/highlights',
    { schema: { tags, security, params: ZItem, response: { 200: ZQuestionHighlights } } },
    async (req) => highlights.forQuestion(uid(req), req.params.code, req.params.position),
  )

  app.post(
    '/papers/:code/questions/:position/highlights',
    {
      schema: {
        tags,
        security,
        params: ZItem,
        body: ZCreateHighlightRequest,
        response: { 201: ZHighlight },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await highlights.create(uid(req), req.params.code, req.params.position, req.body)),
  )
}
