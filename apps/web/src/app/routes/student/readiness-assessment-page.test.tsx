import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { mockApi, renderRoutes } from '@/testing/render'
import { ReadinessAssessmentPage } from './readiness-assessment-page'

const status = (over: object = {}) => ({
  id: 'a1',
  exam: 'nclex-rn',
  examName: 'NCLEX-RN',
  status: 'in progress',
  position: 1,
  answered: 0,
  minItems: 85,
  maxItems: 150,
  startedAt: '2026-11-23T09:00:00Z',
  deadline: '2026-11-23T14:00:00Z',
  remainingSeconds: 4 * 3600 + 59 * 60 + 30,
  suspendedAt: null,
  completedAt: null,
  ...over,
})
const item = (position: number, stem: string) => ({
  position,
  style: 'traditional',
  type: 'mcq',
  stem,
  options: ['Option A', 'Option B', 'Option C', 'Option D'],
  headings: [],
  rows: [],
})

function setup() {
  let current = status()
  const stems = ['First question stem?', 'Second question stem?']
  const mock = mockApi({
    'GET /api/readiness/assessments/a1': () => ({ body: current }),
    'GET /api/readiness/assessments/a1/item': () => ({
      body: item(current.position, stems[current.position - 1]!),
    }),
    'POST /api/readiness/assessments/a1/answers': () => {
      current = status({ position: current.position + 1, answered: current.answered + 1 })
      return { body: current }
    },
    'POST /api/readiness/assessments/a1/suspend': () => {
      current = status({ ...current, status: 'suspended', suspendedAt: '2026-11-23T10:00:00Z' })
      return { body: current }
    },
    'POST /api/readiness/assessments/a1/resume': () => {
      current = status({ ...current, status: 'in progress', suspendedAt: null })
      return { body: current }
    },
  })
  renderRoutes([{ path: '/readiness/assessments/:id', element: <ReadinessAssessmentPage /> }], {
    path: '/readiness/assessments/a1',
  })
  return mock
}

describe('ReadinessAssessmentPage', () => {
  it('shows one item at a time with the time left, no feedback and no Previous', async () => {
    const user = userEvent.setup()
    const mock = setup()
    expect(await screen.findByText('First question stem?')).toBeInTheDocument()
    expect(screen.getByText('Time left:').parentElement).toHaveTextContent(/4:59:[23]\d/)
    expect(screen.getByText(/Question 1 · 85 to 150 questions · no going back/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /previous/i })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()

    await user.click(screen.getByText('Option B'))
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Second question stem?')).toBeInTheDocument()
    // Only the new item is on screen, and nothing says whether the last answer was right.
    expect(screen.queryByText('First question stem?')).not.toBeInTheDocument()
    expect(screen.queryByText(/correct|incorrect/i)).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /previous/i })).not.toBeInTheDocument()
    expect(mock.callsTo('POST /api/readiness/assessments/a1/answers')[0]!.body).toMatchObject({
      position: 1,
    })
  })

  it('Suspend hides the item and keeps the clock shown; Resume brings the item back', async () => {
    const user = userEvent.setup()
    setup()
    expect(await screen.findByText('First question stem?')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Suspend' }))
    const notice = await screen.findByRole('status')
    expect(within(notice).getByText('Assessment suspended')).toBeInTheDocument()
    expect(notice).toHaveTextContent(/the clock keeps running.*time left 4:59:/)
    expect(screen.queryByText('First question stem?')).not.toBeInTheDocument()
    expect(screen.queryByText('Option A')).not.toBeInTheDocument()
    expect(screen.getByText('Time left:').parentElement).toHaveTextContent(/4:59:/)

    await user.click(screen.getByRole('button', { name: 'Resume' }))
    expect(await screen.findByText('First question stem?')).toBeInTheDocument()
  })
})
