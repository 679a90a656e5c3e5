import { act, screen, within } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { mockApi, renderRoutes } from '@/testing/render'
import { ReadNotesPage } from './read-notes-page'
import { StudyCalendarPage } from './study-calendar-page'

/** Signed links live 10 minutes; pages renew them a minute before they expire. */
const START = new Date('2030-01-01T00:00:00.000Z')
const minutes = (n: number) => new Date(START.getTime() + n * 60_000).toISOString()
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

afterEach(() => vi.useRealTimers())

describe('signed links are renewed before they expire', () => {
  it('notes: "Open in a new tab" gets a fresh link at 9 minutes; the reader keeps its page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: START })
    let n = 0
    const api = mockApi({
      'GET /api/library/notes/n1': () => {
        n += 1
        return {
          body: {
            id: 'n1',
            categoryId: 'c1',
            title: 'Acid-Base Balance and ABGs',
            system: 'Respiratory',
            paid: false,
            locked: false,
            categoryName: 'Medical-Surgical Nursing',
            url: `/media/library/notes/acid-base.pdf?exp=${n}&sig=s${n}`,
            urlExpiresAt: minutes(10 * n),
          },
        }
      },
    })
    renderRoutes([{ path: '/readnotes', element: <ReadNotesPage /> }], {
      path: '/readnotes?id=n1',
    })
    const open = await screen.findByRole('link', { name: 'Open in a new tab' })
    expect(open).toHaveAttribute('href', '/media/library/notes/acid-base.pdf?exp=1&sig=s1')

    await advance(8 * 60_000)
    expect(api.callsTo('GET /api/library/notes/n1')).toHaveLength(1)
    await advance(61_000)
    expect(api.callsTo('GET /api/library/notes/n1')).toHaveLength(2)
    expect(screen.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute(
      'href',
      '/media/library/notes/acid-base.pdf?exp=2&sig=s2',
    )
    // The embedded reader is not reloaded under the student.
    expect(screen.getByTitle('Acid-Base Balance and ABGs')).toHaveAttribute(
      'src',
      '/media/library/notes/acid-base.pdf?exp=1&sig=s1',
    )
  })

  it('study calendar: every card gets a fresh link before the old ones expire', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: START })
    let n = 0
    const api = mockApi({
      'GET /api/library/study-calendar': () => {
        n += 1
        return {
          body: {
            items: ['weeks-3', 'weeks-6', 'weeks-12', 'assessment-tracker'].map((key) => ({
              key,
              title: key,
              description: `About ${key}`,
              url: `/media/library/study-calendar/${key}.pdf?exp=${n}&sig=s${n}`,
              urlExpiresAt: minutes(10 * n),
            })),
          },
        }
      },
    })
    renderRoutes([{ path: '/studycalendar', element: <StudyCalendarPage /> }], {
      path: '/studycalendar',
    })
    const first = (await screen.findAllByRole('article'))[0]!
    expect(within(first).getByRole('link')).toHaveAttribute(
      'href',
      '/media/library/study-calendar/weeks-3.pdf?exp=1&sig=s1',
    )
    await advance(9 * 60_000 + 1_000)
    expect(api.callsTo('GET /api/library/study-calendar')).toHaveLength(2)
    expect(within(screen.getAllByRole('article')[0]!).getByRole('link')).toHaveAttribute(
      'href',
      '/media/library/study-calendar/weeks-3.pdf?exp=2&sig=s2',
    )
  })
})
