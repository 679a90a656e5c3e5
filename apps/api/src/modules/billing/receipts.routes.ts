import { ZReceipt } from '@nurseready/shared/schemas/billing'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser, requireUser } from '../../plugins/auth'
import { BILLING_MESSAGES, type BillingService } from './billing.service'
import { toReceipt } from './receipts'
import type { ReceiptsRepository } from './receipts.repository'

const ZOrderId = z.object({ id: z.uuid(BILLING_MESSAGES.orderNotFound) })

/** GET /orders/:id/receipt: the printable receipt of the student's own order. */
export const receiptsRoutes: FastifyPluginAsyncZod<{
  billing: BillingService
  repo: ReceiptsRepository
}> = async (app, { billing, repo }) => {
  app.addHook('onRequest', requireUser)
  app.get(
    '/orders/:id/receipt',
    {
      schema: {
        tags: ['billing'],
        security: [{ bearer: [] }],
        params: ZOrderId,
        response: { 200: ZReceipt },
      },
    },
    async (req) => {
      const user = currentUser(req)
      const order = await billing.ownOrder(user.id, req.params.id)
      const customer = (await repo.findCustomer(user.id)) ?? user
      return toReceipt(order, { name: customer.name, email: customer.email })
    },
  )
}
