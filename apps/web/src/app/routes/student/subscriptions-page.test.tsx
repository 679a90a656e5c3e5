import { screen, within } from '@testing-library/react'
import { entitlement, ORDER_ID, order, PLANS } from '@/testing/billing-fixtures'
import { mockApi, problem, renderRoutes } from '@/testing/render'

/** The price line of a card, e.g. "149 CAD". */
const price = (text: string) => (_: string, el: Element | null) =>
  el?.tagName === 'P' && el.textContent === text

import { SubscriptionsPage } from './subscriptions-page'

function render() {
  return renderRoutes(
    [
      { path: '/subscriptions', element: <SubscriptionsPage /> },
      { path: '/checkout/:orderId', element: <p>Checkout page</p> },
    ],
    { path: '/subscriptions' },
  )
}
const card = (name: string) => screen.getByRole('article', { name })

describe('SubscriptionsPage', () => {
  it("shows 'Affordable Pricing' and the plans in CAD with validity and features", async () => {
    mockApi({
      'GET /api/plans': { body: { items: PLANS } },
      'GET /api/subscription': { body: entitlement() },
    })
    render()
    expect(screen.getByRole('heading', { name: 'Affordable Pricing' })).toBeInTheDocument()
    await screen.findByRole('article', { name: '3 Months' })
    const three = card('3 Months')
    expect(within(three).getByText(price('149 CAD'))).toBeInTheDocument()
    expect(within(three).getByText('Valid for 84 days')).toBeInTheDocument()
    expect(within(three).getByText('12 weeks')).toBeInTheDocument()
    expect(within(three).getByText('Recommended')).toBeInTheDocument()
    expect(within(three).getByText('NCLEX Question Bank')).toBeInTheDocument()
    expect(within(three).getAllByRole('listitem')).toHaveLength(3)
    expect(within(card('1 Month')).getByText(price('99 CAD'))).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: /Buy now/ })).toHaveLength(3)
    // No subscription yet: no red notice.
    expect(screen.queryByText(/expires on/)).toBeNull()
  })

  it('shows the red valid-until notice and Renew on the current plan', async () => {
    mockApi({
      'GET /api/plans': { body: { items: PLANS } },
      'GET /api/subscription': {
        body: entitlement({
          status: 'active',
          isValid: true,
          validUntil: '2030-06-02T12:00:00.000Z',
          itemId: 'p3',
          itemName: '3 Months',
        }),
      },
    })
    render()
    expect(
      await screen.findByText('Your current plan (3 Months) expires on Jun 2, 2030.'),
    ).toBeInTheDocument()
    expect(within(card('3 Months')).getByRole('button', { name: /Renew/ })).toBeInTheDocument()
    expect(within(card('6 Months')).getByRole('button', { name: /Buy now/ })).toBeInTheDocument()
  })

  it('says when the plan has expired', async () => {
    mockApi({
      'GET /api/plans': { body: { items: PLANS } },
      'GET /api/subscription': {
        body: entitlement({
          status: 'expired',
          validUntil: '2030-01-05T12:00:00.000Z',
          itemId: 'p1',
          itemName: '1 Month',
        }),
      },
    })
    render()
    expect(
      await screen.findByText('Your plan (1 Month) expired on Jan 5, 2030. Renew to continue.'),
    ).toBeInTheDocument()
  })

  it('Buy now creates an order and opens its checkout', async () => {
    const api = mockApi({
      'GET /api/plans': { body: { items: PLANS } },
      'GET /api/subscription': { body: entitlement() },
      'POST /api/orders': {
        status: 201,
        body: { order: order(), checkoutUrl: `/checkout/${ORDER_ID}` },
      },
    })
    const { user, location } = render()
    await user.click(
      await within(await screen.findByRole('article', { name: '3 Months' })).findByRole('button', {
        name: /Buy now/,
      }),
    )
    expect(await screen.findByText('Checkout page')).toBeInTheDocument()
    expect(location()).toBe(`/checkout/${ORDER_ID}`)
    expect(api.callsTo('POST /api/orders')[0]!.body).toEqual({ kind: 'plan', planId: 'p3' })
  })

  it('shows the server message when the order cannot be started', async () => {
    mockApi({
      'GET /api/plans': { body: { items: PLANS } },
      'GET /api/subscription': { body: entitlement() },
      'POST /api/orders': problem(
        503,
        'The payment provider could not start checkout. Please try again.',
      ),
    })
    const { user } = render()
    await user.click(
      within(await screen.findByRole('article', { name: '1 Month' })).getByRole('button', {
        name: /Buy now/,
      }),
    )
    const dialog = await screen.findByRole('alertdialog')
    expect(
      within(dialog).getByText('The payment provider could not start checkout. Please try again.'),
    ).toBeInTheDocument()
  })

  it("shows 'Failed to fetch data' when the plans cannot be loaded", async () => {
    mockApi({
      'GET /api/plans': problem(500, 'Something went wrong on our side. Please try again.'),
      'GET /api/subscription': { body: entitlement() },
    })
    render()
    expect(
      await screen.findByText('Failed to fetch data', {}, { timeout: 5000 }),
    ).toBeInTheDocument()
  })
})
