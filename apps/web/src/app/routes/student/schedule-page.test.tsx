import { buildStudyPlan } from '@nurseready/shared/domain/study-plan'
import { screen, within } from '@testing-library/react'
import { mockApi, problem, renderRoutes } from '@/testing/render'
import { SchedulePage } from './schedule-page'

const settings = {
  examDate: '2030-03-30',
  studyDays: [1, 3, 5],
  hoursPerWeek: 6,
  timeZone: 'UTC',
  startDate: '2030-03-04',
}
const plan = buildStudyPlan({
  today: '2030-03-04',
  startDate: '2030-03-04',
  examDate: '2030-03-30',
  studyDays: [1, 3, 5],
  hoursPerWeek: 6,
  areas: [
    { kind: 'subject', id: 's1', label: 'Pharmacology', answered: 10, correct: 3 },
    {
      kind: 'clientNeed',
      id: 'management-of-care',
      label: 'Management of Care',
      answered: 0,
      correct: 0,
    },
  ],
  videos: [{ id: 'v1', title: 'Heart failure' }],
  notes: [{ id: 'n1', title: 'Insulin types' }],
  completed: [],
})
const schedule = { today: '2030-03-04', settings, plan, subscribed: false }

const render = () =>
  renderRoutes([{ path: '/schedule', element: <SchedulePage /> }], { path: '/schedule' })

describe('SchedulePage', () => {
  it('without a plan: the server message and a link to the plans', async () => {
    mockApi({
      'GET /api/schedule': problem(403, 'The study schedule comes with a question-bank plan.'),
    })
    render()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The study schedule comes with a question-bank plan.',
    )
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/subscriptions',
    )
  })

  it('creates a schedule from the exam date, days and hours', async () => {
    const api = mockApi({
      'GET /api/schedule': {
        body: { today: '2030-03-04', settings: null, plan: null, subscribed: false },
      },
      'PUT /api/schedule': { body: schedule },
    })
    const { user } = render()
    await user.type(await screen.findByLabelText('Exam date'), '2030-03-30')
    const days = screen.getByRole('group', { name: 'Study days' })
    // Monday to Friday by default: keep Mon, Wed, Fri.
    await user.click(within(days).getByRole('checkbox', { name: 'Tuesday' }))
    await user.click(within(days).getByRole('checkbox', { name: 'Thursday' }))
    const hours = screen.getByLabelText('Hours per week')
    await user.clear(hours)
    await user.type(hours, '6')
    await user.click(screen.getByRole('button', { name: 'Create my schedule' }))
    expect(await screen.findByRole('heading', { name: 'Your plan' })).toBeInTheDocument()
    expect(api.callsTo('PUT /api/schedule')[0]!.body).toMatchObject({
      examDate: '2030-03-30',
      studyDays: [1, 3, 5],
      hoursPerWeek: 6,
    })
  })

  it('shows the plan as a month grid and as a list, with the weak areas first', async () => {
    mockApi({ 'GET /api/schedule': { body: schedule } })
    const { user } = render()
    const grid = await screen.findByRole('table', { name: 'Study schedule, March 2030' })
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(7)
    expect(within(grid).getByRole('button', { name: /^2030-03-30: Exam day/ })).toBeInTheDocument()
    // Today's tasks beside the grid, with links to do them.
    const todayCell = within(grid).getByRole('button', { name: /^2030-03-04: 36 questions/ })
    expect(todayCell).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getAllByRole('link', { name: /Video · Heart failure/ })[0]).toHaveAttribute(
      'href',
      '/videos?id=v1',
    )
    // The list: every study day from today, the exam last.
    await user.click(screen.getByRole('button', { name: 'List' }))
    const list = screen.getByRole('list', { name: 'Study days from today' })
    const days = () => [...list.children] as HTMLElement[]
    // About two weeks first; every day to the exam on request.
    expect(days()).toHaveLength(10)
    await user.click(screen.getByRole('button', { name: 'Show all 13 days to the exam' }))
    expect(days()).toHaveLength(13)
    expect(days().at(-1)).toHaveTextContent('Exam day')
    const focus = screen.getByRole('table', { name: 'Focus areas (weakest first)' })
    const rows = within(focus).getAllByRole('row').slice(1)
    expect(rows[0]).toHaveTextContent('Pharmacology')
    expect(rows[0]).toHaveTextContent('30%')
  })

  it('marks today done and makes a private calendar link', async () => {
    const api = mockApi({
      'GET /api/schedule': { body: schedule },
      'PUT /api/schedule/days': { body: schedule },
      'POST /api/schedule/subscription': {
        status: 201,
        body: {
          url: 'http://localhost/api/schedule/abc.ics',
          message: 'A new private calendar link was made.',
        },
      },
    })
    const { user } = render()
    await screen.findByRole('table', { name: 'Study schedule, March 2030' })
    await user.click(screen.getAllByRole('button', { name: 'Mark day done' })[0]!)
    expect(api.callsTo('PUT /api/schedule/days')[0]!.body).toEqual({
      date: '2030-03-04',
      done: true,
    })
    await user.click(screen.getByRole('button', { name: 'Get a private calendar link' }))
    expect(await screen.findByLabelText(/Private calendar link/)).toHaveValue(
      'http://localhost/api/schedule/abc.ics',
    )
  })
})
