import { ZMessage, ZPageQuery } from '@nurseready/shared/schemas/common'
import { ZPerformance } from '@nurseready/shared/schemas/performance'
import {
  ZAnalytics,
  ZAnsweredQuestion,
  ZCreatePaperRequest,
  ZCreatePaperResponse,
  ZDashboardCounts,
  ZFlagRequest,
  ZFlagResponse,
  ZNoteRequest,
  ZPaperList,
  ZPaperState,
  ZPoolCounts,
  ZPoolCountsQuery,
  ZStyle,
  ZSubjectList,
  ZSubmitAnswerRequest,
  ZSubmitAnswerResponse,
} from '@nurseready/shared/schemas/question-bank'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser, requireUser } from '../../plugins/auth'
import { PAPER_MESSAGES } from './paper-rules'
import type { PapersService } from './papers.service'
import type { PerformanceService } from './performance.service'
import type { StatisticsService } from './statistics.service'

type Options = {
  papers: PapersService
  statistics: StatisticsService
  performance: PerformanceService
  countUpcomingWebinars: (userId: string) => Promise<number>
}

const ZCode = z.object({ code: z.string().regex(/^[A-Z0-9]{6,16}$/, 'Invalid test code') })
const ZItem = ZCode.extend({ position: z.coerce.number().int().min(1).max(1000) })

export const papersRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { papers, statistics, performance, countUpcomingWebinars },
) => {
  app.addHook('onRequest', requireUser)
  const tags = ['question bank']
  const uid = (req: Parameters<typeof currentUser>[0]) => currentUser(req).id

  app.get(
    '/subjects',
    {
      schema: {
        tags,
        querystring: ZPageQuery.extend({ style: ZStyle.optional() }),
        response: { 200: ZSubjectList },
      },
    },
    async (req) =>
      papers.listSubjects(uid(req), req.query.style, req.query.page, req.query.pageSize),
  )

  app.post(
    '/papers',
    { schema: { tags, body: ZCreatePaperRequest, response: { 201: ZCreatePaperResponse } } },
    async (req, reply) => reply.status(201).send(await papers.create(uid(req), req.body)),
  )

  app.get(
    '/papers',
    { schema: { tags, querystring: ZPageQuery, response: { 200: ZPaperList } } },
    async (req) => papers.list(uid(req), req.query.page, req.query.pageSize),
  )

  app.get(
    '/papers/:code',
    { schema: { tags, params: ZCode, response: { 200: ZPaperState } } },
    async (req) => papers.state(uid(req), req.params.code),
  )

  app.get(
    '/papers/:code/questions/:position',
    { schema: { tags, params: ZItem, response: { 200: ZAnsweredQuestion } } },
    async (req) => papers.question(uid(req), req.params.code, req.params.position),
  )

  app.post(
    '/papers/:code/questions/:position/answer',
    {
      schema: {
        tags,
        params: ZItem,
        body: ZSubmitAnswerRequest,
        response: { 200: ZSubmitAnswerResponse },
      },
    },
    async (req) =>
      papers.answer(
        uid(req),
        req.params.code,
        req.params.position,
        req.body.answer,
        req.body.elapsedSeconds,
      ),
  )

  app.put(
    '/papers/:code/questions/:position/flag',
    { schema: { tags, params: ZItem, body: ZFlagRequest, response: { 200: ZFlagResponse } } },
    async (req) => papers.setFlag(uid(req), req.params.code, req.params.position, req.body.flagged),
  )

  app.get(
    '/pool-counts',
    { schema: { tags, querystring: ZPoolCountsQuery, response: { 200: ZPoolCounts } } },
    async (req) => papers.poolCounts(uid(req), req.query),
  )

  app.put(
    '/papers/:code/questions/:position/note',
    { schema: { tags, params: ZItem, body: ZNoteRequest, response: { 200: ZMessage } } },
    async (req) => {
      await papers.saveNote(uid(req), req.params.code, req.params.position, req.body.note)
      return { message: PAPER_MESSAGES.noteSaved }
    },
  )

  for (const action of ['pause', 'resume', 'finish'] as const) {
    app.post(
      `/papers/:code/${action}`,
      { schema: { tags, params: ZCode, response: { 200: ZPaperState } } },
      async (req) => papers[action](uid(req), req.params.code),
    )
  }

  app.get('/dashboard', { schema: { tags, response: { 200: ZDashboardCounts } } }, async (req) =>
    statistics.dashboard(uid(req), await countUpcomingWebinars(uid(req))),
  )

  app.get('/analytics', { schema: { tags, response: { 200: ZAnalytics } } }, async (req) =>
    statistics.analytics(uid(req), await countUpcomingWebinars(uid(req))),
  )

  app.get(
    '/analytics/performance',
    { schema: { tags, response: { 200: ZPerformance } } },
    async (req) => performance.performance(uid(req)),
  )
}
