import { STORAGE_KEYS } from '@nurseready/shared/constants/spec'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { mockApi, problem, renderRoutes } from '@/testing/render'
import { SubjectsPage } from './subjects-page'

const ADMIN = { id: 'a1', name: 'Administrator', email: 'admin@nurseready.local', role: 'admin' }
const PHARM = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Pharmacology',
  position: 3,
  items: 12,
}
const PEDS = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Pediatric Nursing',
  position: 5,
  items: 1,
}
const NEEDS = [
  ['management-of-care', 'Management of Care', 40],
  ['safety-and-infection-control', 'Safety and Infection Control', 0],
  ['health-promotion-and-maintenance', 'Health Promotion and Maintenance', 3],
  ['psychosocial-integrity', 'Psychosocial Integrity', 1],
  ['basic-care-and-comfort', 'Basic Care and Comfort', 2],
  ['pharmacological-and-parenteral-therapies', 'Pharmacological and Parenteral Therapies', 9],
  ['reduction-of-risk-potential', 'Reduction of Risk Potential', 4],
  ['physiological-adaptation', 'Physiological Adaptation', 5],
].map(([clientNeed, label, items]) => ({ clientNeed, label, items }))

function render(handlers: Parameters<typeof mockApi>[0]) {
  localStorage.setItem(STORAGE_KEYS.token, 'x'.repeat(43))
  const api = mockApi({
    'GET /api/auth/me': { body: ADMIN },
    'GET /api/admin/subjects': { body: [PHARM, PEDS] },
    'GET /api/admin/client-needs': { body: NEEDS },
    'GET /api/admin/item-tags': {
      body: [
        { tag: 'sepsis', items: 3 },
        { tag: 'insulin', items: 1 },
      ],
    },
    ...handlers,
  })
  renderRoutes([{ path: '/admin/subjects', element: <SubjectsPage /> }], {
    path: '/admin/subjects',
  })
  return api
}
afterEach(() => localStorage.clear())

describe('Subjects & tags page', () => {
  it('lists subjects, the eight client needs with their test-plan shares, and tags with counts', async () => {
    render({})
    expect(await screen.findByRole('heading', { name: 'Subjects & tags', level: 1 })).toBeVisible()
    const subjects = await screen.findByRole('table', { name: 'All subjects' })
    const rows = within(subjects).getAllByRole('row')
    expect(rows[1]).toHaveTextContent('Pharmacology312 itemsRename')
    expect(rows[2]).toHaveTextContent('Pediatric Nursing51 itemRename')

    const needs = await screen.findByRole('table', { name: 'All client-need categories' })
    const needRows = within(needs).getAllByRole('row')
    expect(needRows).toHaveLength(9)
    expect(needRows[1]).toHaveTextContent(
      'Management of Care“Coordinated Care” on the NCLEX-PN plan40 items15–21 %18–24 %',
    )
    expect(needRows[2]).toHaveTextContent('Safety and Infection Control0 items10–16 %')

    const tags = await screen.findByRole('list', { name: 'Tags' })
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['sepsis3 items', 'insulin1 item'])
  })

  it('adds a subject, and shows the server refusing a name in use under the field', async () => {
    let n = 0
    const api = render({
      'POST /api/admin/subjects': () =>
        ++n === 1
          ? {
              status: 201,
              body: {
                id: '33333333-3333-4333-8333-333333333333',
                name: 'Oncology Nursing',
                position: 40,
                items: 0,
              },
            }
          : problem(409, 'The subject Pharmacology exists.'),
    })
    const name = await screen.findByLabelText(/^New subject/)
    await userEvent.type(name, '  Oncology Nursing ')
    await userEvent.type(screen.getByLabelText('Position'), '40')
    await userEvent.click(screen.getByRole('button', { name: 'Add subject' }))
    expect(await screen.findByText('Oncology Nursing added.')).toBeVisible()
    expect(api.callsTo('POST /api/admin/subjects')[0]?.body).toEqual({
      name: 'Oncology Nursing',
      position: 40,
    })
    expect(name).toHaveValue('')

    await userEvent.type(name, 'Pharmacology')
    await userEvent.click(screen.getByRole('button', { name: 'Add subject' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('The subject Pharmacology exists.')
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(api.callsTo('POST /api/admin/subjects')[1]?.body).toEqual({ name: 'Pharmacology' })
  })

  it('renames a subject in its row; Escape leaves it as it was', async () => {
    const api = render({
      [`PUT /api/admin/subjects/${PHARM.id}`]: { body: { ...PHARM, name: 'Pharmacology I' } },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Pharmacology' }))
    const form = screen.getByRole('form', { name: 'Rename Pharmacology' })
    const field = within(form).getByLabelText(/^Name/)
    expect(field).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('form', { name: 'Rename Pharmacology' })).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'Rename Pharmacology' }))
    const again = screen.getByRole('form', { name: 'Rename Pharmacology' })
    const input = within(again).getByLabelText(/^Name/)
    await userEvent.clear(input)
    await userEvent.type(input, 'Pharmacology I')
    await userEvent.click(within(again).getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(api.callsTo(`PUT /api/admin/subjects/${PHARM.id}`)[0]?.body).toEqual({
        name: 'Pharmacology I',
        position: 3,
      }),
    )
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Rename Pharmacology' })).toBeNull(),
    )
  })

  it('shows each part empty or failed on its own', async () => {
    render({
      'GET /api/admin/subjects': problem(500, 'The database is not answering.'),
      'GET /api/admin/item-tags': { body: [] },
    })
    expect(
      await screen.findByText('The database is not answering.', {}, { timeout: 5000 }),
    ).toHaveAttribute('role', 'alert')
    expect(
      await screen.findByText('No tags yet: tag items in the item editor or when importing.'),
    ).toBeVisible()
    expect(await screen.findByRole('table', { name: 'All client-need categories' })).toBeVisible()
  })
})
