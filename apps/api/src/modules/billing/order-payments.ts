import {
  type EntitlementScope,
  extendPeriod,
  type OrderStatus,
  type PaymentProviderName,
} from '@nurseready/shared/domain/billing'
import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../../lib/clock'
import { AppError } from '../../lib/errors'
import type { BillingRepository, OrderRow } from './billing.repository'

export const ORDER_NOT_FOUND = 'Order not found.'
export const NOT_REFUNDABLE = 'Only a paid order can be refunded.'

/** A provider's event, already verified and translated (see stripe-webhook.routes.ts). */
export type PaymentEvent = {
  /** The provider's event id: an event is applied at most once. */
  id: string
  provider: PaymentProviderName
  type: string
  /** The provider's checkout reference the event is about ('' for refunds: see paymentRef). */
  providerRef: string
  /** 'refunded': the payment (found by `paymentRef`) was refunded in full. */
  action: 'paid' | 'failed' | 'canceled' | 'refunded' | 'ignore'
  paymentRef?: string | null
  refundRef?: string | null
  /** What the provider says was charged; a mismatch with the order grants nothing. */
  charged?: { amountCents: number | null; currency: string | null }
}

type Result = { order: OrderRow; changed: boolean }

const scopeOf = (o: Pick<OrderRow, 'kind'>): EntitlementScope =>
  o.kind === 'plan' ? 'plan' : 'live_lectures'

/**
 * The state changes of an order once the student has gone to checkout. Each runs in one
 * transaction; paying grants the entitlement in that same transaction.
 */
