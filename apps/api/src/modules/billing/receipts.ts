import { formatAmount, formatMoney } from '@nurseready/shared/domain/billing'
import type { TReceipt } from '@nurseready/shared/schemas/billing'
import type { FastifyBaseLogger } from 'fastify'
import { type Mailer, PRODUCT_NAME, renderMail } from '../../lib/mail'
import type { OrderRow } from './billing.repository'
import type { ReceiptsRepository } from './receipts.repository'

const iso = (d: Date | null) => (d ? d.toISOString() : null)
/** "12 May 2026" in UTC: mail has no reader's time zone; the receipt page shows local dates. */
const day = (d: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(d)

export function toReceipt(order: OrderRow, customer: { name: string; email: string }): TReceipt {
  return {
    orderId: order.id,
    number: order.number,
    item: order.courseName,
    kind: order.kind,
    amountCents: order.amountCents,
    currency: order.currency,
    amount: formatMoney(order.amountCents, order.currency),
    status: order.status,
    paid: order.status === 'paid',
    createdAt: order.createdAt.toISOString(),
    paidAt: iso(order.paidAt),
    validFrom: iso(order.validFrom),
    validUntil: iso(order.validUntil),
    paymentRef: order.paymentRef,
    customer,
    seller: PRODUCT_NAME,
  }
}

/**
 * The purchase confirmation: mailed once, when an order becomes paid (order-payments.ts calls
 * `orderPaid` after its transaction commits). A failure is logged, never shown to the payer.
 */
export function receiptMail({
  repo,
  mailer,
  publicUrl,
  log,
}: {
  repo: ReceiptsRepository
  mailer: Mailer
  publicUrl: string
  log: FastifyBaseLogger
}) {
  return {
    async orderPaid(order: OrderRow) {
      try {
        const customer = await repo.findCustomer(order.userId)
        if (!customer || customer.anonymisedAt) return
        const validity =
          order.validFrom && order.validUntil
            ? `Valid from ${day(order.validFrom)} until ${day(order.validUntil)}.`
            : ''
        await mailer.send({
          to: customer.email,
          subject: `${PRODUCT_NAME} receipt for order #${order.number}`,
          ...renderMail({
            heading: `Thank you, ${customer.name}. Your payment was received.`,
            lines: [
              `Order number: #${order.number}`,
              `Item: ${order.courseName}`,
              `Amount: ${formatAmount(order.amountCents)} ${order.currency}`,
              ...(order.paidAt ? [`Paid on: ${day(order.paidAt)}`] : []),
              ...(validity ? [validity] : []),
              `Printable receipt: ${publicUrl}/orders/${order.id}/receipt`,
            ],
          }),
        })
      } catch (err) {
        log.error(
          { err: { message: (err as Error).message }, orderId: order.id },
          'receipt mail failed',
        )
      }
    },
  }
}

export type ReceiptMail = ReturnType<typeof receiptMail>
