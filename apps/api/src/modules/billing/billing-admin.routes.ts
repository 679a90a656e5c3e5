import {
  ZAdminEntitlementList,
  ZAdminOrder,
  ZAdminOrderList,
  ZAdminOrderQuery,
  ZAdminPlan,
  ZAdminPlanInput,
  ZAdminPlanList,
  ZEntitlementGrant,
  ZOrderIdParams,
  ZPlanIdParams,
  ZUserIdParams,
} from '@nurseready/shared/schemas/admin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser, requireAdmin } from '../../plugins/auth'
import type { BillingAdminService } from './billing-admin.service'

/**
 * /api/admin/orders (list, refund), /api/admin/plans (edit), /api/admin/users/:id/entitlements
 * (view, manual grant). Admins only; every write is audited.
 */
export const billingAdminRoutes: FastifyPluginAsyncZod<{ billing: BillingAdminService }> = async (
  app,
  { billing },
) => {
  app.addHook('onRequest', requireAdmin)
  const tags = ['billing', 'admin']

  app.get(
    '/orders',
    { schema: { tags, querystring: ZAdminOrderQuery, response: { 200: ZAdminOrderList } } },
    async (req) => billing.listOrders(req.query),
  )

  app.post(
    '/orders/:id/refund',
    { schema: { tags, params: ZOrderIdParams, response: { 200: ZAdminOrder } } },
    async (req) => billing.refund(currentUser(req), req.params.id),
  )

  app.get('/plans', { schema: { tags, response: { 200: ZAdminPlanList } } }, async () =>
    billing.listPlans(),
  )

  app.put(
    '/plans/:id',
    {
      schema: { tags, params: ZPlanIdParams, body: ZAdminPlanInput, response: { 200: ZAdminPlan } },
    },
    async (req) => billing.updatePlan(currentUser(req), req.params.id, req.body),
  )

  app.get(
    '/users/:id/entitlements',
    { schema: { tags, params: ZUserIdParams, response: { 200: ZAdminEntitlementList } } },
    async (req) => billing.entitlements(req.params.id),
  )

  app.post(
    '/users/:id/entitlements',
    {
      schema: {
        tags,
        params: ZUserIdParams,
        body: ZEntitlementGrant,
        response: { 200: ZAdminEntitlementList },
      },
    },
    async (req) => billing.grant(currentUser(req), req.params.id, req.body),
  )
}
