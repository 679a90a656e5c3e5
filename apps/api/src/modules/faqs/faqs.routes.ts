import { ZPageQuery } from '@nurseready/shared/schemas/common'
import { ZFaqList } from '@nurseready/shared/schemas/faqs'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client'
import { requireUser } from '../../plugins/auth'
import { faqsRepository } from './faqs.repository'

/** Enough for the whole FAQ page in one request; longer lists page. */
export const FAQ_PAGE_SIZE = 50

/** GET /api/faqs: needs a token, as the spec's call does. No rules, so no service layer. */
export const faqsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const repo = faqsRepository(db)
  app.get(
    '/faqs',
    {
      onRequest: requireUser,
      schema: { tags: ['faqs'], querystring: ZPageQuery, response: { 200: ZFaqList } },
    },
    async (req) => {
      const { page, pageSize = FAQ_PAGE_SIZE } = req.query
      const { rows, total } = await repo.list(pageSize, (page - 1) * pageSize)
      return { items: rows, total, page, pageSize }
    },
  )
}
