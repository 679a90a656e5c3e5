import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, signupAndLogin, type TestContext } from './helper'
import { stripeContext } from './stripe-webhook-helper'

// Pay, Cancel and Stripe's webhook racing on one order (issue 18). PGlite has one connection, so
// requests there never overlap inside a transaction: these run on PostgreSQL only (CI runs the
// API suite again with TEST_DATABASE_URL), where the row locks and pending guards are what keep
// an order from being both canceled and paid, or a validity from being granted twice.
const DAY = 86_400_000
const NOT_PENDING = 'This order is no longer awaiting payment.'
const ROUNDS = 6

type Auth = { authorization: string }

describe.runIf(process.env.TEST_DATABASE_URL)('sandbox Pay and Cancel racing (PostgreSQL)', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext()
  })
  afterAll(() => ctx.close())

  const get = (url: string, auth: Auth) => ctx.app.inject({ method: 'GET', url, headers: auth })
  const post = (url: string, auth: Auth, payload?: unknown) =>
    ctx.app.inject({ method: 'POST', url, headers: auth, payload: payload as object })
  async function plan(name: string) {
    const items = (await ctx.app.inject({ method: 'GET', url: '/api/plans' })).json().items
    return items.find((p: { name: string }) => p.name === name) as { id: string }
  }
  async function order(auth: Auth, planName: string) {
    const res = await post('/api/orders', auth, { kind: 'plan', planId: (await plan(planName)).id })
    expect(res.statusCode).toBe(201)
    return res.json().order.id as string
  }

  it('Pay and Cancel at once: one wins, the other is refused, and the order is what the winner said', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const student = await signupAndLogin(ctx)
      const id = await order(student.auth, '1 Month')
      const [pay, cancel] = await Promise.all([
        post(`/api/orders/${id}/pay`, student.auth),
        post(`/api/orders/${id}/cancel`, student.auth),
      ])
      const final = (await get(`/api/orders/${id}`, student.auth)).json()
      const subscription = (await get('/api/subscription', student.auth)).json()
      if (final.order.status === 'paid') {
        expect(pay.statusCode).toBe(200)
        expect(pay.json().message).toBe('Subscription Successful.')
        expect(cancel.statusCode).toBe(409)
        expect(cancel.json().detail).toBe(NOT_PENDING)
        expect(subscription.status).toBe('active')
        expect(Date.parse(final.order.validUntil) - Date.parse(final.order.validFrom)).toBe(
          2_419_200_000,
        )
      } else {
        expect(final.order.status).toBe('canceled')
        expect(cancel.statusCode).toBe(200)
        expect(cancel.json().message).toBe('Payment canceled. You have not been charged.')
        expect(pay.statusCode).toBe(409)
        expect(pay.json().detail).toBe(NOT_PENDING)
        expect(subscription.status).toBe('none')
      }
    }
  })

  it('two orders of one student paid at once both count: 28 + 84 days from the first start', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const student = await signupAndLogin(ctx)
      const month = await order(student.auth, '1 Month')
      const quarter = await order(student.auth, '3 Months')
      const [a, b] = await Promise.all([
        post(`/api/orders/${month}/pay`, student.auth),
        post(`/api/orders/${quarter}/pay`, student.auth),
      ])
      expect([a.statusCode, b.statusCode]).toEqual([200, 200])
      const first = [a.json().order, b.json().order].sort(
        (x, y) => Date.parse(x.validFrom) - Date.parse(y.validFrom),
      )
      const subscription = (await get('/api/subscription', student.auth)).json()
      // One period, granted slice after slice: the second starts where the first ends.
      expect(first[1].validFrom).toBe(first[0].validUntil)
      expect(subscription.validUntil).toBe(first[1].validUntil)
      expect(Date.parse(subscription.validUntil) - Date.parse(first[0].validFrom)).toBe(112 * DAY)
      expect(112 * DAY).toBe(9_676_800_000)
    }
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)('Stripe events racing (PostgreSQL)', () => {
  let s: Awaited<ReturnType<typeof stripeContext>>
  beforeAll(async () => {
    s = await stripeContext()
  })
  afterAll(() => s.close())

  it('completed and async_payment_succeeded for one session at once grant the 84 days once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const student = await signupAndLogin(s.ctx)
      const { order, session } = await s.checkout(student.auth)
      const paid = s.stripe.complete(session.id)
      const results = await Promise.all([
        s.deliver('checkout.session.completed', paid),
        s.deliver('checkout.session.async_payment_succeeded', paid),
      ])
      expect(results.map((r) => r.statusCode)).toEqual([200, 200])
      expect(results.map((r) => r.json().result)).toEqual(['applied', 'applied'])
      const final = (await s.get(`/api/orders/${order.id}`, student.auth)).json().order
      expect(final.status).toBe('paid')
      const subscription = (await s.get('/api/subscription', student.auth)).json()
      expect(subscription.validUntil).toBe(final.validUntil)
      expect(Date.parse(subscription.validUntil) - Date.parse(final.validFrom)).toBe(7_257_600_000)
    }
  })

  it('the same event delivered twice at once is applied once', async () => {
    const student = await signupAndLogin(s.ctx)
    const { order, session } = await s.checkout(student.auth)
    const paid = s.stripe.complete(session.id)
    const [a, b] = await s.deliverTwice('checkout.session.completed', paid)
    expect([a.statusCode, b.statusCode]).toEqual([200, 200])
    expect([a.json().result, b.json().result].sort()).toEqual(['applied', 'duplicate'])
    const final = (await s.get(`/api/orders/${order.id}`, student.auth)).json().order
    const subscription = (await s.get('/api/subscription', student.auth)).json()
    expect(Date.parse(subscription.validUntil) - Date.parse(final.validFrom)).toBe(7_257_600_000)
  })

  it('Cancel racing the payment on Stripe: refused once Stripe has the session paid', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const student = await signupAndLogin(s.ctx)
      const { order, session } = await s.checkout(student.auth)
      const paid = s.stripe.complete(session.id)
      const [cancel, event] = await Promise.all([
        s.post(`/api/orders/${order.id}/cancel`, student.auth),
        s.deliver('checkout.session.completed', paid),
      ])
      expect(cancel.statusCode).toBe(409)
      expect(cancel.json().detail).toBe(NOT_PENDING)
      expect(event.json()).toEqual({ received: true, result: 'applied' })
      expect((await s.get(`/api/orders/${order.id}`, student.auth)).json().order.status).toBe(
        'paid',
      )
    }
  })
})
