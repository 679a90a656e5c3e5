import type { TAnsweredQuestion } from '@nurseready/shared/schemas/question-bank'
import { screen, within } from '@testing-library/react'
import { mockApi, renderRoutes } from '@/testing/render'
import { ViewMcqPage } from './view-mcq-page'

const Q2 = 'GET /api/papers/QX7Y8Z90/questions/2'

function matrix(overrides: Partial<TAnsweredQuestion> = {}): TAnsweredQuestion {
  return {
    code: 'QX7Y8Z90',
    position: 2,
    total: 5,
    style: 'nextgen',
    type: 'matrix',
    subject: 'Cardiology',
    stem: '<p>Which orders are indicated?</p>',
    options: [],
    headings: [],
    rows: [
      { id: 'a', text: 'Furosemide 40 mg IV' },
      { id: 'b', text: 'Potassium bolus' },
    ],
    marks: 3,
    answered: true,
    note: null,
    item: {
      type: 'matrix-mc',
      id: 'cardio-orders',
      style: 'nextgen',
      stem: '<p>Which orders are indicated?</p>',
      subject: 'Cardiology',
      clientNeed: 'pharmacological-and-parenteral-therapies',
      exams: [],
      rowHeading: 'STATEMENT',
      rows: [
        { id: 'r1', text: 'Furosemide 40 mg IV' },
        { id: 'r2', text: 'Potassium bolus' },
      ],
      columns: [
        { id: 'indicated', text: 'Indicated' },
        { id: 'not-indicated', text: 'Not indicated' },
      ],
    },
    case: null,
    response: null,
    score: null,
    solution: null,
    given: {
      type: 'matrix',
      rows: [
        { id: 'a', choice: 'indicated' },
        { id: 'b', choice: 'indicated' },
      ],
    },
    correct: false,
    marksAwarded: 0,
    key: {
      type: 'matrix',
      rows: [
        { id: 'a', indicated: true },
        { id: 'b', indicated: false },
      ],
    },
    explanation: null,
    answeredAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  }
}

function renderViewMcq(body: TAnsweredQuestion) {
  mockApi({ [Q2]: { body } })
  return renderRoutes([{ path: '/view/mcq', element: <ViewMcqPage /> }], {
    path: '/view/mcq?code=QX7Y8Z90&position=2',
  })
}

describe('ViewMcqPage', () => {
  it('uses STATEMENT / INDICATED / NOT INDICATED when the record has no headings and ticks the boxes from the key', async () => {
    renderViewMcq(matrix())
    const table = await screen.findByRole('table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['STATEMENT', 'INDICATED', 'NOT INDICATED'])
    expect(screen.queryByText(/heading \d/i)).toBeNull()
    const furosemide = screen.getByRole('checkbox', { name: 'INDICATED: Furosemide 40 mg IV' })
    expect(furosemide).toBeChecked()
    expect(furosemide).toBeDisabled()
    expect(
      screen.getByRole('checkbox', { name: 'NOT INDICATED: Furosemide 40 mg IV' }),
    ).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'INDICATED: Potassium bolus' })).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'NOT INDICATED: Potassium bolus' })).toBeChecked()
    expect(screen.getByRole('link', { name: /Back to review/ })).toHaveAttribute(
      'href',
      '/analysis?code=QX7Y8Z90&q=2',
    )
    expect(document.title).toBe('Prescription table · NurseReady')
  })

  it("uses the record's headings when present", async () => {
    renderViewMcq(matrix({ headings: ['Order', 'Indicated', 'Contraindicated'] }))
    const table = await screen.findByRole('table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Order', 'Indicated', 'Contraindicated'])
  })

  it('fills a blank or missing heading with the default for that column only', async () => {
    renderViewMcq(matrix({ headings: ['Medication order', '  '] }))
    const table = await screen.findByRole('table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Medication order', 'INDICATED', 'NOT INDICATED'])
  })

  it('explains that the table needs an answered question', async () => {
    renderViewMcq(matrix({ key: null, given: null, answered: false, correct: null }))
    expect(await screen.findByText('Not available yet')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })
})
