import { screen, within } from '@testing-library/react'
import { gradedMcq, mcqQuestion } from '@/testing/question-bank-fixtures'
import { ANSWER, advance, CODE, Q, renderTest, tutorApi } from '@/testing/take-test'

describe('TakeTestPage (tutor mode)', () => {
  beforeEach(() => localStorage.setItem('papercode', CODE))
  afterEach(() => vi.useRealTimers())

  it('tutor mode: Next saves the answer, then shows the result, the key and the explanation', async () => {
    const api = tutorApi()
    const { user } = renderTest()

    expect(await screen.findByRole('radio', { name: 'Atropine' })).toBeEnabled()
    expect(screen.getByRole('heading', { name: 'Question 1 of 3' })).toBeInTheDocument()
    expect(screen.getByText(/reverses/)).toHaveTextContent('Which drug reverses opioid overdose?')
    const next = screen.getByRole('button', { name: 'Next' })
    expect(next).toBeDisabled()

    await user.click(screen.getByRole('radio', { name: 'Atropine' }))
    await user.click(next)

    const feedback = await screen.findByRole('region', { name: 'Incorrect' })
    expect(api.callsTo(ANSWER(1))[0]?.body).toEqual({
      answer: { type: 'mcq', choice: 'Atropine' },
      elapsedSeconds: expect.any(Number),
    })
    expect(within(feedback).getByText('Correct answer').nextSibling).toHaveTextContent('Naloxone')
    expect(within(feedback).getByText('Naloxone is an opioid antagonist.')).toBeInTheDocument()
    expect(feedback).toHaveFocus()
    // The graded options are read-only now.
    expect(screen.getByRole('radio', { name: /Atropine/ })).toBeDisabled()

    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByRole('heading', { name: 'Question 2 of 3' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'B6' })).toBeEnabled()
  })

  it("tutor mode: Previous on the first question says 'No previous question available'", async () => {
    const api = tutorApi()
    const { user } = renderTest()

    await user.click(await screen.findByRole('button', { name: 'Previous' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' })
    expect(dialog).toHaveAccessibleDescription('No previous question available')
    expect(api.calls.filter((c) => c.path.endsWith('/questions/0'))).toHaveLength(0)
  })

  it('tutor mode: a notice at 15 s, the next question at 18 s, and Previous shows the answered one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    let q1Graded = false
    const api = tutorApi({
      [Q(1)]: () => ({ body: q1Graded ? gradedMcq('Atropine') : mcqQuestion() }),
    })
    const { user } = renderTest()

    await user.click(await screen.findByRole('radio', { name: 'Atropine' }))
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByRole('region', { name: 'Incorrect' })
    q1Graded = true

    await advance(14_900)
    expect(screen.queryByText('The next question will show in 3 seconds.')).not.toBeInTheDocument()
    await advance(200)
    expect(screen.getByText('The next question will show in 3 seconds.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Question 1 of 3' })).toBeInTheDocument()
    await advance(3_000)
    expect(await screen.findByRole('heading', { name: 'Question 2 of 3' })).toBeInTheDocument()
    expect(screen.queryByText('The next question will show in 3 seconds.')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Previous' }))
    expect(await screen.findByRole('heading', { name: 'Question 1 of 3' })).toBeInTheDocument()
    expect(screen.getByText(/looking back at question 1/)).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: /Atropine/ })).toBeChecked()
    expect(screen.getByRole('radio', { name: /Atropine/ })).toBeDisabled()
    expect(api.callsTo(Q(1)).length).toBeGreaterThan(1)

    await user.click(screen.getByRole('button', { name: 'Back to current question' }))
    expect(await screen.findByRole('heading', { name: 'Question 2 of 3' })).toBeInTheDocument()
  })

  it('tutor mode: Pause auto-advance keeps the rationale on screen; the next question waits for Continue', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    tutorApi()
    const { user } = renderTest()

    await user.click(await screen.findByRole('radio', { name: 'Atropine' }))
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByRole('region', { name: 'Incorrect' })

    await advance(5_000)
    const pause = screen.getByRole('button', { name: 'Pause auto-advance' })
    expect(pause).toHaveAttribute('aria-pressed', 'false')
    await user.click(pause)
    expect(
      screen.getByText(
        'Auto-advance paused. The next question is waiting: press Continue when you are ready.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Resume auto-advance' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    // Long past the 15 s notice and the 18 s advance: still on question 1, no countdown notice.
    await advance(60_000)
    expect(screen.getByRole('heading', { name: 'Question 1 of 3' })).toBeInTheDocument()
    expect(screen.getByText('Naloxone is an opioid antagonist.')).toBeInTheDocument()
    expect(screen.queryByText('The next question will show in 3 seconds.')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByRole('heading', { name: 'Question 2 of 3' })).toBeInTheDocument()
    expect(screen.queryByText(/Auto-advance paused/)).not.toBeInTheDocument()
  })

  it('tutor mode: resuming the auto-advance counts the 18 s again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    tutorApi()
    const { user } = renderTest()

    await user.click(await screen.findByRole('radio', { name: 'Atropine' }))
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByRole('region', { name: 'Incorrect' })
    await user.click(screen.getByRole('button', { name: 'Pause auto-advance' }))
    await advance(30_000)
    await user.click(screen.getByRole('button', { name: 'Resume auto-advance' }))
    expect(screen.queryByText(/Auto-advance paused/)).not.toBeInTheDocument()
    await advance(15_100)
    expect(screen.getByText('The next question will show in 3 seconds.')).toBeInTheDocument()
    await advance(3_000)
    expect(await screen.findByRole('heading', { name: 'Question 2 of 3' })).toBeInTheDocument()
  })
})
