import { screen, within } from '@testing-library/react'
import { mockApi, renderRoutes } from '@/testing/render'
import { StudyCalendarPage } from './study-calendar-page'

const file = (key: string, title: string) => ({
  key,
  title,
  description: `About ${title}`,
  url: `/media/library/study-calendar/${key}.pdf?exp=1&sig=abc`,
  urlExpiresAt: '2030-01-01T00:10:00.000Z',
})

describe('StudyCalendarPage', () => {
  it('shows the four cards, each opening its file in a new tab', async () => {
    mockApi({
      'GET /api/library/study-calendar': {
        body: {
          items: [
            file('weeks-3', '3 Weeks'),
            file('weeks-6', '6 Weeks'),
            file('weeks-12', '12 Weeks'),
            file('assessment-tracker', 'Learning Assessment Tracker'),
          ],
        },
      },
    })
    renderRoutes([{ path: '/studycalendar', element: <StudyCalendarPage /> }], {
      path: '/studycalendar',
    })
    const cards = await screen.findAllByRole('article')
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      '3 Weeks',
      '6 Weeks',
      '12 Weeks',
      'Learning Assessment Tracker',
    ])
    const open = within(cards[3]!).getByRole('link', { name: /Open Learning Assessment Tracker/ })
    expect(open).toHaveAttribute(
      'href',
      '/media/library/study-calendar/assessment-tracker.pdf?exp=1&sig=abc',
    )
    expect(open).toHaveAttribute('target', '_blank')
    expect(open).toHaveAttribute('rel', 'noopener')
  })
})
