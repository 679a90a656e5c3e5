import { screen, within } from '@testing-library/react'
import { category, listPage, queriesTo } from '@/testing/library-fixtures'
import { mockApi, problem, renderRoutes } from '@/testing/render'
import { NotesCategoriesPage } from './notes-categories-page'
import { VideoCategoriesPage } from './video-categories-page'

const ALL = Array.from({ length: 10 }, (_, i) => category(i + 1, `Subject ${i + 1}`))

function render(path = '/lecturesvideosNew') {
  return renderRoutes(
    [
      { path: '/lecturesvideosNew', element: <VideoCategoriesPage /> },
      { path: '/allNotesCategory', element: <NotesCategoriesPage /> },
      { path: '/lecturesvideos', element: <p>video list</p> },
      { path: '/notes', element: <p>notes list</p> },
    ],
    { path },
  )
}

describe('VideoCategoriesPage', () => {
  it('shows serial numbers and names, 8 per page, with Previous, pages and Next', async () => {
    // The mock's handlers do not see the query string: answer by the requested page here.
    const api = mockApi({})
    api.fetch.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost')
      const page = Number(url.searchParams.get('page'))
      const items = ALL.slice((page - 1) * 8, page * 8)
      return new Response(JSON.stringify(listPage(items, 10, page)), {
        headers: { 'content-type': 'application/json' },
      })
    })
    const { user, router } = render()

    const table = await screen.findByRole('table', { name: 'Video subjects' })
    expect(within(table).getByRole('columnheader', { name: 'S.No.' })).toBeInTheDocument()
    expect(within(table).getByRole('columnheader', { name: 'Category' })).toBeInTheDocument()
    let rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(8)
    expect(rows[0]).toHaveTextContent('1Subject 1')
    expect(rows[7]).toHaveTextContent('8Subject 8')

    const pages = screen.getByRole('navigation', { name: 'Video subjects pages' })
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled()
    await user.click(within(pages).getByRole('button', { name: 'Next' }))
    expect(await within(table).findByText('Subject 9')).toBeInTheDocument()
    rows = within(screen.getByRole('table')).getAllByRole('row').slice(1)
    expect(rows.map((r) => r.textContent)).toEqual(['9Subject 9', '10Subject 10'])
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled()
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(router.state.location.search).toBe('?page=2')
    expect(queriesTo(api.fetch, '/api/library/video-categories').map((q) => q.page)).toEqual([
      '1',
      '2',
    ])
  })

  it('opens the subject with its id in the URL', async () => {
    mockApi({
      'GET /api/library/video-categories': { body: listPage([category(7, 'Pharmacology')]) },
    })
    const { user, router } = render()
    await user.click(await screen.findByRole('link', { name: 'Pharmacology' }))
    expect(await screen.findByText('video list')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/lecturesvideos')
    expect(router.state.location.search).toBe(`?category=${category(7).id}`)
  })

  it("shows 'Failed to fetch data' when the subjects cannot be loaded", async () => {
    mockApi({ 'GET /api/library/video-categories': problem(500, 'Something went wrong.') })
    render()
    // A 5xx is retried twice before the page gives up.
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 5000 })
    expect(dialog).toHaveTextContent('Error')
    expect(dialog).toHaveTextContent('Failed to fetch data')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it('says so when there are no subjects', async () => {
    mockApi({ 'GET /api/library/video-categories': { body: listPage([]) } })
    render()
    expect(await screen.findByText('No subjects yet.')).toBeInTheDocument()
  })
})

describe('NotesCategoriesPage', () => {
  it('lists the notes subjects and opens /notes for one', async () => {
    const api = mockApi({
      'GET /api/library/notes-categories': { body: listPage([category(3, 'Pharmacology')]) },
    })
    const { user, router } = render('/allNotesCategory')
    await user.click(await screen.findByRole('link', { name: 'Pharmacology' }))
    expect(await screen.findByText('notes list')).toBeInTheDocument()
    expect(router.state.location.search).toBe(`?category=${category(3).id}`)
    expect(api.callsTo('GET /api/library/video-categories')).toHaveLength(0)
  })
})
