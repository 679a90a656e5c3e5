import { randomBytes } from 'node:crypto'
import type { Currency, PaymentProviderName } from '@nurseready/shared/domain/billing'

/** What a provider needs to take money for one order. Card data never reaches our server. */
export type CheckoutItem = {
  orderId: string
  description: string
  amountCents: number
  currency: Currency
  customerEmail: string
  /** Where the provider sends the student back (our /checkout/:orderId page). */
  returnUrl: string
}

export type CheckoutSession = {
  /** The provider's id for this checkout (a Stripe Checkout Session id, or a sandbox ref). */
  providerRef: string
  /** Where to send the browser to pay. */
  url: string
}

/**
 * A payment provider. Whatever the provider, a payment becomes real only through
 * billing's `markOrderPaid(orderId, providerRef)`: the sandbox's Pay button and Stripe's
 * webhook both end there.
 */
export type PaymentProvider = {
  readonly name: PaymentProviderName
  createCheckout(item: CheckoutItem): Promise<CheckoutSession>
  /** Closes an unpaid checkout so it can no longer be paid. */
  cancelCheckout(providerRef: string): Promise<void>
  /**
   * Gives a paid order's money back in full. `settled: true` means the refund is final now
   * (the sandbox); otherwise the provider confirms it later (Stripe's charge.refunded webhook).
   */
  refund(payment: RefundItem): Promise<RefundResult>
}

export type RefundItem = {
  orderId: string
  /** The provider's payment reference (Stripe payment intent) recorded when the order was paid. */
  paymentRef: string | null
  amountCents: number
}

export type RefundResult = { refundRef: string; settled: boolean }

/**
 * The built-in TEST MODE provider: no money moves. Checkout is our own page
 * (/checkout/:orderId) with Pay and Cancel buttons.
 */
export function sandboxPayments(): PaymentProvider {
  return {
    name: 'sandbox',
    async createCheckout(item) {
      return {
        providerRef: `sbx_${randomBytes(12).toString('hex')}`,
        url: `/checkout/${item.orderId}`,
      }
    },
    async cancelCheckout() {},
    async refund() {
      return { refundRef: `sbx_re_${randomBytes(12).toString('hex')}`, settled: true }
    },
  }
}
