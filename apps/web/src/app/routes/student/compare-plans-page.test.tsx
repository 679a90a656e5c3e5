import { screen, within } from '@testing-library/react'
import { renderRoutes } from '@/testing/render'
import { ComparePlansPage } from './compare-plans-page'

describe('ComparePlansPage', () => {
  it("is the spec's static table: three columns, the 40% Off badge and two rows", () => {
    renderRoutes([{ path: '/compareplans', element: <ComparePlansPage /> }], {
      path: '/compareplans',
    })
    const table = screen.getByRole('table', { name: 'Plan comparison' })
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
})
