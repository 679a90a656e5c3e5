import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config'
import { hasValidSubscription } from '../src/modules/billing/index'
import { createTestContext, signupAndLogin, type TestContext } from './helper'
import { type StandInSession, startStripeStandIn } from './stripe-stand-in'

const WEBHOOK_SECRET = 'whsec_test_nurseready_webhook_secret'
const signer = new Stripe('sk_test_signer_only')

let ctx: TestContext
let stripe: Awaited<ReturnType<typeof startStripeStandIn>>
beforeAll(async () => {
  stripe = await startStripeStandIn()
  ctx = await createTestContext({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_nurseready',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(stripe.port),
    STRIPE_API_PROTOCOL: 'http',
    PUBLIC_URL: 'https://app.nurseready.test',
  })
})
afterAll(async () => {
  await ctx.close()
  await stripe.close()
})

type Auth = { authorization: string }
const get = (url: string, auth?: Auth) => ctx.app.inject({ method: 'GET', url, headers: auth })
const post = (url: string, auth?: Auth, payload?: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers: auth, payload: payload as object })

let eventCounter = 0
function event(type: string, session: StandInSession, id = `evt_test_${++eventCounter}`) {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object: session },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  })
}
function deliver(payload: string, signature?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined
        ? {
            'stripe-signature': signer.webhooks.generateTestHeaderString({
              payload,
              secret: WEBHOOK_SECRET,
            }),
          }
        : signature
          ? { 'stripe-signature': signature }
          : {}),
    },
    payload,
  })
}

async function checkout(auth: Auth, planIndex = 1) {
  const plan = (await get('/api/plans')).json().items[planIndex]
  const res = await post('/api/orders', auth, { kind: 'plan', planId: plan.id })
  expect(res.statusCode).toBe(201)
  const { order, checkoutUrl } = res.json()
  const session = [...stripe.sessions.values()].find((s) => s.client_reference_id === order.id)!
  return { order, checkoutUrl, session, plan }
}

