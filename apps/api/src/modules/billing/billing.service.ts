import { PAGE_SIZE } from '@nurseready/shared/constants/spec'
import {
  type EntitlementScope,
  orderIsActive,
  purchaseMessage,
} from '@nurseready/shared/domain/billing'
import type {
  TCheckout,
  TCreateOrderRequest,
  TLivePackage,
  TOrder,
  TOrderList,
  TOrderResult,
  TPlan,
} from '@nurseready/shared/schemas/billing'
import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../../lib/clock'
import { AppError } from '../../lib/errors'
import type { PaymentProvider } from '../../lib/payments'
import type { BillingRepository, LivePackageRow, OrderRow, PlanRow } from './billing.repository'
import { entitlements } from './entitlements'
import { ORDER_NOT_FOUND, orderPayments } from './order-payments'

export const BILLING_MESSAGES = {
  orderNotFound: ORDER_NOT_FOUND,
  planNotFound: 'This plan is not available.',
  packageNotFound: 'This live-lecture package is not available.',
  notPending: 'This order is no longer awaiting payment.',
  notSandbox: 'This order is paid through the payment provider, not the test checkout.',
  providerDown: 'The payment provider could not start checkout. Please try again.',
  canceled: 'Payment canceled. You have not been charged.',
} as const

type Deps = {
  repo: BillingRepository
  clock: Clock
  payments: PaymentProvider
  publicUrl: string
  log: FastifyBaseLogger
  /** The purchase confirmation (receipt mail), sent once an order has become paid. */
  onPaid?: (order: OrderRow) => Promise<void>
}

const iso = (d: Date | null) => (d ? d.toISOString() : null)

export function toPlan(p: PlanRow): TPlan {
  return {
    id: p.id,
    courseName: p.courseName,
    name: p.name,
    amountCents: p.amountCents,
    currency: p.currency,
    validityDays: p.validityDays,
    features: p.features,
    recommended: p.recommended,
  }
}

export function toPackage(p: LivePackageRow): TLivePackage {
  return {
    id: p.id,
    name: p.name,
    amountCents: p.amountCents,
    currency: p.currency,
    validityDays: p.validityDays,
    features: p.features,
  }
}

export function toOrder(o: OrderRow, now: Date): TOrder {
  return {
    id: o.id,
    number: o.number,
    kind: o.kind,
    courseName: o.courseName,
    amountCents: o.amountCents,
    currency: o.currency,
    status: o.status,
    renewal: o.renewal,
    provider: o.provider,
    createdAt: o.createdAt.toISOString(),
    paidAt: iso(o.paidAt),
    validFrom: iso(o.validFrom),
    validUntil: iso(o.validUntil),
    active: orderIsActive(o, now),
  }
}

