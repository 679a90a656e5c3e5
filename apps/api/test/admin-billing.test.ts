import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminAuth, auditOf } from './admin-helper'
import { createTestContext, signupAndLogin, type TestContext } from './helper'
import { type Auth, buyPlan, get, post } from './question-bank-helper'
import { stripeContext } from './stripe-webhook-helper'

const NEEDS_PLAN =
  'Flashcards come with a question bank plan. Choose a plan on the Subscriptions page.'

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

describe('orders (sandbox)', () => {
  it('lists every order with its student, filtered by status, email and date', async () => {
    const s = await signupAndLogin(ctx, 'Order Lister')
    await buyPlan(ctx, s.auth, '3 Months')
    const list = await get(ctx, admin, `/api/admin/orders?status=paid&q=${s.email}`)
    expect(list.statusCode, list.body).toBe(200)
    expect(list.json().total).toBe(1)
    expect(list.json().items[0]).toMatchObject({
      courseName: 'NCLEX Question Bank · 3 Months',
      amountCents: 14900,
      currency: 'CAD',
      status: 'paid',
      provider: 'sandbox',
      refundedAt: null,
      user: { email: s.email, name: 'Order Lister' },
    })
    expect(
      (await get(ctx, admin, `/api/admin/orders?status=refunded&q=${s.email}`)).json().total,
    ).toBe(0)
    const today = ctx.clock.now().toISOString().slice(0, 10)
    expect(
      (await get(ctx, admin, `/api/admin/orders?q=${s.email}&from=${today}&to=${today}`)).json()
        .total,
    ).toBe(1)
    expect(
      (await get(ctx, admin, `/api/admin/orders?q=${s.email}&to=2020-01-01`)).json().total,
    ).toBe(0)
    expect((await get(ctx, admin, '/api/admin/orders?status=lost')).statusCode).toBe(400)
  })

  it('a refund ends access at once: the plan-gated route answers as without a plan', async () => {
    const s = await signupAndLogin(ctx, 'Refund Me')
    await buyPlan(ctx, s.auth, '3 Months')
    expect((await get(ctx, s.auth, '/api/flashcards')).statusCode).toBe(200)
    const order = await latestOrder(s.auth)

    const refunded = await post(ctx, admin, `/api/admin/orders/${order.id}/refund`)
    expect(refunded.statusCode, refunded.body).toBe(200)
    expect(refunded.json()).toMatchObject({ id: order.id, status: 'refunded' })
    expect(refunded.json().refundedAt).not.toBeNull()

    const gated = await get(ctx, s.auth, '/api/flashcards')
    expect(gated.statusCode).toBe(403)
    expect(gated.json().detail).toBe(NEEDS_PLAN)
    expect((await get(ctx, s.auth, '/api/subscription')).json()).toMatchObject({
      status: 'expired',
      isValid: false,
    })
    expect((await latestOrder(s.auth)).status).toBe('refunded')

    const again = await post(ctx, admin, `/api/admin/orders/${order.id}/refund`)
    expect(again.statusCode).toBe(409)
    expect(again.json().detail).toBe('This order has already been refunded.')

    const [entry] = await auditOf(ctx, admin, order.id)
    expect(entry).toMatchObject({
      actorEmail: 'admin@nurseready.local',
      action: 'order.refund',
      targetType: 'order',
      before: { status: 'paid' },
      after: { status: 'refunded' },
    })
  })

  it('refunding one of two plan periods takes back only its 84 days', async () => {
    const s = await signupAndLogin(ctx, 'Two Periods')
    await buyPlan(ctx, s.auth, '3 Months')
    const first = (await get(ctx, s.auth, '/api/subscription')).json().validUntil as string
    await buyPlan(ctx, s.auth, '3 Months')
    const second = (await get(ctx, s.auth, '/api/subscription')).json().validUntil as string
    expect(Date.parse(second) - Date.parse(first)).toBe(7_257_600_000)
    const renewal = await latestOrder(s.auth)
    expect((await post(ctx, admin, `/api/admin/orders/${renewal.id}/refund`)).statusCode).toBe(200)
    const after = (await get(ctx, s.auth, '/api/subscription')).json()
    expect(after).toMatchObject({ status: 'active', validUntil: first })
  })

  it('refuses to refund an order that was never paid', async () => {
    const s = await signupAndLogin(ctx, 'Pending Order')
    const plans = (await get(ctx, undefined, '/api/plans')).json().items
    const created = await post(ctx, s.auth, '/api/orders', { kind: 'plan', planId: plans[0].id })
    const res = await post(ctx, admin, `/api/admin/orders/${created.json().order.id}/refund`)
    expect(res.statusCode).toBe(409)
    expect(res.json().detail).toBe('Only a paid order can be refunded.')
  })
})

