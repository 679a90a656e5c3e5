import type { TPaperState } from '@nurseready/shared/schemas/question-bank'
import { act, screen, within } from '@testing-library/react'
import { gradedMcq, mcqQuestion, paperState } from '@/testing/question-bank-fixtures'
import { type MockHandler, mockApi, problem, renderRoutes } from '@/testing/render'
import { TakeTestPage } from './take-test-page'

const CODE = 'ABCD234567'
const PAPER = `GET /api/papers/${CODE}`
const Q = (n: number) => `GET /api/papers/${CODE}/questions/${n}`
const ANSWER = (n: number) => `POST /api/papers/${CODE}/questions/${n}/answer`
const FINISH = `POST /api/papers/${CODE}/finish`
const RESUME = `POST /api/papers/${CODE}/resume`

const second = mcqQuestion({
  position: 2,
  stem: '<p>Which vitamin is given with isoniazid?</p>',
  options: ['B6', 'B12', 'C', 'K'],
})

function renderTest() {
  return renderRoutes(
    [
      { path: '/test/inprogress', element: <TakeTestPage /> },
      { path: '/dashboard', element: <h1>Dashboard stub</h1> },
      { path: '/starttest', element: <h1>Start stub</h1> },
    ],
    { path: '/test/inprogress' },
  )
}

/** A tutor paper of 3 questions whose server state moves on as answers arrive. */
function tutorApi(extra: Record<string, MockHandler> = {}) {
  let state: TPaperState = paperState()
  return mockApi({
    [PAPER]: () => ({ body: state }),
    [Q(1)]: { body: mcqQuestion() },
    [Q(2)]: { body: second },
    [ANSWER(1)]: () => {
      state = { ...state, nextPosition: 2, answeredCount: 1 }
      return {
        body: { status: 'complete', result: gradedMcq('Atropine'), paperStatus: 'in process' },
      }
    },
    ...extra,
  })
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

describe('TakeTestPage', () => {
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
    expect(api.callsTo(ANSWER(1))[0]?.body).toEqual({ answer: { type: 'mcq', choice: 'Atropine' } })
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

  it("shows 'Test Finished' when no question is left, completes the paper and returns after 2 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const api = mockApi({
      [PAPER]: { body: paperState({ nextPosition: null, answeredCount: 3 }) },
      [FINISH]: { body: paperState({ nextPosition: null, status: 'completed' }) },
    })
    const { location } = renderTest()

    expect(await screen.findByRole('heading', { name: 'Test Finished' })).toBeInTheDocument()
    expect(api.callsTo(FINISH)).toHaveLength(1)
    await advance(1_900)
    expect(location()).toBe('/test/inprogress')
    await advance(200)
    expect(location()).toBe('/dashboard')
  })

  it('time mode: while suspended answering is blocked with a warning; Resume unblocks it', async () => {
    const paused = paperState({
      mode: 'time',
      timer: { limitSeconds: 3600, remainingSeconds: 1200, paused: true, deadline: null },
    })
    const api = mockApi({
      [PAPER]: { body: paused },
      [Q(1)]: { body: mcqQuestion() },
      [RESUME]: {
        body: {
          ...paused,
          timer: { ...paused.timer, paused: false, deadline: '2030-01-01T00:00:00.000Z' },
        },
      },
    })
    const { user } = renderTest()

    expect(await screen.findByRole('radio', { name: 'Naloxone' })).toBeDisabled()
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The test is suspended. Press Resume to continue answering.',
    )
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent('20:00')
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('radio', { name: 'Naloxone' }))
    expect(screen.getByRole('radio', { name: 'Naloxone' })).not.toBeChecked()
    expect(api.callsTo(ANSWER(1))).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Resume' }))
    expect(await screen.findByRole('button', { name: 'Suspend' })).toBeInTheDocument()
    expect(api.callsTo(RESUME)).toHaveLength(1)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: 'Naloxone' }))
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled()
  })

  it("time mode: counts down from the server's time and submits when it runs out", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const timed = paperState({
      mode: 'time',
      timer: { limitSeconds: 3600, remainingSeconds: 3, paused: false, deadline: null },
    })
    const api = mockApi({
      [PAPER]: { body: timed },
      [Q(1)]: { body: mcqQuestion() },
      [FINISH]: { body: { ...timed, status: 'completed' } },
    })
    const { location } = renderTest()

    expect(await screen.findByRole('timer', { name: 'Time left' })).toHaveTextContent('00:03')
    await advance(1_000)
    expect(screen.getByRole('timer')).toHaveTextContent('00:02')
    await advance(2_000)

    expect(
      await screen.findByRole('heading', { name: "Time's up! Submitting your answers..." }),
    ).toBeInTheDocument()
    expect(api.callsTo(FINISH)).toHaveLength(1)
    await advance(2_000)
    expect(location()).toBe('/dashboard')
  })

  it("shows 'Save failed' when the answer cannot be saved", async () => {
    tutorApi({ [ANSWER(1)]: { status: 500, body: {} } })
    const { user } = renderTest()

    await user.click(await screen.findByRole('radio', { name: 'Naloxone' }))
    await user.click(screen.getByRole('button', { name: 'Next' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' })
    expect(dialog).toHaveAccessibleDescription('Save failed')
  })

  it("shows 'Could not fetch question' when the question cannot be loaded", async () => {
    tutorApi({ [Q(1)]: problem(403, 'Forbidden.') })
    renderTest()
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not fetch question')
  })

  it('renders a prescription matrix with the default headings and sends one choice per row', async () => {
    const matrix = mcqQuestion({
      type: 'matrix',
      style: 'nextgen',
      stem: '<p>For each action, indicate whether it is indicated.</p>',
      options: [],
      rows: [
        { id: 'r1', text: 'Give thiamine' },
        { id: 'r2', text: 'Apply restraints' },
      ],
    })
    const api = tutorApi({ [Q(1)]: { body: matrix }, [ANSWER(1)]: { status: 500, body: {} } })
    const { user } = renderTest()

    const table = await screen.findByRole('table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['STATEMENT', 'INDICATED', 'NOT INDICATED'])
    await user.click(screen.getByRole('radio', { name: 'Give thiamine: INDICATED' }))
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
    await user.click(screen.getByRole('radio', { name: 'Apply restraints: NOT INDICATED' }))
    await user.click(screen.getByRole('button', { name: 'Next' }))

    await screen.findByRole('alertdialog', { name: 'Error' })
    expect(api.callsTo(ANSWER(1))[0]?.body).toEqual({
      answer: {
        type: 'matrix',
        rows: [
          { id: 'r1', choice: 'indicated' },
          { id: 'r2', choice: 'not_indicated' },
        ],
      },
    })
  })

  it('says the test was not found when the server does not know the stored code', async () => {
    mockApi({ [PAPER]: problem(404, 'Test not found.') })
    renderTest()
    expect(await screen.findByRole('heading', { name: 'Test not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Create a test' })).toHaveAttribute(
      'href',
      '/starttest',
    )
  })

  it('without a stored paper code, links to the test setup', async () => {
    localStorage.removeItem('papercode')
    const api = mockApi({})
    const { user, location } = renderTest()

    expect(screen.getByText('No test in progress')).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Create a test' }))
    expect(location()).toBe('/starttest')
    expect(api.calls).toHaveLength(0)
  })
})
