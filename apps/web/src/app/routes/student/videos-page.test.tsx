import { screen, waitFor, within } from '@testing-library/react'
import { category, listPage, queriesTo, uuid, video } from '@/testing/library-fixtures'
import { mockApi, problem, renderRoutes } from '@/testing/render'
import { VideosPage } from './videos-page'

const PHARM = category(2, 'Pharmacology')
const videosPath = `/api/library/video-categories/${PHARM.id}/videos`
const reply = (items: ReturnType<typeof video>[], total = items.length, page = 1) => ({
  body: { ...listPage(items, total, page), category: PHARM, subscribed: false },
})

function render(path = `/lecturesvideos?category=${PHARM.id}`) {
  return renderRoutes(
    [
      { path: '/lecturesvideos', element: <VideosPage /> },
      { path: '/lecturesvideosNew', element: <p>video subjects</p> },
      { path: '/videos', element: <p>player</p> },
      { path: '/subscriptions', element: <p>plans</p> },
    ],
    { path },
  )
}

describe('VideosPage', () => {
  it('shows Lectures, subject, Duration and Action; free lectures play', async () => {
    mockApi({
      [`GET ${videosPath}`]: reply([
        video(1, { title: 'Dosage Calculation Basics', subject: 'Medication Math' }),
        video(2, { title: 'Digoxin and Signs of Toxicity', paid: true, locked: true }),
      ]),
    })
    const { user, router } = render()
    expect(await screen.findByRole('heading', { name: 'Pharmacology' })).toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'Lectures' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Lectures', 'Subject', 'Duration', 'Action'])
    const [, free, paid] = within(table).getAllByRole('row')
    expect(within(free!).getByText('Dosage Calculation Basics')).toBeInTheDocument()
    expect(within(free!).getAllByText('Medication Math', { exact: false }).length).toBeGreaterThan(
      0,
    )
    expect(within(free!).getAllByText('1:15').length).toBeGreaterThan(0)
    expect(free!.querySelector('img')).toHaveAttribute(
      'src',
      '/media/public/library/thumbnails/lecture-1.jpg',
    )
    expect(within(free!).queryByRole('link', { name: 'Upgrade now' })).toBeNull()

    // A paid lecture without a valid subscription offers only the upgrade.
    expect(within(paid!).queryByRole('link', { name: /Play/ })).toBeNull()
    const upgrade = within(paid!).getByRole('link', { name: 'Upgrade now' })
    expect(upgrade).toHaveAttribute('href', '/subscriptions')
    expect(upgrade).toHaveAccessibleDescription('Digoxin and Signs of Toxicity')

    await user.click(within(free!).getByRole('link', { name: 'Play' }))
    expect(await screen.findByText('player')).toBeInTheDocument()
    expect(router.state.location.search).toBe(`?id=${video(1).id}`)
  })

  it('searches on the server and pages the results, keeping both in the URL', async () => {
    const api = mockApi({})
    api.fetch.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost')
      const q = url.searchParams.get('q')
      const page = Number(url.searchParams.get('page'))
      const all = q
        ? [video(1, { title: 'Insulin Types' })]
        : Array.from({ length: 10 }, (_, i) => video(i + 1))
      const items = all.slice((page - 1) * 8, page * 8)
      return Response.json(reply(items, all.length, page).body)
    })
    const { user, router } = render()
    expect(await screen.findByText('Lecture 8')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Page 2' }))
    expect(await screen.findByText('Lecture 10')).toBeInTheDocument()
    expect(screen.queryByText('Lecture 1')).toBeNull()

    await user.type(screen.getByRole('searchbox', { name: 'Search lectures' }), 'insulin')
    expect(await screen.findByText('Insulin Types')).toBeInTheDocument()
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?category=${PHARM.id}&q=insulin`),
    )
    const queries = queriesTo(api.fetch, videosPath)
    expect(queries.at(-1)).toEqual({ page: '1', q: 'insulin' })
    // No request per keystroke: the search waits for a pause in typing.
    expect(queries.filter((q) => q.q && q.q !== 'insulin')).toEqual([])
    expect(screen.queryByRole('navigation', { name: 'Lecture pages' })).toBeNull()
  })

  it('says when a search finds nothing', async () => {
    mockApi({ [`GET ${videosPath}`]: reply([]) })
    render(`/lecturesvideos?category=${PHARM.id}&q=zzz`)
    expect(await screen.findByText('Nothing matches "zzz".')).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Search lectures' })).toHaveValue('zzz')
  })

  it('has a Back link to the video subjects', async () => {
    mockApi({ [`GET ${videosPath}`]: reply([video(1)]) })
    const { user } = render()
    await user.click(await screen.findByRole('link', { name: 'Back' }))
    expect(await screen.findByText('video subjects')).toBeInTheDocument()
  })

  it("shows 'Failed to fetch videos.' when the list cannot be loaded", async () => {
    mockApi({ [`GET ${videosPath}`]: problem(500, 'Something went wrong.') })
    render()
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 5000 })
    expect(dialog).toHaveTextContent('Failed to fetch videos.')
  })

  it('explains an unknown subject, and sends a visit without one to the subjects', async () => {
    mockApi({
      [`GET /api/library/video-categories/${uuid(9)}/videos`]: problem(404, 'Category not found.'),
    })
    render(`/lecturesvideos?category=${uuid(9)}`)
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Category not found.')

    const { router } = render('/lecturesvideos')
    expect(await screen.findByText('video subjects')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/lecturesvideosNew')
  })
})
