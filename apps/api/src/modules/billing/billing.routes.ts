import { PAGE_SIZE } from '@nurseready/shared/constants/spec'
import {
  ZCheckout,
  ZCreateOrderRequest,
  ZEntitlement,
  ZOrderList,
  ZOrderResult,
  ZPlanList,
} from '@nurseready/shared/schemas/billing'
import { ZPageQuery } from '@nurseready/shared/schemas/common'
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser, requireUser } from '../../plugins/auth'
import { BILLING_MESSAGES, type BillingService } from './billing.service'

const ZOrderId = z.object({ id: z.uuid(BILLING_MESSAGES.orderNotFound) })
const security = [{ bearer: [] }]

/** Plans (public), the student's plan status, orders and the TEST MODE checkout actions. */
export const billingRoutes: FastifyPluginAsyncZod<{
  billing: BillingService
  /** The TEST MODE Pay action exists only while the sandbox is the payment provider. */
  sandboxCheckout: boolean
}> = async (app, { billing, sandboxCheckout }) => {
  const tags = ['billing']

  app.get('/plans', { schema: { tags, response: { 200: ZPlanList } } }, async () => ({
    items: await billing.listPlans(),
  }))

  await app.register(async (instance) => {
    const auth = instance.withTypeProvider<ZodTypeProvider>()
    auth.addHook('onRequest', requireUser)

    auth.get(
      '/subscription',
      { schema: { tags, security, response: { 200: ZEntitlement } } },
      async (req) => billing.planStatus(currentUser(req).id),
    )

    auth.post(
      '/orders',
      {
        schema: { tags, security, body: ZCreateOrderRequest, response: { 201: ZCheckout } },
        // Each order opens a checkout at the provider: a few a minute is plenty for a person.
        config: {
          rateLimit: {
            max: 20,
            timeWindow: '1 minute',
            keyGenerator: (req) => req.user?.id ?? req.ip,
          },
        },
      },
      async (req, reply) =>
        reply.status(201).send(await billing.createOrder(currentUser(req), req.body)),
    )

    auth.get(
      '/orders',
      { schema: { tags, security, querystring: ZPageQuery, response: { 200: ZOrderList } } },
      async (req) =>
        billing.listOrders(
          currentUser(req).id,
          req.query.page,
          req.query.pageSize ?? PAGE_SIZE.orderHistory,
        ),
    )

    auth.get(
      '/orders/:id',
      { schema: { tags, security, params: ZOrderId, response: { 200: ZOrderResult } } },
      async (req) => billing.getOrder(currentUser(req).id, req.params.id),
    )

    if (sandboxCheckout)
      auth.post(
        '/orders/:id/pay',
        { schema: { tags, security, params: ZOrderId, response: { 200: ZOrderResult } } },
        async (req) => billing.paySandbox(currentUser(req).id, req.params.id),
      )

    auth.post(
      '/orders/:id/cancel',
      { schema: { tags, security, params: ZOrderId, response: { 200: ZOrderResult } } },
      async (req) => billing.cancelOrder(currentUser(req).id, req.params.id),
    )
  })
}
