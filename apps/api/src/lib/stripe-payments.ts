import Stripe from 'stripe'
import type { CheckoutItem, PaymentProvider, RefundItem } from './payments'

export type StripeOptions = {
  secretKey: string
  webhookSecret: string
  /** A local stand-in for api.stripe.com (tests); unset in production. */
  host?: string
  port?: number
  protocol?: 'http' | 'https'
}

export type StripePayments = PaymentProvider & {
  /** Checks the Stripe-Signature header against the raw body; throws if it does not match. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): Stripe.Event
}

/** Stripe Checkout Sessions (one-off payments) through the official `stripe` package. */
export function stripePayments(options: StripeOptions): StripePayments {
  const stripe = new Stripe(options.secretKey, {
    host: options.host,
    port: options.port,
    protocol: options.protocol,
    maxNetworkRetries: 2,
    timeout: 20_000,
  })
  return {
    name: 'stripe',
    async createCheckout(item: CheckoutItem) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: item.orderId,
          metadata: { orderId: item.orderId },
          customer_email: item.customerEmail,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: item.currency.toLowerCase(),
                unit_amount: item.amountCents,
                product_data: { name: item.description },
              },
            },
          ],
          success_url: `${item.returnUrl}?result=success`,
          cancel_url: `${item.returnUrl}?result=cancel`,
        },
        // A retried request never opens a second session for the same order.
        { idempotencyKey: `checkout-${item.orderId}` },
      )
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL')
      return { providerRef: session.id, url: session.url }
    },
    async cancelCheckout(providerRef) {
      await stripe.checkout.sessions.expire(providerRef)
    },
    async refund(item: RefundItem) {
      if (!item.paymentRef) throw new Error(`order ${item.orderId} has no Stripe payment intent`)
      const refund = await stripe.refunds.create(
        {
          payment_intent: item.paymentRef,
          amount: item.amountCents,
          metadata: { orderId: item.orderId },
        },
        // A retried request (or a double click) never refunds twice.
        { idempotencyKey: `refund-${item.orderId}` },
      )
      // Settled only by the charge.refunded webhook, whatever the refund's first status.
      return { refundRef: refund.id, settled: false }
    },
    verifyWebhook(rawBody, signature) {
      return stripe.webhooks.constructEvent(rawBody, signature ?? '', options.webhookSecret)
    },
  }
}
