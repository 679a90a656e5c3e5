import { STORAGE_KEYS } from '@nurseready/shared/constants/spec'
import { EXAMPLE_CASE_STUDY } from '@nurseready/shared/items/examples'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { type MockHandler, mockApi, problem, renderRoutes } from '@/testing/render'
import { CaseStudyEditorPage } from './case-study-editor-page'
import { CaseStudyListPage } from './case-study-list-page'

const ADMIN = { id: 'a1', name: 'Administrator', email: 'admin@nurseready.local', role: 'admin' }
const CASE_ID = '99999999-9999-4999-8999-999999999999'
const qid = (n: number) => `0000000${n}-0000-4000-8000-00000000000${n}`
/** Six bank items (the example case's, under other ids): the first a stand-alone draft. */
const BANK = EXAMPLE_CASE_STUDY.steps.map((s, i) => ({
  id: qid(i + 1),
  key: `bank-${i + 1}`,
  type: s.item.type,
  style: 'nextgen',
  status: i === 0 ? 'draft' : 'published',
  version: 1,
  subjectId: '22222222-2222-4222-8222-222222222222',
  subject: 'Medical-Surgical Nursing',
  clientNeed: s.item.clientNeed,
  tags: [],
  stemText: `Bank stem ${i + 1}`,
  caseStudyId: null,
  updatedAt: '2026-11-23T08:00:00.000Z',
  stats: {
    timesUsed: 0,
    completed: 0,
    facility: null,
    discrimination: null,
    pointBiserial: null,
    difficulty: null,
    calibrated: false,
    responses: 0,
  },
  item: { ...s.item, id: `bank-${i + 1}` },
  history: [],
  choices: [],
  usedInPapers: 0,
}))
const SUMMARY = {
  id: CASE_ID,
  key: 'cs-chest-pain',
  title: 'Chest pain at night',
  subject: 'Cardiac Nursing',
  exams: ['nclex-rn', 'nclex-pn'],
  status: 'published',
  itemIds: [1, 2, 3, 4, 5, 6].map(qid),
  createdAt: '2026-11-23T08:00:00.000Z',
}

/** The list's reply: one page of case studies and how many there are in all. */
const pageOf = (items: unknown[], total = items.length, page = 1) => ({
  items,
  total,
  page,
  pageSize: 25,
})

function render(path: string, handlers: Record<string, MockHandler>) {
  localStorage.setItem(STORAGE_KEYS.token, 'x'.repeat(43))
  const api = mockApi({
    'GET /api/auth/me': { body: ADMIN },
    'GET /api/admin/subjects': { body: [] },
    ...handlers,
  })
  const utils = renderRoutes(
    [
      { path: '/admin/case-studies', element: <CaseStudyListPage /> },
      { path: '/admin/case-studies/new', element: <CaseStudyEditorPage /> },
      { path: '/admin/case-studies/:id', element: <CaseStudyEditorPage /> },
    ],
    { path },
  )
  return { api, ...utils }
}
afterEach(() => localStorage.clear())

