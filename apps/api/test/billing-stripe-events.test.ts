import { Writable } from 'node:stream'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config'
import { orders, paymentEvents } from '../src/db/schema/index'
import { createLogger } from '../src/lib/logger'
import { signupAndLogin } from './helper'
import { stripeContext } from './stripe-webhook-helper'

// Stripe events at the edges (issue 18): delayed payments, sessions that are not ours, what was
// charged, and the payment reference kept on the order. Stripe retries any non-2xx answer for
// days, so every event it may send is acknowledged with 200.
const EIGHTY_FOUR_DAYS_MS = 7_257_600_000

/** Every log line the app writes, parsed: what an operator reads. */
const logLines: Record<string, unknown>[] = []
const sink = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(JSON.parse(String(chunk)))
    done()
  },
})
const logged = (msg: string) => logLines.filter((l) => l.msg === msg)

let s: Awaited<ReturnType<typeof stripeContext>>
beforeAll(async () => {
  s = await stripeContext({
    logger: createLogger(loadConfig({ LOG_LEVEL: 'info', NODE_ENV: 'test' }), sink),
  })
})
afterAll(() => s.close())

async function stored(orderId: string) {
  const [row] = await s.ctx.database.db.select().from(orders).where(eq(orders.id, orderId))
  return row!
}

describe('a bank debit (delayed payment)', () => {
  it('completed but unpaid is acknowledged and grants nothing; its success pays it', async () => {
    const student = await signupAndLogin(s.ctx)
    const { order, session } = await s.checkout(student.auth)
    const unpaid = { ...session, status: 'complete' as const, payment_intent: 'pi_test_debit_1' }
    const warningsBefore = logged('event for no known order').length
    const first = await s.deliver('checkout.session.completed', unpaid)
    // Our own order's event: nothing for the operators to look into.
    expect(logged('event for no known order')).toHaveLength(warningsBefore)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ received: true, result: 'ignored' })
    const waiting = (await s.get(`/api/orders/${order.id}`, student.auth)).json()
    expect(waiting).toEqual({ order: { ...order, active: false }, message: 'Awaiting payment.' })
    expect((await s.get('/api/subscription', student.auth)).json().status).toBe('none')

    // Days later the debit clears; Stripe sends the payment intent expanded this time.
    const cleared = {
      ...unpaid,
      payment_status: 'paid' as const,
      payment_intent: { id: 'pi_test_debit_1', object: 'payment_intent' },
    }
    const paid = await s.deliver('checkout.session.async_payment_succeeded', cleared)
    expect(paid.json()).toEqual({ received: true, result: 'applied' })
    const after = (await s.get(`/api/orders/${order.id}`, student.auth)).json()
    expect(after.message).toBe('Subscription Successful.')
    expect(after.order).toMatchObject({ status: 'paid', active: true })
    expect(Date.parse(after.order.validUntil) - Date.parse(after.order.validFrom)).toBe(
      EIGHTY_FOUR_DAYS_MS,
    )
    expect((await stored(order.id)).paymentRef).toBe('pi_test_debit_1')
    expect((await s.get('/api/subscription', student.auth)).json()).toMatchObject({
      status: 'active',
      validUntil: after.order.validUntil,
    })
  })

  it('a debit that fails closes the order as failed and grants nothing', async () => {
    const student = await signupAndLogin(s.ctx)
    const { order, session } = await s.checkout(student.auth)
    await s.deliver('checkout.session.completed', { ...session, status: 'complete' })
    const failed = await s.deliver('checkout.session.async_payment_failed', {
      ...session,
      status: 'complete',
    })
    expect(failed.statusCode).toBe(200)
    expect(failed.json()).toEqual({ received: true, result: 'applied' })
    const after = (await s.get(`/api/orders/${order.id}`, student.auth)).json()
    expect(after).toMatchObject({
      order: { status: 'failed', paidAt: null, validUntil: null },
      message: 'Payment failed. You have not been charged.',
    })
    expect((await s.get('/api/subscription', student.auth)).json().status).toBe('none')
  })
})

describe('the payment reference', () => {
  it('keeps the payment intent of a card payment on the order', async () => {
    const student = await signupAndLogin(s.ctx)
    const { order, session } = await s.checkout(student.auth)
    const paid = s.stripe.complete(session.id)
    expect((await s.deliver('checkout.session.completed', paid)).json().result).toBe('applied')
    const row = await stored(order.id)
    expect(row.status).toBe('paid')
    expect(row.paymentRef).toBe(paid.payment_intent)
    expect(row.paymentRef).toMatch(/^pi_test_/)
  })
})

