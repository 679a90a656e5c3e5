import {
  CONTACT_MESSAGES,
  type ContactProduct,
  type ContactUserRange,
} from '@nurseready/shared/domain/contact'
import { ZMessage } from '@nurseready/shared/schemas/common'
import {
  ZContactLead,
  ZContactLeadList,
  ZContactLeadParams,
  ZContactLeadQuery,
  ZContactLeadRequest,
  ZStudentVideoList,
} from '@nurseready/shared/schemas/marketing'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Clock } from '../../lib/clock'
import { AppError } from '../../lib/errors'
import { currentUser, requireAdmin } from '../../plugins/auth'
import type { AuditLog } from '../admin/index'
import type { LeadRow, MarketingRepository } from './marketing.repository'

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

const toLead = (r: LeadRow) => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  handledAt: r.handledAt?.toISOString() ?? null,
})

/**
 * Admin: the leads, newest first (all, new or handled), stored as typed and escaped by whoever
 * displays them (the console renders them as text); mark one handled or new again (audited).
 */
export const marketingAdminRoutes: FastifyPluginAsyncZod<{
  repo: MarketingRepository
  audit: AuditLog
  clock: Clock
}> = async (app, { repo, audit, clock }) => {
  app.addHook('onRequest', requireAdmin)
  const tags = ['contact', 'admin']
  app.get(
    '/contact-requests',
    { schema: { tags, querystring: ZContactLeadQuery, response: { 200: ZContactLeadList } } },
    async (req) => {
      const { page, pageSize = 20, status } = req.query
      const { rows, total } = await repo.listLeads(pageSize, (page - 1) * pageSize, status)
      return { items: rows.map(toLead), total, page, pageSize }
    },
  )

  for (const [action, handled] of [
    ['handled', true],
    ['reopen', false],
  ] as const) {
    app.post(
      `/contact-requests/:id/${action}`,
      { schema: { tags, params: ZContactLeadParams, response: { 200: ZContactLead } } },
      async (req) => {
        const row = await repo.setHandled(
          req.params.id,
          handled ? clock.now() : null,
          async (tx, before) =>
            audit.record(
              currentUser(req),
              {
                action: handled ? 'lead.handle' : 'lead.reopen',
                targetType: 'lead',
                targetId: before.id,
                before: { email: before.email, handled: before.handledAt !== null },
                after: { email: before.email, handled },
              },
              tx,
            ),
        )
        if (!row) throw new AppError('not_found', 'Lead not found.')
        return toLead(row)
      },
    )
  }
}
