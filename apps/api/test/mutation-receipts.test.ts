import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, signupAndLogin, type TestContext } from './helper'
import { heldTogether } from './pg-locks'
import { stripeContext } from './stripe-webhook-helper'

// The receipt mail goes out once per payment (billing/order-payments.ts, issue 18): not again for
// a second Pay, a second Stripe event about the same session, a replayed event, nor for an order
// that was canceled before Stripe's event came.

type Smtp = TestContext['smtp']

/** The receipts mailed to `email` so far, after giving a late mail `ms` to arrive. */
async function receiptsTo(smtp: Smtp, email: string, ms = 700) {
  await new Promise((r) => setTimeout(r, ms))
  return smtp.messages.filter((m) => m.to.includes(email) && /receipt for order/.test(m.raw))
}

describe('sandbox Pay', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext()
  })
  afterAll(() => ctx.close())

  it('paying twice sends one receipt; a canceled order is refused and sends none', async () => {
    const s = await signupAndLogin(ctx)
    const plans = (await ctx.app.inject({ method: 'GET', url: '/api/plans' })).json().items
    const order = async () =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: s.auth,
          payload: { kind: 'plan', planId: plans[0].id },
        })
      ).json().order as { id: string; number: number }
    const pay = (id: string) =>
      ctx.app.inject({ method: 'POST', url: `/api/orders/${id}/pay`, headers: s.auth })

    const first = await order()
    expect((await pay(first.id)).statusCode).toBe(200)
    expect((await pay(first.id)).statusCode).toBe(200)
    const receipts = await receiptsTo(ctx.smtp, s.email)
    expect(receipts).toHaveLength(1)
    expect(receipts[0]!.raw).toContain(`receipt for order #${first.number}`)

    const canceled = await order()
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${canceled.id}/cancel`,
      headers: s.auth,
    })
    expect(cancel.statusCode).toBe(200)
    const late = await pay(canceled.id)
    expect(late.statusCode).toBe(409)
    expect(late.json().detail).toBe('This order is no longer awaiting payment.')
    expect(await receiptsTo(ctx.smtp, s.email)).toHaveLength(1)
  })
})

describe('Stripe webhook', () => {
  let s: Awaited<ReturnType<typeof stripeContext>>
  beforeAll(async () => {
    s = await stripeContext()
  })
  afterAll(() => s.close())

  it('completed, then async_payment_succeeded, then the first again: one receipt', async () => {
    const student = await signupAndLogin(s.ctx)
    const { order, session } = await s.checkout(student.auth)
    const paid = s.stripe.complete(session.id)
    const completed = await s.deliver('checkout.session.completed', paid)
    expect(completed.json()).toEqual({ received: true, result: 'applied' })
    const receipts = await receiptsTo(s.ctx.smtp, student.email)
    expect(receipts).toHaveLength(1)
    expect(receipts[0]!.raw).toContain(`receipt for order #${order.number}`)

    const succeeded = await s.deliver('checkout.session.async_payment_succeeded', paid)
    expect(succeeded.json()).toEqual({ received: true, result: 'applied' })
    const [x, y] = await s.deliverTwice('checkout.session.completed', paid)
    expect([x.json().result, y.json().result].sort()).toEqual(['applied', 'duplicate'])
    expect(await receiptsTo(s.ctx.smtp, student.email)).toHaveLength(1)
    const final = (await s.get(`/api/orders/${order.id}`, student.auth)).json().order
    expect(final.status).toBe('paid')
    expect(Date.parse(final.validUntil) - Date.parse(final.validFrom)).toBe(7_257_600_000)
  })

  it('an order the student canceled stays canceled when Stripe says paid, and gets no receipt', async () => {
    const student = await signupAndLogin(s.ctx)
    const { order, session } = await s.checkout(student.auth)
    const cancel = await s.post(`/api/orders/${order.id}/cancel`, student.auth)
    expect(cancel.statusCode).toBe(200)
    const event = await s.deliver('checkout.session.completed', s.stripe.complete(session.id))
    expect(event.json()).toEqual({ received: true, result: 'applied' })
    expect((await s.get(`/api/orders/${order.id}`, student.auth)).json().order.status).toBe(
      'canceled',
    )
    expect((await s.get('/api/subscription', student.auth)).json().status).toBe('none')
    expect(await receiptsTo(s.ctx.smtp, student.email)).toHaveLength(0)
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)(
  'two sandbox Pays both past the pending check (PostgreSQL)',
  { timeout: 120_000 },
  () => {
    let ctx: TestContext
    beforeAll(async () => {
      ctx = await createTestContext()
    })
    afterAll(() => ctx.close())

    it('both answer success, the 28 days are granted once and one receipt goes out', async () => {
      const s = await signupAndLogin(ctx)
      const plans = (await ctx.app.inject({ method: 'GET', url: '/api/plans' })).json().items
      const month = plans.find((p: { name: string }) => p.name === '1 Month')
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: s.auth,
        payload: { kind: 'plan', planId: month.id },
      })
      const order = created.json().order as { id: string; number: number }
      const pay = () =>
        ctx.app.inject({ method: 'POST', url: `/api/orders/${order.id}/pay`, headers: s.auth })
      // The order's row held: both Pays read it as pending, then wait to mark it paid.
      const [a, b] = await heldTogether(
        ctx,
        'select id from orders where id = $1 for update',
        [order.id],
        pay,
        pay,
      )
      expect([a.statusCode, b.statusCode], `${a.body} ${b.body}`).toEqual([200, 200])
      expect([a.json().message, b.json().message]).toEqual([
        'Subscription Successful.',
        'Subscription Successful.',
      ])
      const paid = a.json().order
      expect(b.json().order).toMatchObject({ status: 'paid', validUntil: paid.validUntil })
      expect(Date.parse(paid.validUntil) - Date.parse(paid.validFrom)).toBe(2_419_200_000)
      const subscription = (
        await ctx.app.inject({ method: 'GET', url: '/api/subscription', headers: s.auth })
      ).json()
      expect(subscription.validUntil).toBe(paid.validUntil)
      const receipts = await receiptsTo(ctx.smtp, s.email)
      expect(receipts).toHaveLength(1)
      expect(receipts[0]!.raw).toContain(`receipt for order #${order.number}`)
    })
  },
)