describe('events about a session that is not ours', () => {
  it.each([
    'checkout.session.completed',
    'checkout.session.async_payment_succeeded',
    'checkout.session.async_payment_failed',
    'checkout.session.expired',
  ])('%s is acknowledged (200, ignored) and changes no order', async (type) => {
    const student = await signupAndLogin(s.ctx)
    const { order, session } = await s.checkout(student.auth)
    const res = await s.deliver(type, {
      ...session,
      id: `cs_test_unknown_${type}`,
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_test_unknown',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ received: true, result: 'ignored' })
    expect((await stored(order.id)).status).toBe('pending')
    expect((await s.get('/api/subscription', student.auth)).json().status).toBe('none')
  })
})

describe('what Stripe says was charged', () => {
  it.each([
    ['another currency', { currency: 'usd' }],
    ['no currency', { currency: null }],
    ['no amount', { amount_total: null }],
    ['one cent less', { amount_total: 14899 }],
  ])('%s: the order fails and nothing is granted', async (_what, change) => {
    const student = await signupAndLogin(s.ctx)
    const { order, session } = await s.checkout(student.auth)
    const paid = { ...s.stripe.complete(session.id), ...change }
    const res = await s.deliver('checkout.session.completed', paid)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ received: true, result: 'applied' })
    const row = await stored(order.id)
    expect(row).toMatchObject({ status: 'failed', paidAt: null, validUntil: null })
    expect((await s.get('/api/subscription', student.auth)).json().status).toBe('none')
  })

  it('the same amount in the same currency, whatever its case, pays', async () => {
    const student = await signupAndLogin(s.ctx)
    const { order, session } = await s.checkout(student.auth)
    const paid = { ...s.stripe.complete(session.id), currency: 'CAD', amount_total: 14900 }
    expect((await s.deliver('checkout.session.completed', paid)).json().result).toBe('applied')
    expect((await stored(order.id)).status).toBe('paid')
  })
})

describe('what the operators are told', () => {
  it('a paid order, an event for no known order, and a charge that differs from the order', async () => {
    const student = await signupAndLogin(s.ctx)
    const { order, session } = await s.checkout(student.auth)
    await s.deliver('checkout.session.completed', s.stripe.complete(session.id))
    expect(logged('order paid')).toContainEqual(
      expect.objectContaining({ level: 30, orderId: order.id, provider: 'stripe' }),
    )

    await s.deliver('checkout.session.expired', { ...session, id: 'cs_test_not_ours_logged' })
    expect(logged('event for no known order')).toContainEqual(
      expect.objectContaining({
        level: 40,
        eventId: expect.stringMatching(/^evt_issue18_/),
        type: 'checkout.session.expired',
      }),
    )

    const other = await s.checkout(student.auth)
    const wrong = { ...s.stripe.complete(other.session.id), amount_total: 100, currency: 'usd' }
    await s.deliver('checkout.session.completed', wrong)
    expect(logged('paid amount differs from the order')).toContainEqual(
      expect.objectContaining({
        level: 50,
        orderId: other.order.id,
        charged: { amountCents: 100, currency: 'usd' },
      }),
    )
    // The refused order was never logged as paid.
    expect(logged('order paid').map((l) => l.orderId)).not.toContain(other.order.id)
  })
})

describe('events out of order', () => {
  it('a late failure or expiry never undoes a payment, nor turns a failed order into a canceled one', async () => {
    const student = await signupAndLogin(s.ctx)
    const { order, session } = await s.checkout(student.auth)
    const paid = s.stripe.complete(session.id)
    await s.deliver('checkout.session.completed', paid)
    const warningsBefore = logged('event for no known order').length
    for (const type of ['checkout.session.async_payment_failed', 'checkout.session.expired']) {
      const late = await s.deliver(type, paid)
      expect(late.json()).toEqual({ received: true, result: 'applied' })
    }
    expect(await stored(order.id)).toMatchObject({ status: 'paid', closedAt: null })
    expect((await s.get('/api/subscription', student.auth)).json().status).toBe('active')
    // Events about a known order are no warning.
    expect(logged('event for no known order')).toHaveLength(warningsBefore)

    const other = await s.checkout(student.auth)
    await s.deliver('checkout.session.completed', {
      ...s.stripe.complete(other.session.id),
      amount_total: 1,
    })
    const failedAt = (await stored(other.order.id)).closedAt
    expect(failedAt).not.toBeNull()
    await s.deliver('checkout.session.expired', { ...other.session, status: 'expired' })
    expect(await stored(other.order.id)).toMatchObject({ status: 'failed', closedAt: failedAt })
  })

  it('each event is recorded once with the order it was about', async () => {
    const student = await signupAndLogin(s.ctx)
    const { order, session } = await s.checkout(student.auth)
    await s.deliver('checkout.session.completed', s.stripe.complete(session.id))
    const rows = await s.ctx.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, order.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ provider: 'stripe', type: 'checkout.session.completed' })
  })
})
