import { extendPeriod } from '@nurseready/shared/domain/billing'
import { filterEnd } from '@nurseready/shared/domain/time'
import type {
  TAdminEntitlement,
  TAdminOrder,
  TAdminOrderQuery,
  TAdminPlan,
  TAdminPlanInput,
  TEntitlementGrant,
} from '@nurseready/shared/schemas/admin'
import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../../lib/clock'
import { AppError } from '../../lib/errors'
import type { PaymentProvider } from '../../lib/payments'
import type { AuditActor, AuditLog } from '../admin/index'
import type { BillingRepository, OrderRow, PlanRow } from './billing.repository'
import { toOrder, toPlan } from './billing.service'
import type { BillingAdminRepository } from './billing-admin.repository'
import { NOT_REFUNDABLE, ORDER_NOT_FOUND, orderPayments } from './order-payments'

export const BILLING_ADMIN_TEXTS = {
  orderNotFound: ORDER_NOT_FOUND,
  notRefundable: NOT_REFUNDABLE,
  alreadyRefunded: 'This order has already been refunded.',
  refundPending: 'A refund of this order is already waiting for the payment provider.',
  otherProvider: 'This order was paid through another payment provider than the one configured.',
  providerDown: 'The payment provider could not refund this order. Please try again.',
  planNotFound: 'Plan not found.',
  userNotFound: 'User not found.',
} as const

type Deps = {
  repo: BillingRepository
  admin: BillingAdminRepository
  payments: PaymentProvider
  clock: Clock
  audit: AuditLog
  log: FastifyBaseLogger
}

const iso = (d: Date | null) => (d ? d.toISOString() : null)

function toAdminOrder(o: OrderRow, user: TAdminOrder['user'], now: Date): TAdminOrder {
  return {
    ...toOrder(o, now),
    refundRequestedAt: iso(o.refundRequestedAt),
    refundedAt: iso(o.refundedAt),
    user,
  }
}

const toAdminPlan = (p: PlanRow): TAdminPlan => ({
  ...toPlan(p),
  active: p.active,
  sortOrder: p.sortOrder,
})