describe('PAYMENT_PROVIDER=stripe', () => {
  it('needs the Stripe keys', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/)
  })

  it('opens a Stripe Checkout Session for the order, priced in integer cents', async () => {
    const student = await signupAndLogin(ctx)
    const { order, checkoutUrl, session } = await checkout(student.auth)
    expect(order).toMatchObject({ status: 'pending', provider: 'stripe', amountCents: 14900 })
    expect(checkoutUrl).toBe(session.url)
    const request = stripe.requests.findLast((r) => r.path === '/v1/checkout/sessions')!
    expect(request.headers.authorization).toBe('Bearer sk_test_nurseready')
    expect(request.headers['idempotency-key']).toBe(`checkout-${order.id}`)
    expect(Object.fromEntries(request.form)).toMatchObject({
      mode: 'payment',
      client_reference_id: order.id,
      'metadata[orderId]': order.id,
      customer_email: student.email,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'cad',
      'line_items[0][price_data][unit_amount]': '14900',
      success_url: `https://app.nurseready.test/checkout/${order.id}?result=success`,
      cancel_url: `https://app.nurseready.test/checkout/${order.id}?result=cancel`,
    })
    // The TEST MODE Pay action does not exist while Stripe is the provider (issue 10: 404).
    const pay = await post(`/api/orders/${order.id}/pay`, student.auth)
    expect(pay.statusCode).toBe(404)
    expect((await get('/api/subscription', student.auth)).json().status).toBe('none')
  })

  it('refuses a webhook with a missing or bad signature and changes nothing', async () => {
    const student = await signupAndLogin(ctx)
    const { order, session } = await checkout(student.auth)
    const payload = event('checkout.session.completed', stripe.complete(session.id))
    const forged = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' })
    for (const res of [await deliver(payload, forged), await deliver(payload, '')]) {
      expect(res.statusCode).toBe(400)
      expect(res.json().detail).toBe('The Stripe signature of this event is missing or invalid.')
    }
    // A body changed after signing fails too.
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
    const tampered = payload.replace('"amount_total":14900', '"amount_total":100')
    expect((await deliver(tampered, signature)).statusCode).toBe(400)
    expect((await get(`/api/orders/${order.id}`, student.auth)).json().order.status).toBe('pending')
    expect((await get('/api/subscription', student.auth)).json().status).toBe('none')
  })

  it('a signed checkout.session.completed pays the order once; a replay changes nothing', async () => {
    const student = await signupAndLogin(ctx)
    const { order, session } = await checkout(student.auth)
    const paidSession = stripe.complete(session.id)
    const payload = event('checkout.session.completed', paidSession)
    const first = await deliver(payload)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ received: true, result: 'applied' })

    const after = (await get(`/api/orders/${order.id}`, student.auth)).json()
    expect(after).toMatchObject({ message: 'Subscription Successful.', order: { status: 'paid' } })
    const status = (await get('/api/subscription', student.auth)).json()
    expect(status).toMatchObject({ status: 'active', validUntil: after.order.validUntil })
    expect(await hasValidSubscription(ctx.database.db, student.user.id, ctx.clock.now())).toBe(true)

    const replay = await deliver(payload)
    expect(replay.statusCode).toBe(200)
    expect(replay.json().result).toBe('duplicate')
    // Even a new event about the same paid session grants nothing more.
    const late = await deliver(event('checkout.session.async_payment_succeeded', paidSession))
    expect(late.json().result).toBe('applied')
    expect((await get('/api/subscription', student.auth)).json().validUntil).toBe(status.validUntil)
    expect((await get(`/api/orders/${order.id}`, student.auth)).json().order).toEqual(after.order)
    expect((await get('/api/orders', student.auth)).json().total).toBe(1)
  })

  it('a paid amount that differs from the order grants nothing', async () => {
    const student = await signupAndLogin(ctx)
    const { order, session } = await checkout(student.auth)
    const paid = { ...stripe.complete(session.id), amount_total: 100 }
    expect((await deliver(event('checkout.session.completed', paid))).statusCode).toBe(200)
    expect((await get(`/api/orders/${order.id}`, student.auth)).json().order.status).toBe('failed')
    expect((await get('/api/subscription', student.auth)).json().status).toBe('none')
  })

  it('checkout.session.expired cancels the order; unknown sessions are acknowledged', async () => {
    const student = await signupAndLogin(ctx)
    const { order, session } = await checkout(student.auth)
    const expired = await deliver(
      event('checkout.session.expired', { ...session, status: 'expired' }),
    )
    expect(expired.json().result).toBe('applied')
    expect((await get(`/api/orders/${order.id}`, student.auth)).json().order.status).toBe(
      'canceled',
    )
    const stranger = await deliver(
      event('checkout.session.completed', { ...session, id: 'cs_test_not_ours' }),
    )
    expect(stranger.json()).toEqual({ received: true, result: 'ignored' })
    const other = await deliver(
      JSON.stringify({
        id: 'evt_other',
        object: 'event',
        type: 'customer.created',
        data: { object: {} },
      }),
    )
    expect(other.json()).toEqual({ received: true, result: 'ignored' })
  })

  it('Cancel expires the Stripe session first', async () => {
    const student = await signupAndLogin(ctx)
    const { order, session } = await checkout(student.auth)
    const res = await post(`/api/orders/${order.id}/cancel`, student.auth)
    expect(res.statusCode).toBe(200)
    expect(res.json().order.status).toBe('canceled')
    expect(stripe.sessions.get(session.id)!.status).toBe('expired')

    // A session already paid at Stripe cannot be canceled here; the webhook decides.
    const paidCase = await checkout(student.auth)
    stripe.complete(paidCase.session.id)
    expect((await post(`/api/orders/${paidCase.order.id}/cancel`, student.auth)).statusCode).toBe(
      409,
    )
  })

  it('when Stripe refuses to open checkout, the order fails and the student is told', async () => {
    const student = await signupAndLogin(ctx)
    const plan = (await get('/api/plans')).json().items[0]
    stripe.failNextRequest()
    const res = await post('/api/orders', student.auth, { kind: 'plan', planId: plan.id })
    expect(res.statusCode).toBe(503)
    expect(res.json().detail).toBe(
      'The payment provider could not start checkout. Please try again.',
    )
    const history = (await get('/api/orders', student.auth)).json()
    expect(history.items[0].status).toBe('failed')
  })
})
