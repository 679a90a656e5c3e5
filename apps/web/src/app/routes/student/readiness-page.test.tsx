import { screen, within } from '@testing-library/react'
import { mockApi, renderRoutes } from '@/testing/render'
import { ReadinessPage } from './readiness-page'

const EXAMS = [
  {
    code: 'nclex-rn',
    name: 'NCLEX-RN',
    minItems: 85,
    maxItems: 150,
    timeLimitMinutes: 300,
    passingStandard: 0,
  },
  {
    code: 'nclex-pn',
    name: 'NCLEX-PN',
    minItems: 85,
    maxItems: 150,
    timeLimitMinutes: 300,
    passingStandard: -0.18,
  },
  {
    code: 'rex-pn',
    name: 'REx-PN',
    minItems: 90,
    maxItems: 150,
    timeLimitMinutes: 240,
    passingStandard: -0.18,
  },
]
const overview = (over: object) => ({
  targetExam: 'nclex-rn',
  exams: EXAMS,
  allowance: { entitled: false, perPeriod: 2, used: 0, remaining: 0, periodEndsAt: null },
  current: null,
  tracker: { items: [], consecutiveHigh: 0, fourConsecutiveHigh: false },
  ...over,
})
const render = () =>
  renderRoutes(
    [
      { path: '/readiness', element: <ReadinessPage /> },
      { path: '/readiness/assessments/:id', element: <p>assessment screen</p> },
    ],
    { path: '/readiness' },
  )

describe('ReadinessPage', () => {
  it('without a plan: says what gives access, and shows the server refusal with a link to plans', async () => {
    mockApi({
      'GET /api/readiness': { body: overview({}) },
      'POST /api/readiness/assessments': {
        status: 403,
        body: {
          type: 'about:blank',
          title: 'Forbidden',
          status: 403,
          detail:
            'Readiness assessments come with a question-bank plan (2 per plan period). Choose a plan on the Subscriptions page.',
        },
      },
    })
    const { user } = render()
    expect(
      await screen.findByText(
        'Readiness assessments come with a question-bank plan: 2 in every plan period.',
      ),
    ).toBeInTheDocument()
    expect(
      screen.getByText('No readiness assessments yet. Your first result will appear here.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'How readiness works' })).toHaveAttribute(
      'href',
      '/how-readiness-works',
    )
    await user.click(screen.getByRole('button', { name: 'Start NCLEX-RN assessment' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      'Readiness assessments come with a question-bank plan (2 per plan period). Choose a plan on the Subscriptions page.',
    )
    expect(within(alert).getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/subscriptions',
    )
  })

  it('with a plan: how many remain, the tracker with its bands, and the start goes to the screen', async () => {
    const api = mockApi({
      'GET /api/readiness': {
        body: overview({
          allowance: {
            entitled: true,
            perPeriod: 2,
            used: 1,
            remaining: 1,
            periodEndsAt: '2030-03-01T12:00:00.000Z',
          },
          tracker: {
            items: [
              {
                id: 'a1',
                number: 1,
                exam: 'nclex-rn',
                examName: 'NCLEX-RN',
                completedAt: '2030-01-10T12:00:00.000Z',
                band: 'high',
                passed: true,
              },
            ],
            consecutiveHigh: 1,
            fourConsecutiveHigh: false,
          },
        }),
      },
      'POST /api/readiness/assessments': {
        status: 201,
        body: { id: '11111111-2222-4333-8444-555555555555', status: 'in progress' },
      },
    })
    const { user, location } = render()
    expect(await screen.findByText(/assessments left in this plan period/)).toHaveTextContent(
      '1 of 2 assessments left in this plan period (until Mar 1, 2030).',
    )
    expect(
      screen.getByText(
        'First-time candidates: aim for High or Very High in four consecutive assessments. In a row now: 1 of 4.',
      ),
    ).toBeInTheDocument()
    const entry = screen.getByRole('listitem')
    expect(entry).toHaveTextContent('Assessment 1')
    expect(entry).toHaveTextContent('Pass predicted')
    expect(within(entry).getByText('High')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Start NCLEX-RN assessment' }))
    expect(await screen.findByText('assessment screen')).toBeInTheDocument()
    expect(location()).toBe('/readiness/assessments/11111111-2222-4333-8444-555555555555')
    expect(api.callsTo('POST /api/readiness/assessments')).toHaveLength(1)
  })
})