/** Orders (list, refund), plans (edit) and entitlements (view, manual grant) for the console. */
export function billingAdminService({ repo, admin, payments, clock, audit, log }: Deps) {
  const { refundedIn } = orderPayments({ repo, clock, log })
  const orderState = (o: OrderRow) => ({
    number: o.number,
    status: o.status,
    amountCents: o.amountCents,
    currency: o.currency,
    validUntil: o.validUntil,
  })

  async function order(id: string) {
    const row = await admin.findOrder(id)
    if (!row) throw new AppError('not_found', ORDER_NOT_FOUND)
    return toAdminOrder(row.order, row.user, clock.now())
  }

  async function entitlements(userId: string): Promise<{ items: TAdminEntitlement[] }> {
    if (!(await admin.userExists(userId)))
      throw new AppError('not_found', BILLING_ADMIN_TEXTS.userNotFound)
    const now = clock.now().getTime()
    return {
      items: (await admin.entitlementsOf(userId)).map((e) => ({
        scope: e.scope,
        name: e.planName ?? e.packageName ?? null,
        startsAt: e.startsAt.toISOString(),
        endsAt: e.endsAt.toISOString(),
        active: e.startsAt.getTime() <= now && e.endsAt.getTime() > now,
      })),
    }
  }

  return {
    order,

    async listOrders(q: TAdminOrderQuery & { page: number; pageSize: number }) {
      const to = filterEnd(q.to)
      const { rows, total } = await admin.listOrders({
        status: q.status,
        q: q.q || undefined,
        from: q.from ? new Date(q.from) : undefined,
        to,
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      })
      return {
        items: rows.map((r) => toAdminOrder(r.order, r.user, clock.now())),
        total,
        page: q.page,
        pageSize: q.pageSize,
      }
    },

    /**
     * Refunds a paid order in full through its provider. The sandbox settles at once: the order
     * is refunded and its access ends in the same transaction as the audit entry. Stripe
     * settles later: the request is recorded (and audited) and its charge.refunded webhook
     * refunds the order and ends the access.
     */
    async refund(actor: AuditActor, id: string) {
      const found = await repo.findOrder(id)
      if (!found) throw new AppError('not_found', ORDER_NOT_FOUND)
      if (found.status === 'refunded')
        throw new AppError('conflict', BILLING_ADMIN_TEXTS.alreadyRefunded)
      if (found.status !== 'paid') throw new AppError('conflict', NOT_REFUNDABLE)
      if (found.refundRequestedAt) throw new AppError('conflict', BILLING_ADMIN_TEXTS.refundPending)
      if (found.provider !== payments.name)
        throw new AppError('conflict', BILLING_ADMIN_TEXTS.otherProvider)
      let result: Awaited<ReturnType<PaymentProvider['refund']>>
      try {
        result = await payments.refund({
          orderId: found.id,
          paymentRef: found.paymentRef,
          amountCents: found.amountCents,
        })
      } catch (err) {
        log.error({ orderId: id, err: { message: (err as Error).message } }, 'refund failed')
        throw new AppError('unavailable', BILLING_ADMIN_TEXTS.providerDown)
      }
      if (result.settled) {
        await repo.transaction((tx) =>
          refundedIn(tx, id, result.refundRef, (t, before, after) =>
            audit.record(
              actor,
              {
                action: 'order.refund',
                targetType: 'order',
                targetId: id,
                before: orderState(before),
                after: { ...orderState(after), refundRef: result.refundRef },
              },
              t.executor,
            ),
          ),
        )
      } else {
        await repo.transaction(async (tx) => {
          const before = await tx.findOrder(id, true)
          const after = await tx.updateOrder(id, {
            refundRequestedAt: clock.now(),
            refundRef: result.refundRef,
          })
          await audit.record(
            actor,
            {
              action: 'order.refund_request',
              targetType: 'order',
              targetId: id,
              before: { ...orderState(before!), refundRequested: false },
              after: { ...orderState(after), refundRequested: true, refundRef: result.refundRef },
            },
            tx.executor,
          )
        })
      }
      return order(id)
    },

    async listPlans() {
      return { items: (await admin.listPlans()).map(toAdminPlan) }
    },

    async updatePlan(actor: AuditActor, id: string, input: TAdminPlanInput) {
      const before = await admin.findPlan(id)
      if (!before) throw new AppError('not_found', BILLING_ADMIN_TEXTS.planNotFound)
      const after = await admin.updatePlan(id, input, (tx) =>
        audit.record(
          actor,
          {
            action: 'plan.update',
            targetType: 'plan',
            targetId: id,
            before: toAdminPlan(before),
            after: { ...toAdminPlan(before), ...input },
          },
          tx,
        ),
      )
      if (!after) throw new AppError('not_found', BILLING_ADMIN_TEXTS.planNotFound)
      return toAdminPlan(after)
    },

    entitlements,

    /** A support case: `days` more of the scope (from now if nothing is running), audited. */
    async grant(actor: AuditActor, userId: string, input: TEntitlementGrant) {
      if (!(await admin.userExists(userId)))
        throw new AppError('not_found', BILLING_ADMIN_TEXTS.userNotFound)
      await repo.transaction(async (tx) => {
        await tx.lockUser(userId)
        const current = await tx.findEntitlement(userId, input.scope)
        const { period } = extendPeriod(current ?? null, input.days, clock.now())
        await tx.upsertEntitlement({
          userId,
          scope: input.scope,
          planId: current?.planId ?? null,
          livePackageId: current?.livePackageId ?? null,
          lastOrderId: current?.lastOrderId ?? null,
          startsAt: period.startsAt,
          endsAt: period.endsAt,
        })
        await audit.record(
          actor,
          {
            action: 'entitlement.grant',
            targetType: 'user',
            targetId: userId,
            before: current
              ? { scope: input.scope, endsAt: current.endsAt }
              : { scope: input.scope, endsAt: null },
            after: {
              scope: input.scope,
              endsAt: period.endsAt,
              days: input.days,
              reason: input.reason,
            },
          },
          tx.executor,
        )
      })
      return entitlements(userId)
    },
  }
}

export type BillingAdminService = ReturnType<typeof billingAdminService>
