import { screen, within } from '@testing-library/react'
import { renderRoutes } from '@/testing/render'
import { HowReadinessWorksPage } from './how-readiness-works-page'

const render = () =>
  renderRoutes([{ path: '/how-readiness-works', element: <HowReadinessWorksPage /> }], {
    path: '/how-readiness-works',
  })

describe('How readiness works', () => {
  it('explains the assessment under clear headings, with its own title', () => {
    render()
    expect(
      screen.getByRole('heading', { level: 1, name: 'How readiness works' }),
    ).toBeInTheDocument()
    expect(document.title).toBe('How readiness works: method and accuracy · NurseReady')
    for (const heading of [
      'What the readiness assessment is',
      'How it adapts to you',
      'When it stops: the three rules',
      'Your result and the readiness bands',
      'How accurate it is',
    ])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { level: 3, name: '"Four consecutive High or Very High"' }),
    ).toBeInTheDocument()
    for (const band of ['Very High', 'High', 'Borderline', 'Low'])
      expect(screen.getByText(band, { selector: 'dt' })).toBeInTheDocument()
  })

  it('shows the simulation figures in a table, dated, and says they come from simulation', () => {
    render()
    const table = screen.getByRole('table', {
      name: 'NCLEX-RN rules, 10,000 simulated candidates (November 2026)',
    })
    const row = (name: RegExp) => within(table).getByRole('row', { name })
    expect(within(row(/^Pass\/fail prediction right/)).getByRole('cell')).toHaveTextContent(
      '95.2 %',
    )
    expect(within(row(/clearly above or below/)).getByRole('cell')).toHaveTextContent('99.8 %')
    expect(within(row(/close to the standard/)).getByRole('cell')).toHaveTextContent('78.7 %')
    expect(within(row(/Reached the maximum/)).getByRole('cell')).toHaveTextContent('18.8 %')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Measure', 'Result'])
    const accuracy = screen.getByRole('region', { name: 'How accurate it is' })
    expect(accuracy).toHaveTextContent(/no real exam results of our students to compare with yet/)
    expect(accuracy).toHaveTextContent(/replace these figures with real outcomes/)
  })

  it('sends a visitor to sign up and a signed-in student to their assessments', () => {
    const { unmount } = render()
    expect(screen.getByRole('link', { name: 'Create an account to start' })).toHaveAttribute(
      'href',
      '/signup',
    )
    unmount()
    localStorage.setItem('token', 'a-token')
    render()
    expect(screen.getByRole('link', { name: 'Go to your readiness assessments' })).toHaveAttribute(
      'href',
      '/readiness',
    )
    expect(screen.queryByRole('link', { name: 'Create an account to start' })).toBeNull()
  })
})
