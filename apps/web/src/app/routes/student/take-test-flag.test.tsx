import { screen } from '@testing-library/react'
import { mcqQuestion, paperState } from '@/testing/question-bank-fixtures'
import { problem } from '@/testing/render'
import { ANSWER, advance, CODE, PAPER, Q, RESUME, renderTest, tutorApi } from '@/testing/take-test'

const FLAG = (n: number) => `PUT /api/papers/${CODE}/questions/${n}/flag`
const flagButton = () => screen.getByRole('button', { name: /Flag for review/ })

describe('TakeTestPage: flags and time per question', () => {
  beforeEach(() => localStorage.setItem('papercode', CODE))
  afterEach(() => vi.useRealTimers())

  it('toggles Flag for review with aria-pressed and a PUT, and puts it back when the PUT fails', async () => {
    let fail = false
    const api = tutorApi({
      [FLAG(1)]: (call) =>
        fail
          ? problem(404, 'Question not found.')
          : { body: { flagged: (call.body as { flagged: boolean }).flagged } },
    })
    const { user } = renderTest()
    await screen.findByRole('radio', { name: 'Naloxone' })

    expect(flagButton()).toHaveAttribute('aria-pressed', 'false')
    await user.click(flagButton())
    expect(flagButton()).toHaveAttribute('aria-pressed', 'true')
    expect(api.callsTo(FLAG(1)).map((c) => c.body)).toEqual([{ flagged: true }])

    fail = true
    await user.click(flagButton())
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveAccessibleDescription(
      'Question not found.',
    )
    expect(flagButton()).toHaveAttribute('aria-pressed', 'true')
  })

  it("shows the server's flag on a question flagged earlier", async () => {
    tutorApi({ [Q(1)]: { body: { ...mcqQuestion(), flagged: true } } })
    renderTest()
    await screen.findByRole('radio', { name: 'Naloxone' })
    expect(flagButton()).toHaveAttribute('aria-pressed', 'true')
  })

  it('sends the seconds the question was shown, without the time the test was suspended', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const paused = paperState({
      mode: 'time',
      timer: { limitSeconds: 3600, remainingSeconds: 1200, paused: true, deadline: null },
    })
    const running = {
      ...paused,
      timer: { ...paused.timer, paused: false, deadline: '2030-01-01T00:00:00.000Z' },
    }
    const api = tutorApi({
      [PAPER]: { body: paused },
      [RESUME]: { body: running },
      [ANSWER(1)]: { body: { status: 'complete', result: null, paperStatus: 'in process' } },
    })
    const { user } = renderTest()
    // Suspended: the question is loaded but hidden.
    await vi.waitFor(() => expect(api.callsTo(Q(1))).toHaveLength(1))
    expect(await screen.findByRole('alert')).toHaveTextContent('The test is suspended.')

    await advance(40_000) // suspended: not counted
    await user.click(screen.getByRole('button', { name: 'Resume' }))
    await screen.findByRole('button', { name: 'Suspend' })
    await advance(12_000)
    await user.click(screen.getByRole('radio', { name: 'Naloxone' }))
    await user.click(screen.getByRole('button', { name: 'Next' }))

    await vi.waitFor(() => expect(api.callsTo(ANSWER(1))).toHaveLength(1))
    const body = api.callsTo(ANSWER(1))[0]?.body as { elapsedSeconds: number } | undefined
    const sent = body?.elapsedSeconds ?? -1
    expect(sent).toBeGreaterThanOrEqual(12)
    expect(sent).toBeLessThan(20)
  })
})
