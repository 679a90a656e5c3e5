import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '../src/db/schema/index'
import { adminAuth, auditOf } from './admin-helper'
import { createTestContext, signupAndLogin, type TestContext } from './helper'
import { heldTogether } from './pg-locks'
import { type Auth, buyPlan, get, post } from './question-bank-helper'
import { stripeContext } from './stripe-webhook-helper'

// Refunds (billing/order-payments.ts refundedIn, issue 18): when access ends, which refund
// reference is kept, and two refunds of one order at once (held on PostgreSQL so that both have
// passed the console's checks before either refunds).

const NEEDS_PLAN =
  'Flashcards come with a question bank plan. Choose a plan on the Subscriptions page.'

async function refundRefOf(ctx: TestContext, orderId: string) {
  const [row] = await ctx.database.db
    .select({ refundRef: orders.refundRef, refundedAt: orders.refundedAt, status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
  return row!
}

describe('sandbox refunds', () => {
  let ctx: TestContext
  let admin: Auth
  beforeAll(async () => {
    ctx = await createTestContext()
    admin = await adminAuth(ctx)
  })
  afterAll(() => ctx.close())

  async function latestOrder(auth: Auth) {
    return (await get(ctx, auth, '/api/orders')).json().items[0] as { id: string; status: string }
  }

  it('a refund 10 days into the plan ends access at the refund, not back at the payment', async () => {
    const s = await signupAndLogin(ctx, 'Late Refund')
    await buyPlan(ctx, s.auth, '3 Months')
    const order = await latestOrder(s.auth)
    ctx.clock.advance(10 * 24 * 60 * 60)
    const refunded = await post(ctx, admin, `/api/admin/orders/${order.id}/refund`)
    expect(refunded.statusCode, refunded.body).toBe(200)
    const refundedAt = refunded.json().refundedAt as string
    const sub = (await get(ctx, s.auth, '/api/subscription')).json()
    // Ended at the moment of the refund: the 10 days used stay as they happened.
    expect(sub).toMatchObject({ status: 'expired', isValid: false, validUntil: refundedAt })
    expect((await get(ctx, s.auth, '/api/flashcards')).json().detail).toBe(NEEDS_PLAN)
  })

  it('refunding the first of two periods takes its 84 days off the end', async () => {
    const s = await signupAndLogin(ctx, 'First Of Two')
    await buyPlan(ctx, s.auth, '3 Months')
    const first = await latestOrder(s.auth)
    const afterFirst = (await get(ctx, s.auth, '/api/subscription')).json().validUntil as string
    await buyPlan(ctx, s.auth, '3 Months')
    const both = (await get(ctx, s.auth, '/api/subscription')).json().validUntil as string
    expect(Date.parse(both) - Date.parse(afterFirst)).toBe(7_257_600_000)
    expect((await post(ctx, admin, `/api/admin/orders/${first.id}/refund`)).statusCode).toBe(200)
    const after = (await get(ctx, s.auth, '/api/subscription')).json()
    expect(after).toMatchObject({ status: 'active', isValid: true, validUntil: afterFirst })
  })

  it('the sandbox refund keeps its own reference on the order', async () => {
    const s = await signupAndLogin(ctx, 'Sandbox Ref')
    await buyPlan(ctx, s.auth, '1 Month')
    const order = await latestOrder(s.auth)
    expect((await post(ctx, admin, `/api/admin/orders/${order.id}/refund`)).statusCode).toBe(200)
    const row = await refundRefOf(ctx, order.id)
    expect(row.status).toBe('refunded')
    expect(row.refundRef).toMatch(/^sbx_re_[0-9a-f]{24}$/)
    const [entry] = await auditOf(ctx, admin, order.id)
    expect(entry?.after).toMatchObject({ status: 'refunded', refundRef: row.refundRef })
  })
})

describe('Stripe refunds', () => {
  let s: Awaited<ReturnType<typeof stripeContext>>
  beforeAll(async () => {
    s = await stripeContext()
  })
  afterAll(() => s.close())

  async function paidOrder(name: string) {
    const student = await signupAndLogin(s.ctx, name)
    const { order, session } = await s.checkout(student.auth)
    const paid = s.stripe.complete(session.id)
    expect((await s.deliver('checkout.session.completed', paid)).json().result).toBe('applied')
    return { student, order, paymentIntent: paid.payment_intent as string }
  }

  const refundedCharge = (paymentIntent: string, refunds: { id: string }[]) => ({
    id: `ch_${paymentIntent}`,
    object: 'charge',
    payment_intent: paymentIntent,
    amount: 14900,
    amount_refunded: 14900,
    refunded: true,
    refunds: { object: 'list', data: refunds.map((r) => ({ ...r, object: 'refund' })) },
  })

  it("a refund made in Stripe's dashboard ends access and keeps Stripe's refund id", async () => {
    const { student, order, paymentIntent } = await paidOrder('Dashboard Refund')
    expect((await refundRefOf(s.ctx, order.id)).refundRef).toBeNull()
    const res = await s.deliver(
      'charge.refunded',
      refundedCharge(paymentIntent, [{ id: 're_dashboard_1' }]),
    )
    expect(res.json()).toEqual({ received: true, result: 'applied' })
    expect(await refundRefOf(s.ctx, order.id)).toMatchObject({
      status: 'refunded',
      refundRef: 're_dashboard_1',
    })
    expect((await s.get('/api/subscription', student.auth)).json()).toMatchObject({
      status: 'expired',
      isValid: false,
    })
    // Stripe sends the charge again (another event id): nothing changes, the first time stays.
    const before = await refundRefOf(s.ctx, order.id)
    s.ctx.clock.advance(60)
    const again = await s.deliver(
      'charge.refunded',
      refundedCharge(paymentIntent, [{ id: 're_dashboard_2' }]),
    )
    expect(again.json()).toEqual({ received: true, result: 'applied' })
    expect(await refundRefOf(s.ctx, order.id)).toEqual(before)
  })

  it("a console refund confirmed by an event without a refund list keeps the console's refund id", async () => {
    const { student, order, paymentIntent } = await paidOrder('Console Refund')
    const sAdmin = await adminAuth(s.ctx)
    const requested = await s.post(`/api/admin/orders/${order.id}/refund`, sAdmin)
    expect(requested.statusCode, requested.body).toBe(200)
    const requestedRef = (await refundRefOf(s.ctx, order.id)).refundRef
    expect(requestedRef).toMatch(/^re_test_[0-9a-f]{16}$/)
    const res = await s.deliver('charge.refunded', refundedCharge(paymentIntent, []))
    expect(res.json()).toEqual({ received: true, result: 'applied' })
    expect(await refundRefOf(s.ctx, order.id)).toMatchObject({
      status: 'refunded',
      refundRef: requestedRef,
    })
    expect((await s.get('/api/flashcards', student.auth)).json().detail).toBe(NEEDS_PLAN)
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)(
  'two refunds of one order at once (PostgreSQL)',
  { timeout: 120_000 },
  () => {
    let ctx: TestContext
    let admin: Auth
    beforeAll(async () => {
      ctx = await createTestContext()
      admin = await adminAuth(ctx)
    })
    afterAll(() => ctx.close())

    it('both pass the checks; the first refunds, the second answers refunded too; access shortened once, one audit entry', async () => {
      const s = await signupAndLogin(ctx, 'Double Refund')
      await buyPlan(ctx, s.auth, '3 Months')
      const afterFirst = (await get(ctx, s.auth, '/api/subscription')).json().validUntil as string
      await buyPlan(ctx, s.auth, '3 Months')
      const renewal = (await get(ctx, s.auth, '/api/orders')).json().items[0] as { id: string }

      // Hold the order's row: both refunds read it (unlocked) as paid, then wait in the refund.
      const refund = () => post(ctx, admin, `/api/admin/orders/${renewal.id}/refund`)
      const [ra, rb] = await heldTogether(
        ctx,
        'select id from orders where id = $1 for update',
        [renewal.id],
        refund,
        refund,
      )
      expect(ra.statusCode, ra.body).toBe(200)
      expect(ra.json()).toMatchObject({ id: renewal.id, status: 'refunded' })
      // The second was let through the checks while the order was paid: it is told the order
      // is refunded, not that it cannot be refunded.
      expect(rb.statusCode, rb.body).toBe(200)
      expect(rb.json()).toMatchObject({
        id: renewal.id,
        status: 'refunded',
        refundedAt: ra.json().refundedAt,
      })
      // The renewal's 84 days were taken back once: the first period is left.
      expect((await get(ctx, s.auth, '/api/subscription')).json()).toMatchObject({
        status: 'active',
        validUntil: afterFirst,
      })
      const entries = (await auditOf(ctx, admin, renewal.id)).filter(
        (e) => e.action === 'order.refund',
      )
      expect(entries).toHaveLength(1)
    })
  },
)
