import { screen, within } from '@testing-library/react'
import { mockApi, renderRoutes } from '@/testing/render'
import { AnalyticsPage } from './analytics-page'

const performance = {
  tests: [
    {
      code: 'BBBB234567',
      completedAt: '2026-03-02T10:00:00.000Z',
      percent: 80,
      percentile: 75,
      n: 40,
      averageSeconds: 52,
    },
    {
      code: 'AAAA234567',
      completedAt: '2026-03-01T10:00:00.000Z',
      percent: 50,
      percentile: 22,
      n: 38,
      averageSeconds: 70,
    },
  ],
  subjects: [
    { subject: 'Pharmacology', answered: 10, correct: 7, percent: 70, percentile: 63, n: 12 },
  ],
  clientNeeds: [
    {
      clientNeed: 'management-of-care',
      label: 'Management of Care',
      answered: 4,
      correct: 3,
      percent: 75,
    },
  ],
  averageSecondsPerQuestion: 61,
  clinicalJudgment: [
    {
      step: 'recognize-cues',
      label: 'Recognize cues',
      items: 3,
      points: 7,
      possible: 10,
      percent: 70,
    },
  ],
  itemTypes: [
    { type: 'bowtie', label: 'Bow-tie', items: 2, points: 6, possible: 10, percent: 60 },
    { type: 'trend', label: 'Trend', items: 1, points: 1, possible: 1, percent: 100 },
  ],
}

function rowsOf(name: string) {
  const table = screen.getByRole('table', { name })
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    )
}

describe('AnalyticsPage: performance tracking', () => {
  it('draws the trend, subject and client-need charts with their numbers in tables', async () => {
    mockApi({
      'GET /api/analytics': { status: 500, body: {} },
      'GET /api/analytics/performance': { body: performance },
    })
    const { user } = renderRoutes([{ path: '/test-screen', element: <AnalyticsPage /> }], {
      path: '/test-screen',
    })

    expect(
      await screen.findByRole('img', { name: /last 2 completed tests.*latest 80%/ }),
    ).toBeInTheDocument()
    expect(screen.getByText(/Latest test 80%, 75th of 40 completed tests/)).toBeInTheDocument()
    expect(screen.getByText(/61 seconds per question/)).toBeInTheDocument()

    // Newest first, with the percentile rank and its n.
    const tests = rowsOf('Score and percentile rank of each completed test')
    expect(tests.map((r) => [r[0], r[2], r[3], r[4]])).toEqual([
      ['BBBB234567', '80%', '75th of 40', '52'],
      ['AAAA234567', '50%', '22nd of 38', '70'],
    ])
    expect(rowsOf('Score and percentile rank per subject')).toEqual([
      ['Pharmacology', '7 / 10', '70%', '63rd of 12'],
    ])
    expect(rowsOf('Score per client-need category')).toEqual([
      ['Management of Care', '3 / 4', '75%'],
    ])
    expect(
      screen.getByRole('img', { name: /Score per subject: Pharmacology 70%/ }),
    ).toBeInTheDocument()
    // Issue 12: points by clinical-judgment step and by item type.
    expect(rowsOf('By clinical-judgment step')).toEqual([['Recognize cues', '3', '7 / 10', '70%']])
    expect(rowsOf('By item type')).toEqual([
      ['Bow-tie', '2', '6 / 10', '60%'],
      ['Trend', '1', '1 / 1', '100%'],
    ])
    expect(screen.getByText('60% · 6/10 points · 2 items')).toBeInTheDocument()

    // The tables are read by screen readers all along; a button shows one on screen too.
    const show = screen.getAllByRole('button', { name: 'Show the numbers' })[0] as HTMLElement
    const holder = screen.getByRole('table', { name: /each completed test/ }).parentElement
      ?.parentElement as HTMLElement
    expect(holder).toHaveClass('sr-only')
    await user.click(show)
    expect(show).toHaveAttribute('aria-expanded', 'true')
    expect(holder).not.toHaveClass('sr-only')
  })
})