export function orderPayments({
  repo,
  clock,
  log,
  onPaid,
}: {
  repo: BillingRepository
  clock: Clock
  log: FastifyBaseLogger
  /** Called once an order has become paid and its transaction committed (the receipt mail). */
  onPaid?: (order: OrderRow) => Promise<void>
}) {
  /** After the commit, off the request's path: the payer's reply never waits for the mail. */
  function paidNotice(order: OrderRow) {
    // Stryker disable next-line ConditionalExpression: equivalent, billing.service always passes onPaid; billing-admin.service passes none but only calls refundedIn, which never calls paidNotice
    if (onPaid) setImmediate(() => void onPaid(order))
  }

  /** The order, locked until the transaction ends. */
  async function locked(tx: BillingRepository, orderId: string): Promise<OrderRow> {
    const order = await tx.findOrder(orderId, true)
    // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent, every caller has just found this order and orders are never deleted (deleting an account moves its orders to an anonymised record)
    if (!order) throw new AppError('not_found', ORDER_NOT_FOUND)
    return order
  }

  async function paidIn(
    tx: BillingRepository,
    orderId: string,
    providerRef: string,
    paymentRef: string | null,
  ): Promise<Result> {
    const order = await locked(tx, orderId)
    if (order.providerRef !== providerRef) throw new AppError('not_found', ORDER_NOT_FOUND)
    // Only a pending order becomes paid: one canceled or failed meanwhile (a Cancel that won
    // the race, a debit that failed) stays as its student was told.
    if (order.status !== 'pending') return { order, changed: false }
    const now = clock.now()
    const scope = scopeOf(order)
    const item =
      order.kind === 'plan'
        ? await tx.findPlan(order.planId!)
        : await tx.findPackage(order.livePackageId!)
    // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent, an order's plan or package cannot be deleted (foreign key, on delete restrict)
    if (!item) throw new Error(`order ${order.id} names a missing item`)
    await tx.lockUser(order.userId)
    const current = await tx.findEntitlement(order.userId, scope)
    const { period, granted } = extendPeriod(current ?? null, item.validityDays, now)
    const paid = await tx.updateOrder(order.id, {
      status: 'paid',
      paidAt: now,
      paymentRef,
      validFrom: granted.startsAt,
      validUntil: granted.endsAt,
      closedAt: null,
    })
    await tx.upsertEntitlement({
      userId: order.userId,
      scope,
      planId: order.planId,
      livePackageId: order.livePackageId,
      lastOrderId: order.id,
      startsAt: period.startsAt,
      endsAt: period.endsAt,
    })
    log.info({ orderId: order.id, provider: order.provider }, 'order paid')
    return { order: paid, changed: true }
  }

  /** The order as it is now: closed if it was pending, else unchanged (a Cancel checks which). */
  async function closedIn(
    tx: BillingRepository,
    orderId: string,
    status: Extract<OrderStatus, 'canceled' | 'failed'>,
  ): Promise<{ order: OrderRow }> {
    const order = await locked(tx, orderId)
    if (order.status !== 'pending') return { order }
    return { order: await tx.updateOrder(order.id, { status, closedAt: clock.now() }) }
  }

  /**
   * A paid order refunded: marked refunded, and the access it granted taken back at once (the
   * entitlement shortened by the order's granted period, ended now if that leaves nothing).
   * An order already refunded changes nothing. `afterwards` runs in the same transaction (the
   * admin's audit entry).
   */
  async function refundedIn(
    tx: BillingRepository,
    orderId: string,
    refundRef: string | null,
    afterwards?: (tx: BillingRepository, before: OrderRow, after: OrderRow) => Promise<void>,
  ): Promise<void> {
    const order = await locked(tx, orderId)
    if (order.status === 'refunded') return
    // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent, both callers refund only an order they read as paid, and under the lock a paid order can only have become refunded (the line before)
    if (order.status !== 'paid') throw new AppError('conflict', NOT_REFUNDABLE)
    const now = clock.now()
    const scope = scopeOf(order)
    await tx.lockUser(order.userId)
    const current = await tx.findEntitlement(order.userId, scope)
    if (current && order.validFrom && order.validUntil) {
      const granted = order.validUntil.getTime() - order.validFrom.getTime()
      const end = current.endsAt.getTime() - granted
      // Never later than it was, never earlier than now (the past stays as it happened).
      await tx.setEntitlementEnd(order.userId, scope, new Date(Math.max(end, now.getTime())))
    }
    const refunded = await tx.updateOrder(order.id, {
      status: 'refunded',
      refundedAt: now,
      refundRef: refundRef ?? order.refundRef,
    })
    await afterwards?.(tx, order, refunded)
    log.info({ orderId: order.id, provider: order.provider }, 'order refunded')
  }

  return {
    refundedIn,

    /**
     * Provider-agnostic: the one way an order becomes paid (sandbox Pay and Stripe's webhook
     * both end here). Marks the order paid and grants or extends its entitlement in one
     * transaction; an order already paid changes nothing (`changed: false`).
     */
    markOrderPaid: async (
      orderId: string,
      providerRef: string,
      paymentRef: string | null = null,
    ): Promise<Result> => {
      const result = await repo.transaction((tx) => paidIn(tx, orderId, providerRef, paymentRef))
      if (result.changed) paidNotice(result.order)
      return result
    },

    /** A pending order that will not be paid: canceled, or failed at the provider. */
    closeOrder: (orderId: string, status: Extract<OrderStatus, 'canceled' | 'failed'>) =>
      repo.transaction((tx) => closedIn(tx, orderId, status)),

    /**
     * Applies a verified provider event once: the event id is recorded in the same transaction
     * as its effect, so a replay (or a retry after success) changes nothing.
     */
    applyEvent: async (event: PaymentEvent) => {
      let paid: OrderRow | null = null
      const outcome = await repo.transaction(
        async (tx): Promise<'applied' | 'duplicate' | 'ignored'> => {
          // Checkout events name the checkout; refund events only the payment.
          const found = event.providerRef
            ? await tx.findOrderByProviderRef(event.provider, event.providerRef)
            : event.paymentRef
              ? await tx.findOrderByPaymentRef(event.provider, event.paymentRef)
              : undefined
          // Lock the order before recording the event: the event's foreign key takes a share lock
          // on the order, and two events about one order holding it would deadlock at paidIn.
          const order = found && (await locked(tx, found.id))
          const fresh = await tx.recordEvent({
            id: event.id,
            provider: event.provider,
            type: event.type,
            orderId: order?.id ?? null,
          })
          if (!fresh) return 'duplicate'
          if (!order || event.action === 'ignore') {
            if (!order)
              log.warn({ eventId: event.id, type: event.type }, 'event for no known order')
            return 'ignored'
          }
          if (event.action === 'paid') {
            const charged = event.charged
            if (
              charged &&
              (charged.amountCents !== order.amountCents ||
                charged.currency?.toUpperCase() !== order.currency)
            ) {
              log.error({ orderId: order.id, charged }, 'paid amount differs from the order')
              await closedIn(tx, order.id, 'failed')
              return 'applied'
            }
            const result = await paidIn(tx, order.id, event.providerRef, event.paymentRef ?? null)
            if (result.changed) paid = result.order
          } else if (event.action === 'refunded') {
            // A refund of an order never paid (or already refunded) changes nothing.
            // Stryker disable next-line ConditionalExpression: equivalent, an order found by its payment reference is paid or refunded, and refundedIn leaves a refunded one as it is
            if (order.status === 'paid') await refundedIn(tx, order.id, event.refundRef ?? null)
          } else {
            await closedIn(tx, order.id, event.action)
          }
          return 'applied'
        },
      )
      if (paid) paidNotice(paid)
      return outcome
    },
  }
}

export type OrderPayments = ReturnType<typeof orderPayments>
