import type { FastifyPluginAsync } from 'fastify'
import type { Config } from '../../config'
import { type PaymentProvider, sandboxPayments } from '../../lib/payments'
import { type StripePayments, stripePayments } from '../../lib/stripe-payments'
import type { ModuleDeps } from '../module-deps'
import { billingRepository } from './billing.repository'
import { billingRoutes } from './billing.routes'
import { billingService } from './billing.service'
import { billingAdminRepository } from './billing-admin.repository'
import { billingAdminRoutes } from './billing-admin.routes'
import { billingAdminService } from './billing-admin.service'
import { receiptMail } from './receipts'
import { receiptsRepository } from './receipts.repository'
import { receiptsRoutes } from './receipts.routes'
import { stripeWebhookRoutes } from './stripe-webhook.routes'

/** The configured payment provider (PAYMENT_PROVIDER): the sandbox by default, or Stripe. */
export function createPaymentProvider(config: Config): PaymentProvider | StripePayments {
  if (config.PAYMENT_PROVIDER === 'sandbox') return sandboxPayments()
  return stripePayments({
    secretKey: config.STRIPE_SECRET_KEY!,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
    host: config.STRIPE_API_HOST,
    port: config.STRIPE_API_PORT,
    protocol: config.STRIPE_API_PROTOCOL,
  })
}

/**
 * Billing: plans, orders and checkout (/plans, /subscription, /orders), their admin
 * (/admin/orders, /admin/plans, /admin/users/:id/entitlements) and, with Stripe, its webhook
 * (/payments/stripe/webhook). Other modules ask it through index.ts.
 */
export const billingPlugin: FastifyPluginAsync<ModuleDeps> = async (
  app,
  { database, config, clock, mailer, audit },
) => {
  const payments = createPaymentProvider(config)
  if (payments.name === 'sandbox' && config.NODE_ENV === 'production')
    app.log.warn(
      'PAYMENT_PROVIDER=sandbox: checkout is TEST MODE and grants access without payment',
    )
  const repo = billingRepository(database.db)
  const receipts = receiptsRepository(database.db)
  const publicUrl = config.PUBLIC_URL.replace(/\/+$/, '')
  const service = billingService({
    repo,
    clock,
    payments,
    publicUrl,
    log: app.log,
    onPaid: receiptMail({ repo: receipts, mailer, publicUrl, log: app.log }).orderPaid,
  })
  await app.register(billingRoutes, {
    billing: service,
    sandboxCheckout: payments.name === 'sandbox',
  })
  await app.register(receiptsRoutes, { billing: service, repo: receipts })
  await app.register(billingAdminRoutes, {
    prefix: '/admin',
    billing: billingAdminService({
      repo,
      admin: billingAdminRepository(database.db),
      payments,
      clock,
      audit,
      log: app.log,
    }),
  })
  if ('verifyWebhook' in payments)
    await app.register(stripeWebhookRoutes, { billing: service, stripe: payments })
}