describe('plans', () => {
  it('edits price, validity, features and recommended; students see it; audited', async () => {
    const plans = (await get(ctx, admin, '/api/admin/plans')).json().items
    const plan = plans.find((p: { name: string }) => p.name === '1 Month')
    const body = {
      name: '1 Month',
      courseName: plan.courseName,
      amountCents: 5900,
      currency: 'CAD',
      validityDays: 30,
      features: ['All questions', 'Readiness'],
      recommended: true,
      active: true,
      sortOrder: plan.sortOrder,
    }
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/plans/${plan.id}`,
      headers: admin,
      payload: body,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ amountCents: 5900, validityDays: 30, recommended: true })
    const pub = (await get(ctx, undefined, '/api/plans')).json().items
    expect(pub.find((p: { id: string }) => p.id === plan.id)).toMatchObject({
      amountCents: 5900,
      validityDays: 30,
      features: ['All questions', 'Readiness'],
      recommended: true,
    })
    const [entry] = await auditOf(ctx, admin, plan.id)
    expect(entry?.action).toBe('plan.update')
    expect(entry?.after).toMatchObject({ amountCents: 5900, validityDays: 30 })

    const bad = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/plans/${plan.id}`,
      headers: admin,
      payload: { ...body, amountCents: 0 },
    })
    expect(bad.statusCode).toBe(400)
  })
})

describe('entitlements', () => {
  it('a manual grant gives a student without a plan 7 days of access, audited with the reason', async () => {
    const s = await signupAndLogin(ctx, 'Support Case')
    expect((await get(ctx, s.auth, '/api/flashcards')).statusCode).toBe(403)
    const res = await post(ctx, admin, `/api/admin/users/${s.user.id}/entitlements`, {
      scope: 'plan',
      days: 7,
      reason: 'Payment went through at the bank but not here',
    })
    expect(res.statusCode, res.body).toBe(200)
    const [ent] = res.json().items
    expect(ent).toMatchObject({ scope: 'plan', active: true, name: null })
    expect(Date.parse(ent.endsAt) - Date.parse(ent.startsAt)).toBe(604_800_000)
    expect((await get(ctx, s.auth, '/api/flashcards')).statusCode).toBe(200)
    const [entry] = await auditOf(ctx, admin, s.user.id)
    expect(entry).toMatchObject({
      action: 'entitlement.grant',
      after: { days: 7, reason: 'Payment went through at the bank but not here' },
    })
  })
})

describe('refunds with Stripe', () => {
  it('refunds through the Stripe API; the charge.refunded webhook ends access', async () => {
    const s = await stripeContext()
    try {
      const sAdmin = await adminAuth(s.ctx)
      const student = await signupAndLogin(s.ctx, 'Stripe Refund')
      const { order, session } = await s.checkout(student.auth)
      const paid = s.stripe.complete(session.id)
      expect((await s.deliver('checkout.session.completed', paid)).json().result).toBe('applied')
      expect((await s.get('/api/flashcards', student.auth)).statusCode).toBe(200)

      const res = await s.post(`/api/admin/orders/${order.id}/refund`, sAdmin)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toMatchObject({ status: 'paid', refundedAt: null })
      expect(res.json().refundRequestedAt).not.toBeNull()
      const call = s.stripe.requests.find((r) => r.path === '/v1/refunds')!
      expect(call.form.get('payment_intent')).toBe(paid.payment_intent)
      expect(call.form.get('amount')).toBe('14900')
      expect(call.headers['idempotency-key']).toBe(`refund-${order.id}`)
      // Not refunded until Stripe confirms; a second click does not refund twice.
      expect((await s.post(`/api/admin/orders/${order.id}/refund`, sAdmin)).statusCode).toBe(409)

      const charge = {
        id: 'ch_test_refunded',
        object: 'charge',
        payment_intent: paid.payment_intent,
        amount: 14900,
        amount_refunded: 14900,
        refunded: true,
        refunds: { object: 'list', data: [{ id: 're_test_confirmed', object: 'refund' }] },
      }
      const confirmed = await s.deliver('charge.refunded', charge)
      expect(confirmed.json()).toEqual({ received: true, result: 'applied' })
      const gated = await s.get('/api/flashcards', student.auth)
      expect(gated.statusCode).toBe(403)
      expect(gated.json().detail).toBe(NEEDS_PLAN)
      const orderNow = (await s.get(`/api/orders/${order.id}`, student.auth)).json().order
      expect(orderNow.status).toBe('refunded')
      // A partial refund is acknowledged and changes nothing.
      const partial = await s.deliver('charge.refunded', {
        ...charge,
        id: 'ch_test_partial',
        payment_intent: 'pi_unknown',
        refunded: false,
      })
      expect(partial.json()).toEqual({ received: true, result: 'ignored' })
      const log = (await s.get(`/api/admin/audit-log?targetId=${order.id}`, sAdmin)).json()
      expect(log.items.map((e: { action: string }) => e.action)).toEqual(['order.refund_request'])
    } finally {
      await s.close()
    }
  })
})
