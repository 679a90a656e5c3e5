import { screen, within } from '@testing-library/react'
import { order } from '@/testing/billing-fixtures'
import { mockApi, renderRoutes } from '@/testing/render'
import { OrderHistoryPage } from './order-history-page'

function render() {
  return renderRoutes([{ path: '/orderhistory', element: <OrderHistoryPage /> }], {
    path: '/orderhistory',
  })
}
const list = (items: unknown[], total = items.length, page = 1) => ({
  body: { items, total, page, pageSize: 15 },
})

describe('OrderHistoryPage', () => {
  it("shows the spec's columns and Active only for a paid order not past its end", async () => {
    mockApi({
      'GET /api/orders': list([
        order({
          id: 'a',
          number: 100003,
          status: 'paid',
          active: true,
          paidAt: '2030-03-10T15:00:00.000Z',
          validUntil: '2030-06-02T15:00:00.000Z',
        }),
        order({
          id: 'b',
          number: 100002,
          status: 'paid',
          active: false,
          courseName: 'NCLEX Live Batch – 1 Month',
          currency: 'USD',
          amountCents: 4900,
          validUntil: '2030-02-01T15:00:00.000Z',
        }),
        order({ id: 'c', number: 100001, status: 'canceled', active: false }),
      ]),
    })
    render()
    const table = await screen.findByRole('table', { name: 'Order history' })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
    expect(headers).toEqual([
      'Course Name',
      'Order ID',
      'Amount',
      'Purchase Date',
      'Validity Date',
      'Status',
      'Receipt',
    ])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(within(rows[0]!).getByText('#100003')).toBeInTheDocument()
    expect(within(rows[0]!).getByText('149 CAD')).toBeInTheDocument()
    expect(within(rows[0]!).getByText('Jun 2, 2030')).toBeInTheDocument()
    expect(within(rows[0]!).getByText('Active')).toBeInTheDocument()
    expect(within(rows[1]!).getByText('$49')).toBeInTheDocument()
    expect(within(rows[1]!).getByText('Inactive')).toBeInTheDocument()
    expect(within(rows[2]!).getByText('Inactive')).toBeInTheDocument()
    expect(within(rows[2]!).getByText('Canceled')).toBeInTheDocument()
  })

  it('pages 15 at a time', async () => {
    const many = Array.from({ length: 15 }, (_, i) => order({ id: `o${i}`, number: 200000 + i }))
    const api = mockApi({ 'GET /api/orders': list(many, 16) })
    const { user } = render()
    await screen.findByRole('table')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(api.calls.some((c) => c.path === '/api/orders')).toBe(true)
    const urls = api.fetch.mock.calls.map((c) => String(c[0]))
    expect(urls).toContain('/api/orders?page=2&pageSize=15')
  })

  it('has an empty state', async () => {
    mockApi({ 'GET /api/orders': list([]) })
    render()
    expect(await screen.findByText('No orders yet')).toBeInTheDocument()
  })
})
