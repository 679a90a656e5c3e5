import {
  CONTACT_MESSAGES,
  type ContactProduct,
  type ContactUserRange,
} from '@nurseready/shared/domain/contact'
import { ZMessage, ZPageQuery } from '@nurseready/shared/schemas/common'
import {
  ZContactLeadList,
  ZContactLeadRequest,
  ZStudentVideoList,
} from '@nurseready/shared/schemas/marketing'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireAdmin } from '../../plugins/auth'
import type { MarketingRepository } from './marketing.repository'

/** Sends per client and minute through the contact form (bots get 429 after that). */
export const CONTACT_RATE_LIMIT = { max: 3, timeWindow: '1 minute' }

type Options = { repo: MarketingRepository; contactRateLimit?: number }

/**
 * Public: POST /api/contact-requests (the Contact Us form, stored as a lead) and
 * GET /api/student-videos. No rules beyond validation, so no service layer.
 */
export const marketingRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { repo, contactRateLimit = CONTACT_RATE_LIMIT.max },
) => {
  app.post(
    '/contact-requests',
    {
      config: { rateLimit: { ...CONTACT_RATE_LIMIT, max: contactRateLimit } },
      schema: { tags: ['contact'], body: ZContactLeadRequest, response: { 201: ZMessage } },
    },
    async (req, reply) => {
      const b = req.body
      const lead = await repo.insertLead({
        name: b.name.trim(),
        email: b.email.trim().toLowerCase(),
        phone: b.phone?.trim() || null,
        institution: b.institution.trim(),
        product: b.product as ContactProduct,
        userRange: b.userRange as ContactUserRange,
      })
      req.log.info({ leadId: lead.id, product: lead.product }, 'contact request received')
      return reply.status(201).send({ message: CONTACT_MESSAGES.sent })
    },
  )

  app.get(
    '/student-videos',
    { schema: { tags: ['site'], response: { 200: ZStudentVideoList } } },
    async () => ({ items: await repo.listStudentVideos() }),
  )
}

/** Admin: the leads, newest first. */
export const marketingAdminRoutes: FastifyPluginAsyncZod<{ repo: MarketingRepository }> = async (
  app,
  { repo },
) => {
  app.addHook('onRequest', requireAdmin)
  app.get(
    '/contact-requests',
    {
      schema: {
        tags: ['contact', 'admin'],
        querystring: ZPageQuery,
        response: { 200: ZContactLeadList },
      },
    },
    async (req) => {
      const { page, pageSize = 20 } = req.query
      const { rows, total } = await repo.listLeads(pageSize, (page - 1) * pageSize)
      return {
        items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
        total,
        page,
        pageSize,
      }
    },
  )
}
