import type { TVideoDetail } from '@nurseready/shared/schemas/library'
import { fireEvent, screen } from '@testing-library/react'
import { video } from '@/testing/library-fixtures'
import { mockApi, problem, renderRoutes } from '@/testing/render'
import { ReadNotesPage } from './read-notes-page'
import { VideoPlayerPage } from './video-player-page'

const detail = (overrides: Partial<TVideoDetail> = {}): TVideoDetail => ({
  ...video(1, { title: 'ABG Interpretation Step by Step', durationSeconds: 7 }),
  categoryName: 'Medical-Surgical Nursing',
  url: '/media/library/videos/abg.mp4?exp=100&sig=a',
  urlExpiresAt: '2030-01-01T00:10:00.000Z',
  ...overrides,
})
const videoPath = `/api/library/videos/${video(1).id}`

function render(path = `/videos?id=${video(1).id}`) {
  return renderRoutes(
    [
      { path: '/videos', element: <VideoPlayerPage /> },
      { path: '/readnotes', element: <ReadNotesPage /> },
    ],
    { path },
  )
}

describe('VideoPlayerPage', () => {
  it('plays the lecture with its title, duration and a Back link to its subject', async () => {
    mockApi({ [`GET ${videoPath}`]: { body: detail() } })
    render()
    expect(
      await screen.findByRole('heading', { name: 'ABG Interpretation Step by Step' }),
    ).toBeInTheDocument()
    expect(screen.getByText('0:07')).toBeInTheDocument()
    const player = document.querySelector('video')!
    expect(player).toHaveAttribute('src', '/media/library/videos/abg.mp4?exp=100&sig=a')
    expect(player).toHaveAttribute('controls')
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      `/lecturesvideos?category=${video(1).categoryId}`,
    )
  })

  it('asks for a fresh link once when the link has expired', async () => {
    let n = 0
    const api = mockApi({
      [`GET ${videoPath}`]: () => {
        n += 1
        return { body: detail({ url: `/media/library/videos/abg.mp4?exp=${n}&sig=s${n}` }) }
      },
    })
    render()
    await screen.findByRole('heading', { name: 'ABG Interpretation Step by Step' })
    const player = document.querySelector('video')!
    expect(player.getAttribute('src')).toContain('exp=1')
    fireEvent.error(player)
    await screen.findByText('0:07')
    await vi.waitFor(() => expect(player.getAttribute('src')).toContain('exp=2'))
    // A second failure on the fresh link is shown, not retried forever.
    fireEvent.error(player)
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be played')
    expect(api.callsTo(`GET ${videoPath}`)).toHaveLength(2)
  })

  it("shows 'Upgrade now' instead of the player for a locked lecture", async () => {
    mockApi({
      [`GET ${videoPath}`]: {
        body: detail({ paid: true, locked: true, url: null, urlExpiresAt: null }),
      },
    })
    render()
    expect(await screen.findByRole('link', { name: 'Upgrade now' })).toHaveAttribute(
      'href',
      '/subscriptions',
    )
    expect(document.querySelector('video')).toBeNull()
  })

  it('says when the lecture does not exist', async () => {
    mockApi({ [`GET ${videoPath}`]: problem(404, 'Video not found.') })
    render()
    expect(await screen.findByRole('alert')).toHaveTextContent('Video not found.')
  })
})

describe('ReadNotesPage', () => {
  it('shows the notes file in an embedded frame', async () => {
    mockApi({
      'GET /api/library/notes/n1': {
        body: {
          id: 'n1',
          categoryId: 'c1',
          title: 'Acid-Base Balance and ABGs',
          system: 'Respiratory',
          paid: false,
          locked: false,
          categoryName: 'Medical-Surgical Nursing',
          url: '/media/library/notes/acid-base.pdf?exp=1&sig=x',
          urlExpiresAt: '2030-01-01T00:10:00.000Z',
        },
      },
    })
    render('/readnotes?id=n1')
    const frame = await screen.findByTitle('Acid-Base Balance and ABGs')
    expect(frame.tagName).toBe('IFRAME')
    expect(frame).toHaveAttribute('src', '/media/library/notes/acid-base.pdf?exp=1&sig=x')
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/notes?category=c1')
  })
})
