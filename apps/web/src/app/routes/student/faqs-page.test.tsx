import { screen } from '@testing-library/react'
import { deferred, type MockReply, mockApi, problem, renderRoutes } from '@/testing/render'
import { FaqsPage } from './faqs-page'

const faqs = [
  { id: '1', question: 'Which plans are there?', answer: 'Three plans.' },
  { id: '2', question: 'Do plans renew?', answer: 'No, never on their own.' },
  { id: '3', question: 'Tutor or timed?', answer: 'Tutor shows answers as you go.' },
]

function render() {
  return renderRoutes([{ path: '/faqs', element: <FaqsPage /> }], { path: '/faqs' })
}

describe('FaqsPage', () => {
  it("shows 'Loading FAQs...', then the accordion with the first item open", async () => {
    const reply = deferred<MockReply>()
    mockApi({ 'GET /api/faqs': () => reply.promise })
    render()
    expect(screen.getByText('Loading FAQs...')).toBeInTheDocument()
    reply.resolve({ status: 200, body: { items: faqs, total: 3, page: 1, pageSize: 100 } })

    const first = await screen.findByRole('button', { name: 'Which plans are there?' })
    expect(first).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('Three plans.')).toBeVisible()
    const second = screen.getByRole('button', { name: 'Do plans renew?' })
    expect(second).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText('No, never on their own.')).not.toBeVisible()
    expect(screen.getByRole('region', { name: 'Which plans are there?' })).toHaveTextContent(
      'Three plans.',
    )
  })

  it('opens and closes items with the keyboard and moves between questions with the arrows', async () => {
    mockApi({
      'GET /api/faqs': { status: 200, body: { items: faqs, total: 3, page: 1, pageSize: 100 } },
    })
    const { user } = render()
    const first = await screen.findByRole('button', { name: 'Which plans are there?' })
    first.focus()
    await user.keyboard('{Enter}')
    expect(first).toHaveAttribute('aria-expanded', 'false')

    await user.keyboard('{ArrowDown}')
    const second = screen.getByRole('button', { name: 'Do plans renew?' })
    expect(second).toHaveFocus()
    await user.keyboard(' ')
    expect(second).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('No, never on their own.')).toBeVisible()

    await user.keyboard('{End}')
    expect(screen.getByRole('button', { name: 'Tutor or timed?' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(first).toHaveFocus()
  })

  it("shows 'No FAQs available.' when there are none", async () => {
    mockApi({
      'GET /api/faqs': { status: 200, body: { items: [], total: 0, page: 1, pageSize: 100 } },
    })
    render()
    expect(await screen.findByText('No FAQs available.')).toBeInTheDocument()
  })

  it("alerts 'Failed to fetch data' when the FAQs cannot be loaded", async () => {
    mockApi({ 'GET /api/faqs': problem(503, 'Down') })
    render()
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 5000 })
    expect(dialog).toHaveTextContent('Error')
    expect(dialog).toHaveTextContent('Failed to fetch data')
  })
})
