import { screen, within } from '@testing-library/react'
import { paperSummary } from '@/testing/question-bank-fixtures'
import { mockApi, renderRoutes } from '@/testing/render'
import { PreviousTestsPage } from './previous-tests-page'

const done = paperSummary({ code: 'DONE234567', status: 'completed' })
const open = paperSummary({ code: 'OPEN234567' })

function renderPrevious() {
  return renderRoutes(
    [
      { path: '/previoustest', element: <PreviousTestsPage /> },
      { path: '/test/inprogress', element: <h1>Test stub</h1> },
      { path: '/analysis', element: <h1>Analysis stub</h1> },
    ],
    { path: '/previoustest' },
  )
}

describe('PreviousTestsPage', () => {
  beforeEach(() => {
    mockApi({
      'GET /api/papers': { body: { items: [done, open], total: 2, page: 1, pageSize: 10 } },
    })
  })

  it('offers resume only for in-process papers and review for every paper', async () => {
    const { user, location } = renderPrevious()

    const table = await screen.findByRole('table', { name: 'Previous tests' })
    const doneRow = within(table).getByRole('row', { name: /DONE234567/ })
    const openRow = within(table).getByRole('row', { name: /OPEN234567/ })
    expect(within(doneRow).queryByRole('button', { name: /Resume/ })).not.toBeInTheDocument()
    expect(within(doneRow).getByRole('link', { name: 'Review test DONE234567' })).toHaveAttribute(
      'href',
      '/analysis?code=DONE234567',
    )
    expect(
      within(openRow).getByRole('link', { name: 'Review test OPEN234567' }),
    ).toBeInTheDocument()

    await user.click(within(openRow).getByRole('button', { name: 'Resume test OPEN234567' }))
    expect(localStorage.getItem('papercode')).toBe('OPEN234567')
    expect(location()).toBe('/test/inprogress')
  })

  it('stores the code of the paper to review and opens /analysis', async () => {
    const { user, router } = renderPrevious()

    const table = await screen.findByRole('table', { name: 'Previous tests' })
    await user.click(within(table).getByRole('link', { name: 'Review test DONE234567' }))
    expect(localStorage.getItem('papercode')).toBe('DONE234567')
    expect(router.state.location.pathname).toBe('/analysis')
    expect(router.state.location.search).toBe('?code=DONE234567')
  })
})
