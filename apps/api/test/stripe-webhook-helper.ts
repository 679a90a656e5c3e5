import type { FastifyBaseLogger } from 'fastify'
import Stripe from 'stripe'
import { expect } from 'vitest'
import { createTestContext, type TestContext } from './helper'
import { type StandInSession, startStripeStandIn } from './stripe-stand-in'

export const WEBHOOK_SECRET = 'whsec_test_nurseready_webhook_secret'
const signer = new Stripe('sk_test_signer_only')

export type Auth = { authorization: string }

/** The app with Stripe as the provider, talking to a local stand-in; a signed-event sender. */
export async function stripeContext(options: { logger?: FastifyBaseLogger } = {}) {
  const stripe = await startStripeStandIn()
  const ctx: TestContext = await createTestContext(
    {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_nurseready',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(stripe.port),
      STRIPE_API_PROTOCOL: 'http',
      PUBLIC_URL: 'https://app.nurseready.test',
    },
    options,
  )
  let counter = 0
  const get = (url: string, auth?: Auth) => ctx.app.inject({ method: 'GET', url, headers: auth })
  const post = (url: string, auth?: Auth, payload?: unknown) =>
    ctx.app.inject({ method: 'POST', url, headers: auth, payload: payload as object })

  /** Stripe's event of `type` about `session`, as Stripe would send it. */
  function eventPayload(type: string, session: Partial<StandInSession> | Record<string, unknown>) {
    counter += 1
    return JSON.stringify({
      id: `evt_issue18_${counter}_${Date.now()}`,
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
  /** The payload signed with the webhook secret and posted to the webhook. */
  function send(payload: string) {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({
          payload,
          secret: WEBHOOK_SECRET,
        }),
      },
      payload,
    })
  }
  const deliver = (type: string, session: Partial<StandInSession> | Record<string, unknown>) =>
    send(eventPayload(type, session))
  /** One event (one id) delivered twice at once, as Stripe's retries can. */
  function deliverTwice(type: string, session: Partial<StandInSession> | Record<string, unknown>) {
    const payload = eventPayload(type, session)
    return Promise.all([send(payload), send(payload)])
  }

  /** Buy now on a plan (index 1: 3 Months, 149 CAD, 84 days): the order and its session. */
  async function checkout(auth: Auth, planIndex = 1) {
    const plan = (await get('/api/plans')).json().items[planIndex]
    const res = await post('/api/orders', auth, { kind: 'plan', planId: plan.id })
    expect(res.statusCode).toBe(201)
    const { order } = res.json()
    const session = [...stripe.sessions.values()].find((s) => s.client_reference_id === order.id)!
    return { order, session, plan }
  }

  return {
    ctx,
    stripe,
    get,
    post,
    deliver,
    deliverTwice,
    checkout,
    async close() {
      await ctx.close()
      await stripe.close()
    },
  }
}
