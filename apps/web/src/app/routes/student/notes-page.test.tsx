import { screen, within } from '@testing-library/react'
import { category, listPage, note } from '@/testing/library-fixtures'
import { mockApi, problem, renderRoutes } from '@/testing/render'
import { NotesPage } from './notes-page'

const RENAL = category(3, 'Medical-Surgical Nursing')
const notesPath = `/api/library/notes-categories/${RENAL.id}/notes`

function render() {
  return renderRoutes(
    [
      { path: '/notes', element: <NotesPage /> },
      { path: '/allNotesCategory', element: <p>notes subjects</p> },
      { path: '/readnotes', element: <p>reader</p> },
    ],
    { path: `/notes?category=${RENAL.id}` },
  )
}

describe('NotesPage', () => {
  it('lists notes with Read for free ones and Upgrade now for locked ones', async () => {
    mockApi({
      [`GET ${notesPath}`]: {
        body: {
          ...listPage([
            note(1, { title: 'Acid-Base Balance and ABGs', system: 'Respiratory' }),
            note(2, { title: 'Heart Failure Care', paid: true, locked: true }),
          ]),
          category: RENAL,
          subscribed: false,
        },
      },
    })
    const { user, router } = render()
    expect(
      await screen.findByRole('heading', { name: 'Medical-Surgical Nursing' }),
    ).toBeInTheDocument()
    const [, free, paid] = within(screen.getByRole('table', { name: 'Study notes' })).getAllByRole(
      'row',
    )
    expect(within(paid!).getByRole('link', { name: 'Upgrade now' })).toHaveAttribute(
      'href',
      '/subscriptions',
    )
    expect(within(paid!).queryByRole('link', { name: 'Read' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/allNotesCategory')
    await user.click(within(free!).getByRole('link', { name: 'Read' }))
    expect(await screen.findByText('reader')).toBeInTheDocument()
    expect(router.state.location.search).toBe(`?id=${note(1).id}`)
  })

  it("shows 'Failed to fetch data' when the notes cannot be loaded", async () => {
    mockApi({ [`GET ${notesPath}`]: problem(500, 'Something went wrong.') })
    render()
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 5000 })
    expect(dialog).toHaveTextContent('Failed to fetch data')
  })

  it('says so when a subject has no notes', async () => {
    mockApi({
      [`GET ${notesPath}`]: { body: { ...listPage([]), category: RENAL, subscribed: false } },
    })
    render()
    expect(await screen.findByText('No notes in this subject yet.')).toBeInTheDocument()
  })
})
