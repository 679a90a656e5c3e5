import { screen, within } from '@testing-library/react'
import { renderRoutes } from '@/testing/render'
import { ComparePlansPage } from './compare-plans-page'

describe('ComparePlansPage', () => {
  it("is the spec's static table: three columns, the 40% Off badge and two rows", () => {
    renderRoutes([{ path: '/compareplans', element: <ComparePlansPage /> }], {
      path: '/compareplans',
    })
    const table = screen.getByRole('table', {
      name: 'Tier comparison: monthly reference prices in US dollars',
    })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
    expect(headers).toEqual(['Features', 'Free/Lifetime', '$15/Month', '$24/Month40% Off'])
    const [, tests, videos] = within(table).getAllByRole('row')
    expect(
      within(tests!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['20', '600', 'Unlimited courses'])
    expect(within(videos!).getByRole('rowheader').textContent).toBe('Practice tests with videos')
    expect(
      within(videos!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['5', '50', 'Unlimited'])
  })

  it('says the $15/$24 tiers are monthly USD reference prices, not what a plan costs', () => {
    renderRoutes([{ path: '/compareplans', element: <ComparePlansPage /> }], {
      path: '/compareplans',
    })
    const table = screen.getByRole('table')
    expect(table).toHaveAccessibleDescription(
      'This table compares what each tier includes. Its per-month prices (USD) are reference figures for comparison, not what you are charged: question bank plans are paid once, in Canadian dollars, at the price shown on each plan card, and never renew automatically. See the plan prices',
    )
    expect(
      screen.getByText('Tier comparison: monthly reference prices in US dollars'),
    ).toBeVisible()
    // A visitor: the course page with its plan cards.
    expect(screen.getByRole('link', { name: 'See the plan prices' })).toHaveAttribute(
      'href',
      '/nclex-rn',
    )
    expect(screen.getByRole('link', { name: 'See our plans' })).toHaveAttribute('href', '/nclex-rn')
  })

  it('leads a signed-in student to their plans', () => {
    localStorage.setItem('token', 'a-token')
    renderRoutes([{ path: '/compareplans', element: <ComparePlansPage /> }], {
      path: '/compareplans',
    })
    expect(screen.getByRole('link', { name: 'See the plan prices' })).toHaveAttribute(
      'href',
      '/subscriptions',
    )
    expect(screen.getByRole('link', { name: 'See our plans' })).toHaveAttribute(
      'href',
      '/subscriptions',
    )
  })
})