describe('case study list', () => {
  it('shows each case with its subject, status, exams and items', async () => {
    render('/admin/case-studies', { 'GET /api/admin/case-studies': { body: pageOf([SUMMARY]) } })
    const table = await screen.findByRole('table', { name: 'Case studies' })
    const row = within(table).getAllByRole('row')[1] as HTMLElement
    expect(row).toHaveTextContent(
      'Chest pain at nightcs-chest-painCardiac NursingpublishedNCLEX-RN, NCLEX-PN6 of 6',
    )
    expect(within(row).getByRole('link', { name: 'Chest pain at night' })).toHaveAttribute(
      'href',
      `/admin/case-studies/${CASE_ID}`,
    )
    expect(screen.getByRole('link', { name: 'New case study' })).toHaveAttribute(
      'href',
      '/admin/case-studies/new',
    )
  })

  it('says so when there are none', async () => {
    render('/admin/case-studies', { 'GET /api/admin/case-studies': { body: pageOf([]) } })
    expect(await screen.findByText('No case studies yet.')).toBeVisible()
  })

  it('pages 25 at a time: Next asks for page 2 and shows it', async () => {
    const later = { ...SUMMARY, id: qid(7), key: 'cs-older', title: 'An older case' }
    const { api } = render('/admin/case-studies', {
      'GET /api/admin/case-studies': (call) => ({
        body: call.search.includes('page=2') ? pageOf([later], 30, 2) : pageOf([SUMMARY], 30),
      }),
    })
    expect(await screen.findByText('30 results')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Chest pain at night' })).toBeVisible()
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('link', { name: 'An older case' })).toBeVisible()
    expect(screen.queryByRole('link', { name: 'Chest pain at night' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    expect(api.callsTo('GET /api/admin/case-studies').map((c) => c.search)).toEqual([
      '?page=1&pageSize=25',
      '?page=2&pageSize=25',
    ])
  })

  it('shows the server message when the list fails', async () => {
    render('/admin/case-studies', {
      'GET /api/admin/case-studies': problem(500, 'The database is not answering.'),
    })
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'The database is not answering.',
    )
  })
})

describe('case study editor', () => {
  it('writes a record, chooses six bank items with a record change, previews, and saves', async () => {
    const handlers: Record<string, MockHandler> = {
      'GET /api/admin/items': { body: { items: BANK, total: 6, page: 1, pageSize: 8 } },
      'POST /api/admin/case-studies': { status: 201, body: { id: CASE_ID } },
      [`GET /api/admin/case-studies/${CASE_ID}`]: problem(500, 'not asked for in this test'),
    }
    for (const b of BANK) handlers[`GET /api/admin/items/${b.id}`] = { body: b }
    const { api, user, location } = render('/admin/case-studies/new', handlers)

    await user.type(await screen.findByLabelText(/^Case id/), 'cs-new')
    await user.type(screen.getByLabelText(/^Title/), 'Night-time chest pain')
    await user.type(screen.getByLabelText(/^Subject/), 'Cardiac Nursing')

    // The record's tabs move with the arrow keys.
    const recordTabs = screen.getByRole('tablist', { name: 'Record tabs' })
    const notes = within(recordTabs).getByRole('tab', { name: "Nurses' Notes" })
    notes.focus()
    await user.keyboard('{ArrowRight}')
    expect(within(recordTabs).getByRole('tab', { name: 'History and Physical' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(within(recordTabs).getByRole('tab', { name: 'History and Physical' })).toHaveFocus()
    await user.keyboard('{End}')
    expect(within(recordTabs).getByRole('tab', { name: 'Orders/MAR' })).toHaveFocus()
    await user.keyboard('{Home}')
    expect(notes).toHaveAttribute('aria-selected', 'true')
    await user.click(screen.getByRole('button', { name: 'Add note' }))
    fireEvent.change(screen.getByLabelText('Note (HTML)'), {
      target: { value: '<p>Woke at 0200 with crushing chest pain.</p>' },
    })
    await user.click(within(recordTabs).getByRole('tab', { name: 'Vital Signs' }))
    await user.click(screen.getByRole('button', { name: 'Add table' }))
    await user.type(screen.getByLabelText('Row 1 label'), 'Heart rate')
    await user.type(screen.getByLabelText('Row 1, 0800'), '118/min')

    // Saving with no items names each missing one and sends nothing.
    await user.click(screen.getByRole('button', { name: 'Save draft' }))
    const problems = await screen.findByRole('alert')
    expect(problems).toHaveTextContent('Item 1 · Recognize cues: choose an item from the bank.')
    expect(problems).toHaveTextContent('Item 6 · Evaluate outcomes: choose an item from the bank.')
    expect(api.callsTo('POST /api/admin/case-studies')).toHaveLength(0)

    const itemTabs = screen.getByRole('tablist', { name: 'Case items' })
    for (let i = 0; i < 6; i++) {
      await user.click(within(itemTabs).getAllByRole('tab')[i] as HTMLElement)
      await user.click(screen.getByRole('button', { name: 'Choose from the bank' }))
      const dialog = await screen.findByRole('dialog')
      await user.click(await within(dialog).findByRole('button', { name: `Choose bank-${i + 1}` }))
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    }
    expect(screen.getByRole('status')).toHaveTextContent(
      'A copy of bank-6 (published); the original stays in the bank.',
    )
    expect(screen.getByLabelText('Item id')).toHaveValue('cs-new-6')

    // Before item 2 the nurse adds a note: the preview of item 2 shows it, item 1's does not.
    await user.click(within(itemTabs).getAllByRole('tab')[1] as HTMLElement)
    await user.click(screen.getByRole('button', { name: 'Add a note' }))
    const change = screen.getByRole('group', { name: 'Item 2, change 1' })
    fireEvent.change(within(change).getByLabelText('Note (HTML)'), {
      target: { value: '<p>Pain 8/10 after nitroglycerin.</p>' },
    })
    const preview = screen.getByRole('region', { name: 'Preview' })
    const record = () => within(preview).getByRole('region', { name: 'Client record' })
    expect(record()).toHaveTextContent('Pain 8/10 after nitroglycerin.')
    expect(within(preview).getByLabelText('Preview step')).toHaveValue('1')
    await user.selectOptions(within(preview).getByLabelText('Preview step'), '0')
    expect(record()).not.toHaveTextContent('Pain 8/10')
    expect(record()).toHaveTextContent('Woke at 0200 with crushing chest pain.')
    expect(within(preview).getByRole('region', { name: 'Previewed item' })).toHaveTextContent(
      'Which findings require follow-up?',
    )

    await user.click(screen.getByRole('button', { name: 'Save draft' }))
    await waitFor(() => expect(api.callsTo('POST /api/admin/case-studies')).toHaveLength(1))
    const body = api.callsTo('POST /api/admin/case-studies')[0]?.body as {
      caseStudy: {
        id: string
        subject: string
        record: { tabs: { id: string; entries: unknown[] }[] }
        steps: {
          item: { id: string; subject: string; clinicalJudgmentStep: string }
          recordChanges?: unknown[]
        }[]
      }
      adopt: string[]
    }
    expect(body.adopt).toEqual([qid(1)])
    expect(body.caseStudy).toMatchObject({
      id: 'cs-new',
      title: 'Night-time chest pain',
      subject: 'Cardiac Nursing',
    })
    expect(
      body.caseStudy.steps.map((s) => [s.item.id, s.item.subject, s.item.clinicalJudgmentStep]),
    ).toEqual([
      ['bank-1', 'Cardiac Nursing', 'recognize-cues'],
      ['cs-new-2', 'Cardiac Nursing', 'analyze-cues'],
      ['cs-new-3', 'Cardiac Nursing', 'prioritize-hypotheses'],
      ['cs-new-4', 'Cardiac Nursing', 'generate-solutions'],
      ['cs-new-5', 'Cardiac Nursing', 'take-action'],
      ['cs-new-6', 'Cardiac Nursing', 'evaluate-outcomes'],
    ])
    expect(body.caseStudy.steps[1]?.recordChanges).toEqual([
      {
        op: 'add',
        tab: 'nurses-notes',
        entry: {
          kind: 'note',
          id: 'note-2',
          time: '',
          html: '<p>Pain 8/10 after nitroglycerin.</p>',
        },
      },
    ])
    expect(body.caseStudy.record.tabs.find((t) => t.id === 'vital-signs')?.entries).toEqual([
      {
        kind: 'table',
        id: 'table-1',
        caption: '',
        columns: ['0800'],
        rows: [{ label: 'Heart rate', values: ['118/min'] }],
      },
    ])
    await waitFor(() => expect(location()).toBe(`/admin/case-studies/${CASE_ID}`))
  }, 30_000)

  it('a published case is read-only and is archived after a confirmation', async () => {
    const detail = { ...SUMMARY, caseStudy: { ...EXAMPLE_CASE_STUDY, id: 'cs-chest-pain' } }
    let archived = false
    const { api, user } = render(`/admin/case-studies/${CASE_ID}`, {
      [`GET /api/admin/case-studies/${CASE_ID}`]: () => ({
        body: { ...detail, status: archived ? 'archived' : 'published' },
      }),
      [`POST /api/admin/case-studies/${CASE_ID}/archive`]: () => {
        archived = true
        return { body: { id: CASE_ID, status: 'archived' } }
      },
    })
    expect(
      await screen.findByRole('heading', { name: 'Chest pain at night', level: 1 }),
    ).toBeVisible()
    expect(screen.getByText(/A published case study cannot be edited/)).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull()
    expect(screen.getByLabelText(/^Title/)).toHaveAttribute('readonly')
    await user.click(screen.getByRole('button', { name: 'Archive' }))
    const confirm = screen.getByRole('alertdialog', { name: 'Archive this case study?' })
    await user.click(within(confirm).getByRole('button', { name: 'Archive' }))
    expect(
      await screen.findByText('Archived: kept for the tests that showed it, never in a new test.'),
    ).toBeVisible()
    expect(api.callsTo(`POST /api/admin/case-studies/${CASE_ID}/archive`)).toHaveLength(1)
    expect(await screen.findByRole('button', { name: 'Publish again' })).toBeEnabled()
  })

  it("shows the server's refusal to publish a draft", async () => {
    const detail = {
      ...SUMMARY,
      status: 'draft',
      caseStudy: { ...EXAMPLE_CASE_STUDY, id: 'cs-chest-pain' },
    }
    const { user } = render(`/admin/case-studies/${CASE_ID}`, {
      [`GET /api/admin/case-studies/${CASE_ID}`]: { body: detail },
      [`POST /api/admin/case-studies/${CASE_ID}/publish`]: problem(
        422,
        'ex-case-urosepsis-2 cannot be published yet: Write the rationale of s1',
      ),
    })
    await user.click(await screen.findByRole('button', { name: 'Publish' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ex-case-urosepsis-2 cannot be published yet: Write the rationale of s1',
    )
    // An edit must be saved before publishing.
    await user.type(screen.getByLabelText(/^Title/), ' (day 2)')
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled()
  })
})
