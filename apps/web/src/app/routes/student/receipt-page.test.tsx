import { screen, within } from '@testing-library/react'
import { mockApi, problem, renderRoutes } from '@/testing/render'
import { ReceiptPage } from './receipt-page'

const receipt = {
  orderId: '0b8f1d3a-6a1e-4c55-9d1a-2f4f8f0f0001',
  number: 100042,
  item: 'NCLEX Question Bank · 3 Months',
  kind: 'plan',
  amountCents: 14900,
  currency: 'CAD',
  amount: '149 CAD',
  status: 'paid',
  paid: true,
  createdAt: '2030-03-10T15:00:00.000Z',
  paidAt: '2030-03-10T15:01:00.000Z',
  validFrom: '2030-03-10T15:01:00.000Z',
  validUntil: '2030-06-08T15:01:00.000Z',
  paymentRef: 'sandbox_abc',
  customer: { name: 'Ada Nurse', email: 'ada@example.com' },
  seller: 'NurseReady',
}
const path = `/orders/${receipt.orderId}/receipt`

const render = () =>
  renderRoutes([{ path: '/orders/:id/receipt', element: <ReceiptPage /> }], { path })

describe('ReceiptPage', () => {
  it('shows the order number, item, amount, currency and validity, with a print button', async () => {
    mockApi({ [`GET /api/orders/${receipt.orderId}/receipt`]: { body: receipt } })
    render()
    expect(await screen.findByRole('heading', { name: 'Receipt' })).toBeInTheDocument()
    expect(screen.getByText('#100042')).toBeInTheDocument()
    const items = screen.getByRole('table', { name: 'Items' })
    expect(within(items).getByText('NCLEX Question Bank · 3 Months')).toBeInTheDocument()
    expect(within(items).getByText('Total (CAD)')).toBeInTheDocument()
    expect(within(items).getAllByText('149 CAD')).toHaveLength(2)
    expect(screen.getByText('Mar 10, 2030 – Jun 8, 2030')).toBeInTheDocument()
    expect(screen.getByText('ada@example.com')).toBeInTheDocument()
    const print = vi.fn()
    vi.stubGlobal('print', print)
    screen.getByRole('button', { name: 'Print receipt' }).click()
    expect(print).toHaveBeenCalled()
  })

  it('says an unpaid order has no receipt yet, and shows a 404 as an error', async () => {
    mockApi({
      [`GET /api/orders/${receipt.orderId}/receipt`]: {
        body: {
          ...receipt,
          paid: false,
          status: 'pending',
          paidAt: null,
          validFrom: null,
          validUntil: null,
        },
      },
    })
    render()
    expect(
      await screen.findByText('This order has not been paid, so it has no receipt yet.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Print receipt' })).toBeNull()
  })

  it("answers another student's order as not found", async () => {
    mockApi({ [`GET /api/orders/${receipt.orderId}/receipt`]: problem(404, 'Order not found.') })
    render()
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found.')
  })
})
