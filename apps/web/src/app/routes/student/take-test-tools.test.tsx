import { screen, within } from '@testing-library/react'
import { gradedMcq, mcqQuestion, paperState } from '@/testing/question-bank-fixtures'
import { type MockHandler, mockApi } from '@/testing/render'
import { ANSWER, CODE, PAPER, Q, renderTest, second } from '@/testing/take-test'

const FLAG = (n: number) => `PUT /api/papers/${CODE}/questions/${n}/flag`
const third = mcqQuestion({
  position: 3,
  stem: '<p>Which electrolyte does furosemide lower most? Check the lab values.</p>',
  options: ['Potassium', 'Sodium', 'Calcium', 'Glucose'],
})

/** A 3-question paper: 1 unanswered, 2 answered and flagged, 3 unanswered. */
function paperApi(mode: 'tutor' | 'time' = 'tutor', extra: Record<string, MockHandler> = {}) {
  return mockApi({
    [PAPER]: {
      body: paperState({
        mode,
        answeredCount: 1,
        timer:
          mode === 'time'
            ? { limitSeconds: 3600, remainingSeconds: 3000, paused: false, deadline: null }
            : null,
        items: [
          { position: 1, answered: false, flagged: false },
          { position: 2, answered: true, flagged: true },
          { position: 3, answered: false, flagged: false },
        ],
      }),
    },
    [Q(1)]: { body: mcqQuestion() },
    [Q(2)]: { body: gradedMcq('B12', { ...second, answered: true, flagged: true }) },
    [Q(3)]: { body: third },
    [FLAG(1)]: (call) => ({ body: { flagged: (call.body as { flagged: boolean }).flagged } }),
    ...extra,
  })
}

const navigator = () => screen.getByRole('navigation', { name: 'Question navigator' })
const navButton = (n: number) =>
  within(navigator()).getByRole('button', { name: new RegExp(`^Question ${n}:`) })

