import { EXAMPLE_ITEMS } from '@nurseready/shared/items/examples'
import type { TAnsweredQuestion, TPaperState } from '@nurseready/shared/schemas/question-bank'
import { screen, within } from '@testing-library/react'
import { scoreLines } from '@/features/question-bank/items/testing'
import { ngnQuestion, paperState } from '@/testing/question-bank-fixtures'
import { mockApi } from '@/testing/render'
import { ANSWER, CODE, PAPER, Q, renderTest } from '@/testing/take-test'

/** Select all that apply (4 right of 6) as the first item of a case, before and after the answer. */
const multi = EXAMPLE_ITEMS.multi
const asked = ngnQuestion(multi, {}, { index: 0 })
const given = { type: 'multi', selected: ['o1', 'o2', 'o5'] } as const
const graded: TAnsweredQuestion = ngnQuestion(
  multi,
  {
    answered: true,
    given: { ...given, selected: [...given.selected] },
    response: { ...given, selected: [...given.selected] },
    correct: false,
    marksAwarded: 1,
    score: {
      rule: 'plus-minus',
      points: 1,
      max: 4,
      correct: false,
      parts: [
        { id: 'o1', earned: 1 },
        { id: 'o2', earned: 1 },
        { id: 'o3', earned: 0 },
        { id: 'o4', earned: 0 },
        { id: 'o5', earned: -1 },
        { id: 'o6', earned: 0 },
      ],
    },
    solution: multi,
    explanation: '<p>Stop the transfusion and keep the line open.</p>',
    answeredAt: '2026-03-02T14:31:00.000Z',
  },
  { index: 0 },
)

function ngnApi() {
  let state: TPaperState = paperState({ style: 'nextgen', questionCount: 6, marksPossible: 24 })
  return mockApi({
    [PAPER]: () => ({ body: state }),
    [Q(1)]: { body: asked },
    [ANSWER(1)]: () => {
      state = { ...state, nextPosition: 2, answeredCount: 1 }
      return { body: { status: 'complete', result: graded, paperStatus: 'in process' } }
    },
  })
}

