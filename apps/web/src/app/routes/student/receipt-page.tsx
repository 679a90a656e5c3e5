import { Printer } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { Button, buttonVariants } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useReceipt } from '@/features/billing/api/get-receipt'
import { errorMessage } from '@/lib/api-client'
import { formatDate } from '@/lib/format-date'

export const RECEIPT_TEXTS = {
  heading: 'Receipt',
  notPaid: 'This order has not been paid, so it has no receipt yet.',
  print: 'Print receipt',
} as const

// Printing: only the receipt, without the app's sidebar, header or buttons.
const PRINT_CSS = `@media print {
  #student-sidebar, header:not(.receipt-head), .no-print { display: none !important; }
  body, main { background: #fff !important; padding: 0 !important; }
  .receipt-sheet { box-shadow: none !important; border: 0 !important; }
}`

/** /orders/:id/receipt: a printable receipt of one of the student's orders. */
export function ReceiptPage() {
  const { id = '' } = useParams()
  const receipt = useReceipt(id)
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <title>Receipt · NurseReady</title>
      <style>{PRINT_CSS}</style>
      <div className="no-print flex flex-wrap items-center justify-between gap-3">
        <Link to={paths.orderHistory} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          ← Order history
        </Link>
        {receipt.data?.paid ? (
          <Button onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            {RECEIPT_TEXTS.print}
          </Button>
        ) : null}
      </div>
      {receipt.isPending ? (
        <Spinner label="Loading the receipt..." />
      ) : receipt.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {errorMessage(receipt.error, 'Failed to fetch data')}
        </p>
      ) : (
        <article className="receipt-sheet rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
          <header className="receipt-head flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-6">
            <div>
              <p className="text-xl font-bold text-brand-800">{receipt.data.seller}</p>
              <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink">
                {RECEIPT_TEXTS.heading}
              </h1>
            </div>
            <dl className="text-right text-sm">
              <dt className="text-muted">Order number</dt>
              <dd className="font-mono text-base font-semibold text-ink">#{receipt.data.number}</dd>
            </dl>
          </header>
          {!receipt.data.paid ? (
            <p
              role="status"
              className="mt-6 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900"
            >
              {RECEIPT_TEXTS.notPaid}
            </p>
          ) : null}
          <dl className="mt-6 grid grid-cols-1 gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-muted">Billed to</dt>
              <dd className="font-medium text-ink">{receipt.data.customer.name}</dd>
              <dd className="break-all text-ink">{receipt.data.customer.email}</dd>
            </div>
            <div>
              <dt className="text-muted">{receipt.data.paid ? 'Paid on' : 'Ordered on'}</dt>
              <dd className="font-medium text-ink">
                {formatDate(receipt.data.paidAt ?? receipt.data.createdAt)}
              </dd>
            </div>
            {receipt.data.validFrom && receipt.data.validUntil ? (
              <div className="sm:col-span-2">
                <dt className="text-muted">Validity</dt>
                <dd className="font-medium text-ink">
                  {formatDate(receipt.data.validFrom)} – {formatDate(receipt.data.validUntil)}
                </dd>
              </div>
            ) : null}
          </dl>
          <table className="mt-8 w-full text-sm">
            <caption className="sr-only">Items</caption>
            <thead>
              <tr className="border-b border-slate-200 text-left text-muted">
                <th scope="col" className="py-2 font-medium">
                  Item
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              <tr className="border-b border-slate-100">
                <td className="py-3 text-ink">{receipt.data.item}</td>
                <td className="py-3 text-right tabular-nums text-ink">{receipt.data.amount}</td>
              </tr>
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" className="pt-3 text-left font-semibold text-ink">
                  Total ({receipt.data.currency})
                </th>
                <td className="pt-3 text-right text-base font-bold tabular-nums text-ink">
                  {receipt.data.amount}
                </td>
              </tr>
            </tfoot>
          </table>
          {receipt.data.paymentRef ? (
            <p className="mt-8 text-xs text-muted">
              Payment reference: <span className="font-mono">{receipt.data.paymentRef}</span>
            </p>
          ) : null}
        </article>
      )}
    </div>
  )
}