export function billingService({ repo, clock, payments, publicUrl, log, onPaid }: Deps) {
  const { markOrderPaid, closeOrder, applyEvent } = orderPayments({ repo, clock, log, onPaid })
  const decide = entitlements({ repo, clock })
  async function ownOrder(userId: string, orderId: string) {
    const order = await repo.findOrder(orderId)
    // Another student's order is answered exactly like a missing one.
    if (!order || order.userId !== userId)
      throw new AppError('not_found', BILLING_MESSAGES.orderNotFound)
    return order
  }

  return {
    /** See order-payments.ts: the provider-agnostic way an order becomes paid. */
    markOrderPaid,
    /** A verified provider (webhook) event, applied at most once. */
    applyEvent,

    /** The student's own order, whatever its status (another student's answers 404). */
    ownOrder,

    async listPlans(): Promise<TPlan[]> {
      return (await repo.listPlans()).map(toPlan)
    },

    planStatus: (userId: string) => decide.status(userId, 'plan'),

    /** Buy or renew: a pending order, then the provider's checkout. Nothing is granted yet. */
    async createOrder(
      user: { id: string; email: string },
      request: TCreateOrderRequest,
    ): Promise<TCheckout> {
      const item =
        request.kind === 'plan'
          ? await repo.findPlan(request.planId)
          : await repo.findPackage(request.packageId)
      if (!item?.active)
        throw new AppError(
          'not_found',
          request.kind === 'plan'
            ? BILLING_MESSAGES.planNotFound
            : BILLING_MESSAGES.packageNotFound,
        )
      const scope: EntitlementScope = request.kind === 'plan' ? 'plan' : 'live_lectures'
      const renewal = Boolean(await repo.findEntitlement(user.id, scope))
      const courseName =
        request.kind === 'plan' ? `${(item as PlanRow).courseName} · ${item.name}` : item.name
      let order = await repo.insertOrder({
        userId: user.id,
        kind: request.kind,
        planId: request.kind === 'plan' ? item.id : null,
        livePackageId: request.kind === 'live_package' ? item.id : null,
        courseName,
        amountCents: item.amountCents,
        currency: item.currency,
        renewal,
        provider: payments.name,
        createdAt: clock.now(),
      })
      try {
        const session = await payments.createCheckout({
          orderId: order.id,
          description: courseName,
          amountCents: order.amountCents,
          currency: order.currency,
          customerEmail: user.email,
          returnUrl: `${publicUrl}/checkout/${order.id}`,
        })
        order = await repo.updateOrder(order.id, { providerRef: session.providerRef })
        return { order: toOrder(order, clock.now()), checkoutUrl: session.url }
      } catch (err) {
        log.error({ err, orderId: order.id }, 'could not start checkout')
        await repo.updateOrder(order.id, { status: 'failed', closedAt: clock.now() })
        throw new AppError('unavailable', BILLING_MESSAGES.providerDown)
      }
    },

    async getOrder(userId: string, orderId: string): Promise<TOrderResult> {
      const order = await ownOrder(userId, orderId)
      return { order: toOrder(order, clock.now()), message: resultMessage(order) }
    },

    async listOrders(
      userId: string,
      page: number,
      pageSize: number = PAGE_SIZE.orderHistory,
    ): Promise<TOrderList> {
      const { rows, total } = await repo.listOrders(userId, pageSize, (page - 1) * pageSize)
      const now = clock.now()
      return { items: rows.map((o) => toOrder(o, now)), total, page, pageSize }
    },

    /**
     * The TEST MODE checkout's Pay: the same markOrderPaid a real webhook uses. Idempotent for
     * the order's own student: Pay again on an order already paid (a double-click, a retry
     * after a lost reply) answers the same success, and grants nothing twice.
     */
    async paySandbox(userId: string, orderId: string): Promise<TOrderResult> {
      const order = await ownOrder(userId, orderId)
      if (order.provider !== 'sandbox') throw new AppError('conflict', BILLING_MESSAGES.notSandbox)
      const success = (o: OrderRow) => ({
        order: toOrder(o, clock.now()),
        message: resultMessage(o),
      })
      if (order.status === 'paid') return success(order)
      if (order.status !== 'pending' || !order.providerRef)
        throw new AppError('conflict', BILLING_MESSAGES.notPending)
      const { order: paid } = await markOrderPaid(order.id, order.providerRef)
      if (paid.status !== 'paid') throw new AppError('conflict', BILLING_MESSAGES.notPending)
      return success(paid)
    },

    /** Cancel a pending order: the provider's checkout is closed first, then nothing is granted. */
    async cancelOrder(userId: string, orderId: string): Promise<TOrderResult> {
      const order = await ownOrder(userId, orderId)
      if (order.status !== 'pending') throw new AppError('conflict', BILLING_MESSAGES.notPending)
      if (order.providerRef && order.provider === payments.name) {
        try {
          await payments.cancelCheckout(order.providerRef)
        } catch (err) {
          // Stripe refuses to expire a session that was just completed: the webhook decides.
          log.warn({ err, orderId }, 'could not close the checkout at the provider')
          throw new AppError('conflict', BILLING_MESSAGES.notPending)
        }
      }
      const { order: closed } = await closeOrder(order.id, 'canceled')
      // Paid (or failed) between the check above and the row lock: not canceled.
      if (closed.status !== 'canceled') throw new AppError('conflict', BILLING_MESSAGES.notPending)
      return { order: toOrder(closed, clock.now()), message: resultMessage(closed) }
    },
  }
}

/** The text for an order's outcome: the spec's success texts once paid. */
function resultMessage(order: OrderRow): string {
  if (order.status === 'paid') return purchaseMessage(order.kind, order.renewal)
  if (order.status === 'canceled') return BILLING_MESSAGES.canceled
  if (order.status === 'failed') return 'Payment failed. You have not been charged.'
  if (order.status === 'refunded') return 'This order was refunded.'
  return 'Awaiting payment.'
}

export type BillingService = ReturnType<typeof billingService>
