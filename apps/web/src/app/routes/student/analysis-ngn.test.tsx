import { EXAMPLE_ITEMS } from '@nurseready/shared/items/examples'
import { screen, within } from '@testing-library/react'
import { ngnQuestion } from '@/testing/question-bank-fixtures'
import { mockApi, renderRoutes } from '@/testing/render'
import { AnalysisPage } from './analysis-page'

const Q1 = 'GET /api/papers/ABCD234567/questions/1'

/** A bow-tie answered with one action wrong (Give glucagon IM for the insulin infusion), as step 3 of the example case, in review. */
const bowtie = ngnQuestion(
  EXAMPLE_ITEMS.bowtie,
  {
    answered: true,
    marks: 5,
    given: { type: 'bowtie', condition: ['c1'], actions: ['a1', 'a3'], parameters: ['p1', 'p2'] },
    response: {
      type: 'bowtie',
      condition: ['c1'],
      actions: ['a1', 'a3'],
      parameters: ['p1', 'p2'],
    },
    correct: false,
    marksAwarded: 4,
    score: {
      rule: 'zero-one',
      points: 4,
      max: 5,
      correct: false,
      parts: [
        { id: 'c1', earned: 1 },
        { id: 'c2', earned: 0 },
        { id: 'c3', earned: 0 },
        { id: 'a1', earned: 1 },
        { id: 'a2', earned: 0 },
        { id: 'a3', earned: 0 },
        { id: 'a4', earned: 0 },
        { id: 'p1', earned: 1 },
        { id: 'p2', earned: 1 },
        { id: 'p3', earned: 0 },
        { id: 'p4', earned: 0 },
      ],
    },
    solution: EXAMPLE_ITEMS.bowtie,
    explanation: null,
    answeredAt: '2026-03-02T14:31:00.000Z',
  },
  { index: 2 },
)

describe('AnalysisPage with a Next Gen item', () => {
  it('shows the item read-only with its points, rule and per-zone marks, beside the case record, without the legacy answer boxes', async () => {
    mockApi({ [Q1]: { body: bowtie } })
    renderRoutes([{ path: '/analysis', element: <AnalysisPage /> }], {
      path: '/analysis?code=ABCD234567',
    })

    expect(await screen.findByRole('heading', { name: 'Question 1' })).toBeInTheDocument()
    expect(screen.getByText('Medical-Surgical Nursing · Bow-tie')).toBeInTheDocument()
    expect(screen.getByText('Partly correct')).toBeInTheDocument()
    expect(screen.getByText('4 / 5 points', { selector: 'span' })).toBeInTheDocument()
    expect(document.querySelector('[data-item-type="bowtie"]')).not.toBeNull()

    // The case: its title, the step, and the record's tabs.
    expect(screen.getByRole('heading', { name: 'Older adult with new confusion' })).toBeVisible()
    expect(screen.getByText('Item 3 of 6')).toBeInTheDocument()
    expect(screen.getByRole('tablist', { name: 'Client record' })).toBeInTheDocument()

    const score = screen.getByRole('group', { name: 'Score' })
    expect(within(score).getByText('4 / 5 points')).toBeInTheDocument()
    expect(
      within(score).getByText('0/1 scoring: 1 point per option in its correct box'),
    ).toBeInTheDocument()
    const lines = within(score)
      .getAllByRole('listitem')
      .map(
        (li) =>
          `${li.querySelector('[data-earned]')?.textContent} | ${li.querySelector('p')?.textContent}`,
      )
    expect(lines).toEqual([
      '+1 | Condition: Diabetic ketoacidosis',
      '0 | Condition: Hyperosmolar hyperglycemic state',
      '0 | Condition: Hypoglycemia',
      '+1 | Action: Infuse 0.9% sodium chloride IV',
      '0 | Action: Start the IV regular insulin infusion by protocol',
      '0 | Action: Give glucagon IM',
      '0 | Action: Restrict fluids',
      '+1 | Parameter: Serum potassium',
      '+1 | Parameter: Capillary glucose every hour',
      '0 | Parameter: Hemoglobin A1c',
      '0 | Parameter: Weekly weight',
    ])

    // The spec's Given / Correct Answer boxes are for the legacy types.
    expect(screen.queryByText('Given Answer')).not.toBeInTheDocument()
    // The overall rationale comes from the solution when the row has none.
    const panel = screen.getByRole('complementary', { name: 'Explanation and notes' })
    expect(panel).not.toHaveTextContent('No explanation available.')
  })
})
