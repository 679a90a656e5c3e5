import { screen, within } from '@testing-library/react'
import { afterEach } from 'vitest'
import { mockApi, renderRoutes } from '@/testing/render'
import { HeroPreview } from './hero-preview'

const tracker = {
  items: [
    {
      id: 'a1',
      number: 1,
      exam: 'nclex-rn',
      examName: 'NCLEX-RN',
      completedAt: '2026-11-01T10:00:00Z',
      band: 'low',
      passed: false,
    },
    {
      id: 'a2',
      number: 2,
      exam: 'nclex-rn',
      examName: 'NCLEX-RN',
      completedAt: '2026-11-10T10:00:00Z',
      band: 'high',
      passed: true,
    },
    {
      id: 'a3',
      number: 3,
      exam: 'nclex-rn',
      examName: 'NCLEX-RN',
      completedAt: '2026-11-20T10:00:00Z',
      band: 'very-high',
      passed: true,
    },
  ],
  consecutiveHigh: 2,
  fourConsecutiveHigh: false,
}

afterEach(() => localStorage.clear())

describe('the landing page readiness meter', () => {
  it('shows visitors the static preview and asks the server nothing', async () => {
    const mock = mockApi({})
    renderRoutes([{ path: '/', element: <HeroPreview /> }])
    expect(screen.getByText('High · 4 in a row')).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(mock.calls).toHaveLength(0)
    expect(screen.queryByText('Your readiness assessments')).not.toBeInTheDocument()
  })

  it('shows a signed-in student their own assessments, after first paint', async () => {
    localStorage.setItem('token', 'tok')
    const mock = mockApi({ 'GET /api/readiness': { body: { tracker } } })
    renderRoutes([{ path: '/', element: <HeroPreview /> }])
    // First paint: the preview, before the student's state arrives.
    expect(screen.getByText('High · 4 in a row')).toBeInTheDocument()
    expect(await screen.findByText('Very High · 2 of 4 in a row')).toBeInTheDocument()
    expect(screen.queryByText('High · 4 in a row')).not.toBeInTheDocument()
    const list = screen.getByRole('list', { name: 'Your last four assessments' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Assessment 1: Low',
      'Assessment 2: High',
      'Assessment 3: Very High',
      'Not taken yet',
    ])
    expect(screen.getByRole('link', { name: 'Open your readiness tracker' })).toHaveAttribute(
      'href',
      '/readiness',
    )
    expect(screen.getByRole('link', { name: 'How readiness works' })).toHaveAttribute(
      'href',
      '/how-readiness-works',
    )
    expect(mock.calls[0]!.headers).toMatchObject({ authorization: 'Bearer tok' })
  })

  it('keeps the preview when the session has expired', async () => {
    localStorage.setItem('token', 'old')
    const mock = mockApi({ 'GET /api/readiness': { status: 401, body: { detail: 'x' } } })
    renderRoutes([{ path: '/', element: <HeroPreview /> }])
    await vi.waitFor(() => expect(mock.calls).toHaveLength(1))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.getByText('High · 4 in a row')).toBeInTheDocument()
  })
})
