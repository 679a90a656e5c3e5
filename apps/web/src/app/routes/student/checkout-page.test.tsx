import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { entitlement, ORDER_ID, order, PLANS } from '@/testing/billing-fixtures'
import { deferred, mockApi, problem, renderRoutes } from '@/testing/render'
import { CheckoutPage } from './checkout-page'
import { SubscriptionsPage } from './subscriptions-page'

const paid = order({
  status: 'paid',
  paidAt: '2030-03-10T15:01:00.000Z',
  validFrom: '2030-03-10T15:01:00.000Z',
  validUntil: '2030-06-02T15:01:00.000Z',
  active: true,
})

function render(search = '') {
  return renderRoutes(
    [
      { path: '/checkout/:orderId', element: <CheckoutPage /> },
      { path: '/subscriptions', element: <SubscriptionsPage /> },
      { path: '/live/lectures', element: <p>Live lectures page</p> },
    ],
    { path: `/checkout/${ORDER_ID}${search}` },
  )
}
const afterPurchase = {
  'GET /api/plans': { body: { items: PLANS } },
  'GET /api/subscription': {
    body: entitlement({
      status: 'active',
      isValid: true,
      validUntil: paid.validUntil,
      itemId: 'p3',
      itemName: '3 Months',
    }),
  },
}

describe('CheckoutPage (sandbox)', () => {
  it('is clearly marked TEST MODE and shows the order', async () => {
    mockApi({
      [`GET /api/orders/${ORDER_ID}`]: { body: { order: order(), message: 'Awaiting payment.' } },
    })
    render()
    expect(await screen.findByText('TEST MODE')).toBeInTheDocument()
    expect(screen.getByText('NCLEX Question Bank · 3 Months')).toBeInTheDocument()
    expect(screen.getByText('#100042')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Pay 149 CAD' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled()
  })

  it("Pay returns to the plans with 'Subscription Successful.' and the new end date", async () => {
    const api = mockApi({
      [`GET /api/orders/${ORDER_ID}`]: { body: { order: order(), message: 'Awaiting payment.' } },
      [`POST /api/orders/${ORDER_ID}/pay`]: {
        body: { order: paid, message: 'Subscription Successful.' },
      },
      ...afterPurchase,
    })
    const { user, location } = render()
    await user.click(await screen.findByRole('button', { name: 'Pay 149 CAD' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('Subscription Successful.')).toBeInTheDocument()
    expect(location()).toBe('/subscriptions')
    expect(api.callsTo(`POST /api/orders/${ORDER_ID}/pay`)).toHaveLength(1)
    await user.click(within(dialog).getByRole('button', { name: 'OK' }))
    expect(
      await screen.findByText('Your current plan (3 Months) expires on Jun 2, 2030.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('a second click on Pay while the first still runs sends nothing more', async () => {
    // The plans page loads as its own chunk: Pay's request is done but the page is still
    // here (Pay enabled again) until that chunk arrives. A real double-click lands there.
    const chunk = deferred<void>()
    const api = mockApi({
      [`GET /api/orders/${ORDER_ID}`]: { body: { order: order(), message: 'Awaiting payment.' } },
      [`POST /api/orders/${ORDER_ID}/pay`]: {
        body: { order: paid, message: 'Subscription Successful.' },
      },
      ...afterPurchase,
    })
    const { user, location } = renderRoutes(
      [
        { path: '/checkout/:orderId', element: <CheckoutPage /> },
        {
          path: '/subscriptions',
          lazy: async () => {
            await chunk.promise
            return { element: <SubscriptionsPage /> }
          },
        },
      ],
      { path: `/checkout/${ORDER_ID}` },
    )
    const pay = await screen.findByRole('button', { name: 'Pay 149 CAD' })
    await user.click(pay)
    await waitFor(() => expect(api.callsTo(`POST /api/orders/${ORDER_ID}/pay`)).toHaveLength(1))
    await new Promise((r) => setTimeout(r, 50))
    fireEvent.click(pay)
    fireEvent.click(pay)
    chunk.resolve()
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent('Success')
    expect(within(dialog).getByText('Subscription Successful.')).toBeInTheDocument()
    expect(location()).toBe('/subscriptions')
    expect(api.callsTo(`POST /api/orders/${ORDER_ID}/pay`)).toHaveLength(1)
  })

  it('Cancel returns without paying and says so', async () => {
    const api = mockApi({
      [`GET /api/orders/${ORDER_ID}`]: { body: { order: order(), message: 'Awaiting payment.' } },
      [`POST /api/orders/${ORDER_ID}/cancel`]: {
        body: {
          order: order({ status: 'canceled' }),
          message: 'Payment canceled. You have not been charged.',
        },
      },
      'GET /api/plans': { body: { items: PLANS } },
      'GET /api/subscription': { body: entitlement() },
    })
    const { user, location } = render()
    await user.click(await screen.findByRole('button', { name: 'Cancel' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Payment canceled' })
    expect(
      within(dialog).getByText('Payment canceled. You have not been charged.'),
    ).toBeInTheDocument()
    expect(location()).toBe('/subscriptions')
    expect(api.callsTo(`POST /api/orders/${ORDER_ID}/pay`)).toHaveLength(0)
  })

  it('an order that is already paid shows its outcome instead of Pay', async () => {
    mockApi({
      [`GET /api/orders/${ORDER_ID}`]: {
        body: { order: paid, message: 'Subscription Successful.' },
      },
    })
    render()
    expect(
      await screen.findByText('Subscription Successful. Valid until Jun 2, 2030.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull()
    expect(screen.getByRole('link', { name: 'Back to plans' })).toHaveAttribute(
      'href',
      '/subscriptions',
    )
  })

  it("another student's or a missing order says 'Order not found.'", async () => {
    mockApi({ [`GET /api/orders/${ORDER_ID}`]: problem(404, 'Order not found.') })
    render()
    expect(await screen.findByText('Order not found.')).toBeInTheDocument()
    expect(screen.queryByText('TEST MODE')).toBeNull()
  })
})

describe('CheckoutPage (back from Stripe)', () => {
  it('waits for the webhook, then shows the success dialog', async () => {
    let reads = 0
    mockApi({
      [`GET /api/orders/${ORDER_ID}`]: () => {
        reads += 1
        return reads < 2
          ? { body: { order: order({ provider: 'stripe' }), message: 'Awaiting payment.' } }
          : {
              body: { order: { ...paid, provider: 'stripe' }, message: 'Subscription Successful.' },
            }
      },
      ...afterPurchase,
    })
    const { location } = render('?result=success')
    expect(await screen.findByText('Confirming your payment...')).toBeInTheDocument()
    expect(screen.queryByText('TEST MODE')).toBeNull()
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 4000 })
    expect(within(dialog).getByText('Subscription Successful.')).toBeInTheDocument()
    expect(location()).toBe('/subscriptions')
  })
})
