import { screen, within } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { entitlement, lecture, ORDER_ID, order, PACKAGES } from '@/testing/billing-fixtures'
import { mockApi, problem, renderRoutes } from '@/testing/render'
import { LiveLecturesPage } from './live-lectures-page'

function render() {
  return renderRoutes(
    [
      { path: '/live/lectures', element: <LiveLecturesPage /> },
      { path: '/checkout/:orderId', element: <p>Checkout page</p> },
    ],
    { path: '/live/lectures' },
  )
}
const active = entitlement({
  status: 'active',
  isValid: true,
  validUntil: '2030-08-01T12:00:00.000Z',
  itemId: 'k1',
  itemName: 'NCLEX Live Batch – 1 Month',
})

afterEach(() => {
  vi.useRealTimers()
})

describe('LiveLecturesPage', () => {
  it('without a plan: packages with price in $, validity in days, features and Buy now', async () => {
    const api = mockApi({
      'GET /api/live-lectures/access': { body: entitlement() },
      'GET /api/live-lectures/packages': { body: { items: PACKAGES } },
      'POST /api/orders': {
        status: 201,
        body: { order: order({ kind: 'live_package' }), checkoutUrl: `/checkout/${ORDER_ID}` },
      },
    })
    const { user } = render()
    const pkg = await screen.findByRole('article', { name: 'NCLEX Live Batch – 1 Month' })
    expect(
      within(pkg).getByText((_, el) => el?.tagName === 'P' && el.textContent === '$49 USD'),
    ).toBeInTheDocument()
    expect(within(pkg).getByText('Valid for 30 days')).toBeInTheDocument()
    expect(within(pkg).getByText('Live classes')).toBeInTheDocument()
    expect(screen.queryByText('Upcoming Live Lectures')).toBeNull()
    expect(api.callsTo('GET /api/live-lectures/upcoming')).toHaveLength(0)
    await user.click(within(pkg).getByRole('button', { name: 'Buy now' }))
    expect(await screen.findByText('Checkout page')).toBeInTheDocument()
    expect(api.callsTo('POST /api/orders')[0]!.body).toEqual({
      kind: 'live_package',
      packageId: 'k1',
    })
  })

  it('expired: the same packages with Renew, and when it ended', async () => {
    mockApi({
      'GET /api/live-lectures/access': {
        body: entitlement({
          status: 'expired',
          validUntil: '2030-01-05T12:00:00.000Z',
          itemId: 'k1',
          itemName: 'NCLEX Live Batch – 1 Month',
        }),
      },
      'GET /api/live-lectures/packages': { body: { items: PACKAGES } },
    })
    render()
    expect(await screen.findAllByRole('button', { name: 'Renew' })).toHaveLength(2)
    expect(screen.queryByRole('button', { name: 'Buy now' })).toBeNull()
    expect(screen.getByText(/expired on Jan 5, 2030/)).toBeInTheDocument()
  })

  it('active: upcoming lecture cards with a Live badge and Join Now in a new tab', async () => {
    vi.useFakeTimers({ now: new Date('2030-07-01T18:30:00.000Z'), toFake: ['Date'] })
    mockApi({
      'GET /api/live-lectures/access': { body: active },
      'GET /api/live-lectures/upcoming': {
        body: {
          items: [
            lecture('l1'),
            lecture('l2', {
              lecturerName: 'Aisha Mensah',
              subject: 'Maternal-Newborn Nursing',
              startsAt: '2030-07-03T18:00:00.000Z',
              endsAt: '2030-07-03T19:30:00.000Z',
            }),
          ],
        },
      },
    })
    render()
    expect(
      await screen.findByRole('heading', { name: 'Upcoming Live Lectures' }),
    ).toBeInTheDocument()
    const card = await screen.findByRole('article', { name: 'Sarah Mitchell' })
    expect(within(card).getByText('RN, BScN · NCLEX Instructor')).toBeInTheDocument()
    expect(within(card).getByText('Pharmacology')).toBeInTheDocument()
    expect(within(card).getByText('NCLEX-RN')).toBeInTheDocument()
    expect(within(card).getByText('Live')).toBeInTheDocument()
    // The second lecture has not started: its badge says when it does, not "Live".
    const later = screen.getByRole('article', { name: 'Aisha Mensah' })
    expect(within(later).getByText('Starts in 2 days')).toBeInTheDocument()
    expect(within(later).queryByText('Live')).toBeNull()
    expect(within(card).getByText(/2030/)).toBeInTheDocument()
    const join = within(card).getByRole('link', { name: /Join Now/ })
    expect(join).toHaveAttribute('href', 'https://zoom.us/j/83102245517')
    expect(join).toHaveAttribute('target', '_blank')
    expect(join.getAttribute('rel')).toContain('noopener')
    expect(screen.getByRole('article', { name: 'Aisha Mensah' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Buy now' })).toBeNull()
  })

  it("'Buy lecture not found' shows the No Plan dialog", async () => {
    mockApi({
      'GET /api/live-lectures/access': { body: active },
      'GET /api/live-lectures/upcoming': problem(403, 'Buy lecture not found', 'Forbidden'),
    })
    render()
    const dialog = await screen.findByRole('alertdialog', { name: 'No Plan' })
    expect(
      within(dialog).getByText('You need to buy a plan to see upcoming lectures.'),
    ).toBeInTheDocument()
  })

  it("any other failure of the lectures shows 'Failed to fetch upcoming lectures'", async () => {
    mockApi({
      'GET /api/live-lectures/access': { body: active },
      'GET /api/live-lectures/upcoming': problem(500, 'Something went wrong on our side.'),
    })
    render()
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' })
    expect(within(dialog).getByText('Failed to fetch upcoming lectures')).toBeInTheDocument()
  })

  it("a failing package list shows 'Failed to fetch subscription data'", async () => {
    mockApi({
      'GET /api/live-lectures/access': { body: entitlement() },
      'GET /api/live-lectures/packages': problem(500, 'Something went wrong on our side.'),
    })
    render()
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' }, { timeout: 5000 })
    expect(within(dialog).getByText('Failed to fetch subscription data')).toBeInTheDocument()
  })
})
