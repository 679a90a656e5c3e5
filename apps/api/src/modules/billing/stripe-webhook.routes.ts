import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type Stripe from 'stripe'
import { z } from 'zod'
import { AppError } from '../../lib/errors'
import type { StripePayments } from '../../lib/stripe-payments'
import type { BillingService } from './billing.service'
import type { PaymentEvent } from './order-payments'

export const BAD_SIGNATURE = 'The Stripe signature of this event is missing or invalid.'

/** Stripe's event, as what it means for one of our orders. */
export function translateStripeEvent(event: Stripe.Event): PaymentEvent | null {
  if (event.type === 'charge.refunded') {
    // A full refund (ours through the console, or one made in Stripe's dashboard) ends the
    // order's access; a partial refund changes nothing here.
    const charge = event.data.object as Stripe.Charge
    const paymentRef =
      typeof charge.payment_intent === 'string'
        ? charge.payment_intent
        : (charge.payment_intent?.id ?? null)
    const refund = charge.refunds?.data?.[0]
    return {
      id: event.id,
      provider: 'stripe',
      type: event.type,
      providerRef: '',
      action: charge.refunded && paymentRef ? 'refunded' : 'ignore',
      paymentRef,
      refundRef: refund?.id ?? null,
    }
  }
  if (!event.type.startsWith('checkout.session.')) return null
  const session = event.data.object as Stripe.Checkout.Session
  const base = {
    id: event.id,
    provider: 'stripe' as const,
    type: event.type,
    providerRef: session.id,
  }
  const paymentRef =
    typeof session.payment_intent === 'string'
      ? session.payment_intent
      : (session.payment_intent?.id ?? null)
  const charged = { amountCents: session.amount_total, currency: session.currency }
  switch (event.type) {
    case 'checkout.session.completed':
      // Delayed methods (bank debits) complete unpaid; async_payment_succeeded follows.
      return session.payment_status === 'paid'
        ? { ...base, action: 'paid', paymentRef, charged }
        : { ...base, action: 'ignore' }
    case 'checkout.session.async_payment_succeeded':
      return { ...base, action: 'paid', paymentRef, charged }
    case 'checkout.session.async_payment_failed':
      return { ...base, action: 'failed' }
    case 'checkout.session.expired':
      return { ...base, action: 'canceled' }
    default:
      return { ...base, action: 'ignore' }
  }
}

/**
 * POST /api/payments/stripe/webhook: the raw body is checked against the Stripe-Signature
 * header before anything is read; each event id is applied at most once.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{
  billing: BillingService
  stripe: StripePayments
}> = async (app, { billing, stripe }) => {
  // The signature covers the exact bytes Stripe sent: keep them (this plugin only).
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
    done(null, body),
  )

  app.post(
    '/payments/stripe/webhook',
    {
      schema: {
        tags: ['billing'],
        description: 'Stripe webhook (signed). Not for browsers.',
        response: { 200: z.object({ received: z.literal(true), result: z.string() }) },
      },
    },
    async (req) => {
      if (!Buffer.isBuffer(req.body)) throw new AppError('bad_request', BAD_SIGNATURE)
      let event: Stripe.Event
      try {
        event = stripe.verifyWebhook(
          req.body,
          req.headers['stripe-signature'] as string | undefined,
        )
      } catch {
        throw new AppError('bad_request', BAD_SIGNATURE)
      }
      const translated = translateStripeEvent(event)
      if (!translated) return { received: true as const, result: 'ignored' }
      const result = await billing.applyEvent(translated)
      req.log.info({ eventId: event.id, type: event.type, result }, 'stripe event')
      return { received: true as const, result }
    },
  )
}
