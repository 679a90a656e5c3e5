import { screen, within } from '@testing-library/react'
import { mockApi, problem, renderRoutes } from '@/testing/render'
import { AbandonPaperButton } from './paper-actions'

const render = () =>
  renderRoutes([{ path: '/dashboard', element: <AbandonPaperButton code="AB12CD34" /> }], {
    path: '/dashboard',
  })

describe('AbandonPaperButton', () => {
  it('asks first; Cancel sends nothing; Abandon test sends one request and closes', async () => {
    const api = mockApi({
      'POST /api/papers/AB12CD34/abandon': { body: { code: 'AB12CD34', status: 'abandoned' } },
    })
    const { user } = render()
    await user.click(screen.getByRole('button', { name: 'Abandon test AB12CD34' }))
    let dialog = screen.getByRole('alertdialog', { name: 'Abandon this test?' })
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(api.callsTo('POST /api/papers/AB12CD34/abandon')).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Abandon test AB12CD34' }))
    dialog = screen.getByRole('alertdialog', { name: 'Abandon this test?' })
    await user.dblClick(within(dialog).getByRole('button', { name: 'Abandon test' }))
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(api.callsTo('POST /api/papers/AB12CD34/abandon')).toHaveLength(1)
  })

  it("shows the server's refusal in the dialog", async () => {
    mockApi({
      'POST /api/papers/AB12CD34/abandon': problem(409, 'Only a test in process can be abandoned.'),
    })
    const { user } = render()
    await user.click(screen.getByRole('button', { name: 'Abandon test AB12CD34' }))
    const dialog = screen.getByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: 'Abandon test' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only a test in process can be abandoned.',
    )
  })
})
