import { screen, within } from '@testing-library/react'
import { mockApi, renderRoutes } from '@/testing/render'
import { AnalyticsPage } from './analytics-page'

const analytics = {
  totals: {
    totalPapers: 4,
    completedPapers: 3,
    inProcessPapers: 1,
    upcomingWebinars: 0,
    marksScored: 20,
    marksPossible: 30,
    overallPercent: 66.67,
    correct: 7,
    incorrect: 3,
    notAttempted: 2,
  },
  subjects: [
    {
      subject: 'Pharmacology',
      totalQuestions: 12,
      marksScored: 21,
      marksPossible: 36,
      correct: 7,
      incorrect: 3,
      notAttempted: 2,
    },
  ],
}

describe('AnalyticsPage', () => {
  it('shows points, tests attempted, the answer report and results by subject', async () => {
    mockApi({ 'GET /api/analytics': { body: analytics } })
    const { user, location } = renderRoutes(
      [
        { path: '/test-screen', element: <AnalyticsPage /> },
        { path: '/dashboard', element: <h1>Dashboard stub</h1> },
      ],
      { path: '/test-screen' },
    )

    const points = await screen.findByRole('progressbar', { name: 'Points Scored' })
    expect(points).toHaveAttribute('aria-valuenow', '66.67')
    expect(points).toHaveAttribute('aria-valuetext', '66.67%, 20 of 30 points')
    expect(screen.getByText('20 / 30 points')).toBeInTheDocument()
    const attempted = screen.getByRole('progressbar', { name: 'Test Attempted' })
    expect(attempted).toHaveAttribute('aria-valuenow', '3')
    expect(attempted).toHaveAttribute('aria-valuemax', '4')

    const report = screen.getByRole('region', { name: 'Answer Report' })
    expect(within(report).getByText('Correct Answer').nextSibling).toHaveTextContent(/^7/)
    expect(within(report).getByText('Incorrect Answer').nextSibling).toHaveTextContent(/^3/)
    expect(within(report).getByText('Not Attempted Answer').nextSibling).toHaveTextContent(/^2/)

    const table = screen.getByRole('table', { name: 'Results by subject' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Subject',
      'Total Q',
      'Scored/Max Points',
      'Correct Q',
      'Incorrect Q',
      'Not Attempted Q',
    ])
    expect(within(table).getByRole('row', { name: /Pharmacology/ })).toHaveTextContent('21/36')

    await user.click(screen.getByRole('link', { name: 'Back' }))
    expect(location()).toBe('/dashboard')
  })
})
