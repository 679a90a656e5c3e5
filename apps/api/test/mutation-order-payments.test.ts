import { Writable } from 'node:stream'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config'
import { orders, subscriptions } from '../src/db/schema/index'
import { createLogger } from '../src/lib/logger'
import { billingRepository } from '../src/modules/billing/billing.repository'
import { orderPayments } from '../src/modules/billing/order-payments'
import { adminAuth } from './admin-helper'
import { createTestContext, signupAndLogin, type TestContext } from './helper'
import { type Auth, buyPlan, get, post } from './question-bank-helper'
import { stripeContext } from './stripe-webhook-helper'

// Order payments (billing/order-payments.ts, issue 18): a refund of an order whose student has
// deleted their account, what the operators are told of a refund, and markOrderPaid's promise to
// every payment provider (lib/payments.ts): a confirmation of another checkout pays nothing.

/** Every log line the app writes, parsed: what an operator reads. */
const logLines: Record<string, unknown>[] = []
const sink = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(JSON.parse(String(chunk)))
    done()
  },
})
const logged = (msg: string) => logLines.filter((l) => l.msg === msg)

async function orderRow(ctx: TestContext, id: string) {
  const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, id))
  return row!
}

describe('sandbox orders', () => {
  let ctx: TestContext
  let admin: Auth
  beforeAll(async () => {
    ctx = await createTestContext()
    admin = await adminAuth(ctx)
  })
  afterAll(() => ctx.close())

  const latestOrder = async (auth: Auth) =>
    (await get(ctx, auth, '/api/orders')).json().items[0] as { id: string }

  it('refunds the order of a deleted account (its access went with the account): 200, refunded', async () => {
    const s = await signupAndLogin(ctx, 'Gone Student')
    await buyPlan(ctx, s.auth, '1 Month')
    const order = await latestOrder(s.auth)
    const gone = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: s.auth,
      payload: { password: s.password },
    })
    expect(gone.statusCode, gone.body).toBe(200)
    // The order is kept, on the anonymised record; the entitlement went with the account.
    const kept = await orderRow(ctx, order.id)
    expect(kept.status).toBe('paid')
    expect(
      await ctx.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, kept.userId)),
    ).toEqual([])

    const refunded = await post(ctx, admin, `/api/admin/orders/${order.id}/refund`)
    expect(refunded.statusCode, refunded.body).toBe(200)
    expect(refunded.json()).toMatchObject({ id: order.id, status: 'refunded' })
    expect(await orderRow(ctx, order.id)).toMatchObject({
      status: 'refunded',
      refundRef: expect.stringMatching(/^sbx_re_[0-9a-f]{24}$/),
    })
  })

  describe("markOrderPaid and closeOrder, as a payment provider's code calls them", () => {
    /** A student's pending sandbox order (Buy now, not paid): its id and checkout reference. */
    async function pendingOrder() {
      const s = await signupAndLogin(ctx)
      const plans = (await get(ctx, s.auth, '/api/plans')).json().items as { id: string }[]
      const res = await post(ctx, s.auth, '/api/orders', { kind: 'plan', planId: plans[0]!.id })
      expect(res.statusCode, res.body).toBe(201)
      const id = res.json().order.id as string
      const { providerRef } = await orderRow(ctx, id)
      expect(providerRef).toMatch(/^sbx_/)
      return { auth: s.auth, id, providerRef: providerRef! }
    }

    // Built here, not by the app: a test that reaches the module only through the app's routes
    // runs with the module as it was when the app was built.
    const payments = () =>
      orderPayments({
        repo: billingRepository(ctx.database.db),
        clock: ctx.clock,
        log: ctx.app.log,
      })

    it("a confirmation naming another checkout pays nothing: 404 'Order not found.', still pending", async () => {
      const o = await pendingOrder()
      await expect(payments().markOrderPaid(o.id, 'sbx_another_checkout')).rejects.toMatchObject({
        code: 'not_found',
        status: 404,
        message: 'Order not found.',
      })
      expect(await orderRow(ctx, o.id)).toMatchObject({ status: 'pending', paidAt: null })
      expect((await get(ctx, o.auth, '/api/subscription')).json().status).toBe('none')
    })

    it('closing a pending order cancels it; a confirmation afterwards changes nothing', async () => {
      const o = await pendingOrder()
      const closed = await payments().closeOrder(o.id, 'canceled')
      expect(closed.order).toMatchObject({ id: o.id, status: 'canceled' })
      const late = await payments().markOrderPaid(o.id, o.providerRef)
      expect(late).toMatchObject({ changed: false, order: { id: o.id, status: 'canceled' } })
      const seen = (await get(ctx, o.auth, `/api/orders/${o.id}`)).json()
      expect(seen.order.status).toBe('canceled')
      expect(seen.message).toBe('Payment canceled. You have not been charged.')
      expect((await get(ctx, o.auth, '/api/subscription')).json().status).toBe('none')
    })
  })
})

describe('what the operators are told of a refund', () => {
  let s: Awaited<ReturnType<typeof stripeContext>>
  beforeAll(async () => {
    s = await stripeContext({
      logger: createLogger(loadConfig({ LOG_LEVEL: 'info', NODE_ENV: 'test' }), sink),
    })
  })
  afterAll(() => s.close())

  it("Stripe's refund of a paid order is logged as 'order refunded' with the order and provider", async () => {
    const student = await signupAndLogin(s.ctx)
    const { order, session } = await s.checkout(student.auth)
    const paid = s.stripe.complete(session.id)
    expect((await s.deliver('checkout.session.completed', paid)).json().result).toBe('applied')
    expect(logged('order refunded')).toEqual([])
    const refund = await s.deliver('charge.refunded', {
      id: `ch_${paid.payment_intent}`,
      object: 'charge',
      payment_intent: paid.payment_intent,
      amount: 14900,
      amount_refunded: 14900,
      refunded: true,
      refunds: { object: 'list', data: [{ id: 're_logged_1', object: 'refund' }] },
    })
    expect(refund.json()).toEqual({ received: true, result: 'applied' })
    expect(logged('order refunded')).toEqual([
      expect.objectContaining({ level: 30, orderId: order.id, provider: 'stripe' }),
    ])
  })
})
