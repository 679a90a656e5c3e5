import { screen, waitFor, within } from '@testing-library/react'
import { paperSummary } from '@/testing/question-bank-fixtures'
import { mockApi, problem, renderRoutes } from '@/testing/render'
import { DashboardPage } from './dashboard-page'

const COUNTS = 'GET /api/dashboard'
const PAPERS = 'GET /api/papers'
const counts = {
  totalPapers: 4,
  completedPapers: 3,
  inProcessPapers: 1,
  upcomingWebinars: 2,
  marksScored: 20,
  marksPossible: 30,
  overallPercent: 66.67,
  correct: 7,
  incorrect: 3,
  notAttempted: 2,
}
const done = paperSummary({
  code: 'DONE234567',
  status: 'completed',
  mode: 'time',
  subject: 'Maternal Health',
  answeredCount: 3,
  marksScored: 6,
  marksPossible: 9,
  percent: 66.67,
  completedAt: '2026-03-02T15:00:00.000Z',
})
const open = paperSummary({ code: 'OPEN234567' })
const page = (items: unknown[], total = items.length) => ({
  body: { items, total, page: 1, pageSize: 10 },
})

function renderDashboard() {
  return renderRoutes(
    [
      { path: '/dashboard', element: <DashboardPage /> },
      { path: '/test/inprogress', element: <h1>Test stub</h1> },
      { path: '/starttest', element: <h1>Start stub</h1> },
    ],
    { path: '/dashboard' },
  )
}

/** The value shown under a statistic's label. */
const card = (label: string) => screen.getByText(label).nextElementSibling as HTMLElement

describe('DashboardPage', () => {
  it('shows the four statistics, the overall percentage with 2 decimals and a % sign', async () => {
    mockApi({ [COUNTS]: { body: counts }, [PAPERS]: page([done, open]) })
    renderDashboard()

    await waitFor(() => expect(card('Overall Percentage')).toHaveTextContent(/^66\.67%$/))
    expect(card('Completed Test')).toHaveTextContent(/^3$/)
    expect(card('Pending Test')).toHaveTextContent(/^1$/)
    expect(card('Upcoming Webinars')).toHaveTextContent(/^2$/)
    expect(card('Overall Percentage')).toHaveTextContent(/^66\.67%$/)
  })

  it('lists papers with a green check for completed ones and a play button that resumes', async () => {
    const api = mockApi({ [COUNTS]: { body: counts }, [PAPERS]: page([done, open], 12) })
    const { user, location } = renderDashboard()

    const table = await screen.findByRole('table', { name: 'Course Details' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['%Scored', 'Scored Max', 'Test-ID', 'Date', 'Mode', 'Subjects', 'Status', 'Action'])

    const doneRow = within(table).getByRole('row', { name: /DONE234567/ })
    expect(
      within(doneRow).getByRole('img', { name: 'Test DONE234567 completed' }),
    ).toBeInTheDocument()
    expect(within(doneRow).queryByRole('button', { name: /Resume/ })).not.toBeInTheDocument()
    expect(doneRow).toHaveTextContent('66.67%')
    expect(doneRow).toHaveTextContent('6 / 9')
    expect(doneRow).toHaveTextContent('Timed')
    expect(doneRow).toHaveTextContent('Completed')

    // 12 papers, 10 per page: the server pages them.
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeInTheDocument()
    expect(api.fetch.mock.calls.map(([url]) => String(url))).toContain(
      '/api/papers?page=1&pageSize=10',
    )

    // Phones get the same papers as cards, with the same actions.
    const cards = screen.getByRole('list', { name: 'Course Details' })
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2)
    expect(
      within(cards).getByRole('button', { name: 'Resume test OPEN234567' }),
    ).toBeInTheDocument()

    const openRow = within(table).getByRole('row', { name: /OPEN234567/ })
    expect(within(openRow).queryByRole('img', { name: /completed/ })).not.toBeInTheDocument()
    await user.click(within(openRow).getByRole('button', { name: 'Resume test OPEN234567' }))
    expect(localStorage.getItem('papercode')).toBe('OPEN234567')
    expect(location()).toBe('/test/inprogress')
  })

  it('offers to create a first test when there are none', async () => {
    mockApi({ [COUNTS]: { body: { ...counts, completedPapers: 0 } }, [PAPERS]: page([]) })
    const { user, location } = renderDashboard()

    expect(await screen.findByText('No tests yet')).toBeInTheDocument()
    const links = screen.getAllByRole('link', { name: 'Create a test' })
    await user.click(links[links.length - 1] as HTMLElement)
    expect(location()).toBe('/starttest')
  })

  it('shows dashes when the counts fail and an error when the papers fail', async () => {
    mockApi({ [COUNTS]: problem(403, 'Forbidden.'), [PAPERS]: problem(403, 'Forbidden.') })
    renderDashboard()

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch data')
    expect(card('Overall Percentage')).toHaveTextContent(/^—$/)
  })
})