describe('TakeTestPage with a Next Gen case item', () => {
  beforeEach(() => localStorage.setItem('papercode', CODE))

  it('shows the case and its record tabs, offers Next once an option is chosen, posts the item response and shows 1 / 4 points with +1/−1 per option', async () => {
    const api = ngnApi()
    const { user } = renderTest()

    const fever = await screen.findByRole('checkbox', { name: 'Fever and chills' })
    expect(document.querySelector('[data-item-type="multi"]')).not.toBeNull()
    expect(screen.getByRole('heading', { name: 'Older adult with new confusion' })).toBeVisible()
    expect(screen.getByText('Item 1 of 6')).toBeInTheDocument()
    expect(screen.getByText(/· Recognize cues/)).toBeInTheDocument()

    // The record: tabs moved with the arrow keys.
    const tabs = screen.getByRole('tablist', { name: 'Client record' })
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual([
      "Nurses' Notes",
      'History and Physical',
      'Vital Signs',
      'Laboratory Results',
      'Orders/MAR',
    ])
    await user.click(within(tabs).getByRole('tab', { name: "Nurses' Notes" }))
    await user.keyboard('{ArrowRight}')
    expect(within(tabs).getByRole('tab', { name: 'History and Physical' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(screen.getByText(/Hypertension \(lisinopril 10 mg daily\)/)).toBeVisible()
    // On a narrow screen the record folds away.
    const fold = screen.getByRole('button', { name: 'Hide the client record' })
    expect(fold).toHaveAttribute('aria-expanded', 'true')

    const next = screen.getByRole('button', { name: 'Next' })
    expect(next).toBeDisabled()
    await user.click(fever)
    expect(next).toBeEnabled()
    await user.click(screen.getByRole('checkbox', { name: 'Low back pain' }))
    await user.click(screen.getByRole('checkbox', { name: 'Heart rate 52/min' }))
    await user.click(next)

    const feedback = await screen.findByRole('region', { name: 'Partly correct' })
    expect(api.callsTo(ANSWER(1))[0]?.body).toEqual({
      answer: { type: 'multi', selected: ['o1', 'o2', 'o5'] },
      elapsedSeconds: expect.any(Number),
    })
    expect(within(feedback).getByText('1 / 4 points')).toBeInTheDocument()
    expect(within(feedback).getByText('Stop the transfusion and keep the line open.')).toBeVisible()
    // One breakdown, under the item.
    expect(screen.getAllByRole('group', { name: 'Score' })).toHaveLength(1)
    expect(
      screen.getByText(
        '+/− scoring: +1 per correct choice, −1 per incorrect choice, never below 0',
      ),
    ).toBeInTheDocument()
    expect(scoreLines()).toEqual([
      '+1 | Fever and chills | Chosen, correct',
      '+1 | Low back pain | Chosen, correct',
      '0 | Blood pressure 84/50 mm Hg | Not chosen, a correct answer',
      '0 | Dark red-brown urine | Not chosen, a correct answer',
      '−1 | Heart rate 52/min | Chosen, incorrect',
      '0 | Blood pressure 168/96 mm Hg | Not chosen',
    ])
    expect(screen.getByRole('checkbox', { name: /Fever and chills/ })).toBeDisabled()
  })

  it('digit shortcuts leave a matrix of checkboxes alone', async () => {
    const matrix = ngnQuestion(EXAMPLE_ITEMS['matrix-mr'])
    const api = mockApi({
      [PAPER]: { body: paperState({ style: 'nextgen', questionCount: 1 }) },
      [Q(1)]: { body: matrix },
    })
    const { user } = renderTest()
    const boxes = await screen.findAllByRole('checkbox')
    expect(document.querySelector('[data-item-type="matrix-mr"]')).not.toBeNull()
    await user.keyboard('1')
    await user.keyboard('2')
    expect(boxes.filter((b) => (b as HTMLInputElement).checked)).toHaveLength(0)
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
    expect(api.callsTo(ANSWER(1))).toHaveLength(0)
  })

  it('time mode: a matrix item offers Next only once every row is answered, posts its cells and moves on without feedback', async () => {
    const timer = { limitSeconds: 3600, remainingSeconds: 1200, paused: false, deadline: null }
    let state: TPaperState = paperState({ style: 'nextgen', mode: 'time', questionCount: 2, timer })
    const api = mockApi({
      [PAPER]: () => ({ body: state }),
      [Q(1)]: { body: ngnQuestion(EXAMPLE_ITEMS['matrix-mc'], { total: 2 }) },
      [Q(2)]: { body: ngnQuestion(EXAMPLE_ITEMS.bowtie, { position: 2, total: 2, marks: 5 }) },
      [ANSWER(1)]: () => {
        state = { ...state, nextPosition: 2, answeredCount: 1 }
        return { body: { status: 'complete', result: null, paperStatus: 'in process' } }
      },
    })
    const { user } = renderTest()

    await user.click(
      await screen.findByRole('radio', { name: 'Continuous cardiac monitoring: Indicated' }),
    )
    await user.click(screen.getByRole('radio', { name: 'Potassium chloride 20 mEq IV: Indicated' }))
    await user.click(
      screen.getByRole('radio', { name: 'Regular insulin IV with dextrose: Indicated' }),
    )
    const next = screen.getByRole('button', { name: 'Next' })
    expect(next).toBeDisabled()
    await user.click(screen.getByRole('radio', { name: 'A banana with each meal: Not indicated' }))
    expect(next).toBeEnabled()
    await user.click(next)

    expect(await screen.findByRole('heading', { name: 'Question 2 of 2' })).toBeInTheDocument()
    expect(api.callsTo(ANSWER(1))[0]?.body).toEqual({
      answer: {
        type: 'matrix-mc',
        cells: [
          { row: 'r1', column: 'indicated' },
          { row: 'r2', column: 'indicated' },
          { row: 'r3', column: 'indicated' },
          { row: 'r4', column: 'not-indicated' },
        ],
      },
      elapsedSeconds: expect.any(Number),
    })
    expect(
      await screen.findByRole('button', { name: 'Condition most likely experiencing: empty' }),
    ).toBeEnabled()
    expect(screen.queryByRole('group', { name: 'Score' })).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: /correct/i })).not.toBeInTheDocument()
  })
})
