import { screen, within } from '@testing-library/react'
import { mcqQuestion, paperState } from '@/testing/question-bank-fixtures'
import { mockApi, problem } from '@/testing/render'
import {
  ANSWER,
  advance,
  CODE,
  FINISH,
  PAPER,
  PAUSE,
  Q,
  RESUME,
  renderTest,
  tutorApi,
} from '@/testing/take-test'

describe('TakeTestPage', () => {
  beforeEach(() => localStorage.setItem('papercode', CODE))
  afterEach(() => vi.useRealTimers())

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

  it('time mode: Suspend hides the question (stem and options) until Resume; the warning says why', async () => {
    const running = paperState({
      mode: 'time',
      timer: {
        limitSeconds: 3600,
        remainingSeconds: 1200,
        paused: false,
        deadline: '2030-01-01T00:00:00.000Z',
      },
    })
    const paused = { ...running, timer: { ...running.timer!, paused: true, deadline: null } }
    const api = mockApi({
      [PAPER]: { body: running },
      [Q(1)]: { body: mcqQuestion() },
      [PAUSE]: { body: paused },
      [RESUME]: { body: running },
    })
    const { user } = renderTest()

    expect(await screen.findByText(/reverses/)).toHaveTextContent(
      'Which drug reverses opioid overdose?',
    )
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Suspend' }))

    expect(await screen.findByRole('button', { name: 'Resume' })).toBeInTheDocument()
    expect(api.callsTo(PAUSE)).toHaveLength(1)
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The test is suspended. Press Resume to continue answering.',
    )
    expect(screen.queryByText(/reverses opioid overdose/)).not.toBeInTheDocument()
    expect(screen.queryByRole('radio', { name: 'Naloxone' })).not.toBeInTheDocument()
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent('20:00')
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
    // Answering by keyboard is blocked too.
    await user.keyboard('1')
    expect(api.callsTo(ANSWER(1))).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Resume' }))
    expect(await screen.findByRole('button', { name: 'Suspend' })).toBeInTheDocument()
    expect(api.callsTo(RESUME)).toHaveLength(1)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByText(/reverses/)).toHaveTextContent('Which drug reverses opioid overdose?')
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
      elapsedSeconds: expect.any(Number),
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