describe('TakeTestPage: test tools', () => {
  beforeEach(() => {
    localStorage.setItem('papercode', CODE)
    sessionStorage.clear()
  })

  it('navigator: says which question is current, answered, flagged or unanswered, and jumps', async () => {
    const api = paperApi()
    const { user } = renderTest()
    await screen.findByRole('radio', { name: 'Naloxone' })

    expect(navButton(1)).toHaveAccessibleName('Question 1: current, unanswered')
    expect(navButton(1)).toHaveAttribute('aria-current', 'step')
    expect(navButton(2)).toHaveAccessibleName('Question 2: answered, flagged')
    expect(navButton(3)).toHaveAccessibleName('Question 3: unanswered')
    expect(within(navigator()).getByText('1 answered')).toBeInTheDocument()
    expect(within(navigator()).getByText('1 flagged')).toBeInTheDocument()
    expect(within(navigator()).getByText('2 left')).toBeInTheDocument()

    await user.click(navButton(3))
    expect(await screen.findByRole('heading', { name: 'Question 3 of 3' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Potassium' })).toBeEnabled()
    expect(navButton(3)).toHaveAccessibleName('Question 3: current, unanswered')
    expect(navButton(1)).toHaveAccessibleName('Question 1: unanswered')

    // Tutor mode: an answered question opens read-only.
    await user.click(navButton(2))
    expect(
      await screen.findByText('You are looking back at question 2. It is read-only.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: /B12/ })).toBeDisabled()

    // Flagging the current question shows in the navigator at once.
    await user.click(screen.getByRole('button', { name: 'Back to current question' }))
    await user.click(navButton(1))
    await screen.findByRole('heading', { name: 'Question 1 of 3' })
    await user.click(screen.getByRole('button', { name: /Flag for review/ }))
    expect(navButton(1)).toHaveAccessibleName('Question 1: current, unanswered, flagged')
    expect(api.callsTo(FLAG(1)).map((c) => c.body)).toEqual([{ flagged: true }])
  })

  it('navigator in time mode: an answered question cannot be opened again', async () => {
    paperApi('time')
    const { user } = renderTest()
    await screen.findByRole('radio', { name: 'Naloxone' })
    expect(navButton(2)).toHaveAttribute('aria-disabled', 'true')
    await user.click(navButton(2))
    expect(screen.getByRole('heading', { name: 'Question 1 of 3' })).toBeInTheDocument()
    expect(screen.queryByText(/looking back/)).not.toBeInTheDocument()
  })

  it('strike-through: rules an option out without choosing it, kept for the question', async () => {
    const api = paperApi()
    const { user, unmount } = renderTest()
    await screen.findByRole('radio', { name: 'Naloxone' })
    const strikeB = screen.getByRole('button', { name: 'Strike out option B' })

    expect(strikeB).toHaveAttribute('aria-pressed', 'false')
    await user.click(strikeB)
    expect(strikeB).toHaveAttribute('aria-pressed', 'true')
    const atropine = screen.getByRole('radio', { name: /Atropine/ })
    expect(atropine).toHaveAccessibleName('Atropine, struck out')
    expect(atropine).not.toBeChecked()
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([])

    // Still struck after leaving and coming back (sessionStorage), not on another question.
    unmount()
    renderTest()
    await screen.findByRole('radio', { name: /Naloxone/ })
    expect(screen.getByRole('button', { name: 'Strike out option B' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(screen.getByRole('button', { name: 'Strike out option A' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
  })

  it('highlighter: a sentence of the stem is marked from the keyboard list, and cleared', async () => {
    paperApi()
    const { user } = renderTest()
    await user.click(await screen.findByRole('button', { name: 'Question 3: unanswered' }))
    await screen.findByRole('heading', { name: 'Question 3 of 3' })

    await user.click(screen.getByText('Highlight a sentence'))
    await user.click(screen.getByRole('button', { name: 'Check the lab values.' }))
    const card = screen.getByRole('region', { name: 'Question 3' })
    expect(card.querySelector('mark')).toHaveTextContent('Check the lab values.')
    expect(screen.getByRole('button', { name: 'Check the lab values.' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await user.click(screen.getByRole('button', { name: 'Clear highlights' }))
    expect(card.querySelector('mark')).toBeNull()
  })

  it('shortcuts: keys choose, flag, open the tools and go Next', async () => {
    const api = paperApi('tutor', {
      [ANSWER(1)]: {
        body: { status: 'complete', result: gradedMcq('Atropine'), paperStatus: 'in process' },
      },
    })
    const { user } = renderTest()
    await screen.findByRole('radio', { name: 'Naloxone' })

    await user.keyboard('2')
    expect(screen.getByRole('radio', { name: /Atropine/ })).toBeChecked()
    await user.keyboard('f')
    expect(screen.getByRole('button', { name: /Flag for review/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await user.keyboard('c')
    const calculator = screen.getByRole('dialog', { name: 'Calculator' })
    expect(within(calculator).getByRole('textbox', { name: 'Calculator display' })).toHaveFocus()
    // Keys inside the calculator stay there (no option chosen, no lab values).
    await user.keyboard('1l')
    expect(screen.getByRole('radio', { name: /Atropine/ })).toBeChecked()
    expect(screen.queryByRole('dialog', { name: 'Lab values' })).not.toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Calculator' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Calculator' })).toHaveFocus()

    await user.keyboard('?')
    const help = screen.getByRole('dialog', { name: 'Keyboard shortcuts' })
    expect(within(help).getByRole('row', { name: /Flag or unflag for review/ })).toHaveTextContent(
      'F',
    )
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument()

    await user.keyboard('n')
    expect(await screen.findByRole('region', { name: 'Incorrect' })).toBeInTheDocument()
    // The graded question counts as answered in the navigator at once.
    expect(navButton(1)).toHaveAccessibleName('Question 1: current, answered, flagged')
    expect(api.callsTo(ANSWER(1)).map((c) => c.body)).toEqual([
      { answer: { type: 'mcq', choice: 'Atropine' }, elapsedSeconds: expect.any(Number) },
    ])
  })

  it('shortcuts never fire while typing in a text field', async () => {
    const blank = mcqQuestion({ type: 'blank', stem: '<p>Name the antidote.</p>', options: [] })
    const api = paperApi('tutor', { [Q(1)]: { body: blank } })
    const { user } = renderTest()
    const box = await screen.findByRole('textbox', { name: 'Your answer' })

    await user.type(box, 'n1fcql?+')
    expect(box).toHaveValue('n1fcql?+')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Flag for review/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    expect(screen.getByRole('group', { name: 'Text size' })).toHaveTextContent('Standard')
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([])
  })

  it('text size: A+ / A− change the question text and the choice is kept for the next visit', async () => {
    paperApi()
    const { user, unmount } = renderTest()
    await screen.findByRole('radio', { name: 'Naloxone' })
    const card = () => screen.getByRole('region', { name: 'Question 1' })
    expect(screen.getByRole('group', { name: 'Text size' })).toHaveTextContent('Standard')
    expect(screen.getByRole('button', { name: 'Smaller text' })).toBeDisabled()

    await user.click(screen.getByRole('button', { name: 'Larger text' }))
    await user.click(screen.getByRole('button', { name: 'Larger text' }))
    expect(screen.getByRole('group', { name: 'Text size' })).toHaveTextContent('Larger')
    expect(card()).toHaveClass('text-xl')
    expect(localStorage.getItem('nr-test-font-size')).toBe('2')

    unmount()
    renderTest()
    await screen.findByRole('radio', { name: 'Naloxone' })
    expect(screen.getByRole('group', { name: 'Text size' })).toHaveTextContent('Larger')
    expect(card()).toHaveClass('text-xl')
  })

  it('lab values: a searchable reference with US and SI units', async () => {
    paperApi()
    const { user } = renderTest()
    await screen.findByRole('radio', { name: 'Naloxone' })
    await user.click(screen.getByRole('button', { name: 'Lab values' }))
    const dialog = screen.getByRole('dialog', { name: 'Lab values' })
    const search = within(dialog).getByRole('searchbox', { name: 'Search lab values' })
    expect(search).toHaveFocus()

    await user.type(search, 'lithium')
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 value')
    const item = within(dialog).getByText('Lithium').closest('li')
    expect(item).toHaveTextContent('US: 0.6–1.2 mEq/L')
    expect(item).toHaveTextContent('SI: 0.6–1.2 mmol/L')
    expect(within(dialog).queryByText('Sodium (Na⁺)')).not.toBeInTheDocument()

    await user.clear(search)
    await user.type(search, 'potassium')
    expect(within(dialog).getByText('Potassium (K⁺)').closest('li')).toHaveTextContent(
      'US: 3.5–5.0 mEq/L',
    )
    await user.type(search, ' zzz')
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'No lab value matches your search.',
    )
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Lab values' })).not.toBeInTheDocument()
  })
})
