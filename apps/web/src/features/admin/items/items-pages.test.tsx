import { STORAGE_KEYS } from '@nurseready/shared/constants/spec'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { mockApi, renderRoutes } from '@/testing/render'
import { BankListPage } from './bank-list-page'
import { ImportPage } from './import-page'
import { ItemEditorPage } from './item-editor-page'

const ADMIN = { id: 'a1', name: 'Administrator', email: 'admin@nurseready.local', role: 'admin' }
const stats = (s: Partial<Record<string, unknown>>) => ({
  timesUsed: 0,
  completed: 0,
  facility: null,
  discrimination: null,
  pointBiserial: null,
  difficulty: null,
  calibrated: false,
  responses: 0,
  ...s,
})
const summary = {
  id: '11111111-1111-4111-8111-111111111111',
  key: 'stats-A',
  type: 'mcq',
  style: 'nextgen',
  status: 'published',
  version: 2,
  subjectId: '22222222-2222-4222-8222-222222222222',
  subject: 'Pharmacology',
  clientNeed: 'management-of-care',
  tags: [],
  stemText: 'Which action comes first?',
  caseStudyId: null,
  updatedAt: '2026-11-23T08:00:00.000Z',
  stats: stats({
    timesUsed: 4,
    completed: 4,
    facility: 0.5,
    discrimination: 57.735,
    pointBiserial: 0.9045,
    difficulty: -0.8,
  }),
}

function render(path: string) {
  localStorage.setItem(STORAGE_KEYS.token, 'x'.repeat(43))
  return renderRoutes(
    [
      { path: '/admin/items', element: <BankListPage /> },
      { path: '/admin/items/new', element: <ItemEditorPage /> },
      { path: '/admin/items/import', element: <ImportPage /> },
    ],
    { path },
  )
}
afterEach(() => localStorage.clear())

describe('admin question bank pages', () => {
  it('lists items with their statistics and sorts by facility when asked', async () => {
    const api = mockApi({
      'GET /api/auth/me': { body: ADMIN },
      'GET /api/admin/items': { body: { items: [summary], total: 1, page: 1, pageSize: 25 } },
    })
    render('/admin/items')
    const table = await screen.findByRole('table', { name: 'Items of the question bank' })
    const row = within(table).getAllByRole('row')[1] as HTMLElement
    expect(row).toHaveTextContent('stats-A')
    expect(row).toHaveTextContent('published v2')
    expect(row).toHaveTextContent('50 %')
    expect(row).toHaveTextContent('57.7')
    expect(row).toHaveTextContent('0.90')
    expect(row).toHaveTextContent('-0.80')
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'facility')
    await userEvent.selectOptions(screen.getByLabelText('Order'), 'asc')
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() =>
      expect(
        api.fetch.mock.calls.some(([u]) => String(u).includes('sort=facility&order=asc')),
      ).toBe(true),
    )
  })

  it('previews a new item with the students’ renderer and names what is wrong', async () => {
    mockApi({ 'GET /api/auth/me': { body: ADMIN }, 'GET /api/admin/subjects': { body: [] } })
    const { container } = render('/admin/items/new')
    await screen.findByRole('heading', { name: 'New item' })
    await waitFor(() => expect(container.querySelector('[data-item-type="mcq"]')).not.toBeNull())
    fireEvent.change(screen.getByLabelText(/as JSON/), {
      target: { value: '{ "options": [' },
    })
    expect(await screen.findByRole('list', { name: 'Problems' })).toHaveTextContent(
      "The JSON of the type's fields does not parse.",
    )
    expect(screen.getByText('The preview shows once the item is valid.')).toBeInTheDocument()
  })

  it('edits a multiple-choice item through its option fields, and the preview follows', async () => {
    mockApi({ 'GET /api/auth/me': { body: ADMIN }, 'GET /api/admin/subjects': { body: [] } })
    const { container } = render('/admin/items/new')
    const option = await screen.findByLabelText('Option o2')
    fireEvent.change(option, { target: { value: 'Give 15 g of fast-acting carbohydrate' } })
    await waitFor(() =>
      expect(container.querySelector('[data-item-type="mcq"]')).toHaveTextContent(
        'Give 15 g of fast-acting carbohydrate',
      ),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Add an option' }))
    expect(screen.getByLabelText('Option o5')).toHaveValue('')
    expect(await screen.findByRole('list', { name: 'Problems' })).toHaveTextContent(
      'Option o5 text cannot be empty.',
    )
  })

  it('checks an import file first and shows each item with its errors', async () => {
    const api = mockApi({
      'GET /api/auth/me': { body: ADMIN },
      'POST /api/admin/items/import': {
        body: {
          entries: [
            {
              source: '#1',
              id: 'a-1',
              kind: 'item',
              type: 'mcq',
              ok: true,
              errors: [],
              warnings: [],
            },
            {
              source: '#2',
              id: 'a-2',
              kind: 'item',
              ok: false,
              errors: ['Key option not in the item: o9'],
              warnings: [],
            },
          ],
          valid: 1,
          invalid: 1,
          notes: [],
          written: 0,
        },
      },
    })
    render('/admin/items/import')
    const file = new File(['[]'], 'items.json', { type: 'application/json' })
    await userEvent.upload(await screen.findByLabelText('File'), file)
    await userEvent.click(screen.getByRole('button', { name: 'Check the file' }))
    expect(
      await screen.findByRole('heading', { name: 'Check: 1 valid, 1 not' }),
    ).toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'Import report' })
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent(
      '#2a-2itemrefusedKey option not in the item: o9',
    )
    expect(screen.getByRole('button', { name: 'Import all' })).toBeDisabled()
    expect(api.callsTo('POST /api/admin/items/import')[0]?.body).toMatchObject({
      format: 'json',
      content: '[]',
      dryRun: true,
    })
  })
})
