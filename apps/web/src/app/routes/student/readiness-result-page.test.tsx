import { screen, within } from '@testing-library/react'
import { mockApi, renderRoutes } from '@/testing/render'
import { ReadinessResultPage } from './readiness-result-page'

const ID = '11111111-2222-4333-8444-555555555555'
const CATEGORIES = [
  ['management-of-care', 'Management of Care', 13, 'above'],
  ['safety-and-infection-control', 'Safety and Infection Control', 9, 'near'],
  ['health-promotion-and-maintenance', 'Health Promotion and Maintenance', 6, 'near'],
  ['psychosocial-integrity', 'Psychosocial Integrity', 6, 'near'],
  ['basic-care-and-comfort', 'Basic Care and Comfort', 6, 'below'],
  [
    'pharmacological-and-parenteral-therapies',
    'Pharmacological and Parenteral Therapies',
    11,
    'near',
  ],
  ['reduction-of-risk-potential', 'Reduction of Risk Potential', 9, 'near'],
  ['physiological-adaptation', 'Physiological Adaptation', 10, 'above'],
] as const

const result = {
  id: ID,
  exam: 'nclex-rn',
  examName: 'NCLEX-RN',
  passingStandard: 0,
  passed: true,
  band: 'high',
  bandLabel: 'High',
  probabilityAboveStandard: 0.9,
  theta: 0.6,
  se: 0.3,
  interval: { low: 0.012, high: 1.188 },
  stopReason: 'max-length',
  stopExplanation:
    'Maximum length rule: you reached the maximum of 150 questions, so your final ability estimate decided: above the passing standard.',
  itemsAdministered: 3,
  scoredItems: 2,
  startedAt: '2030-01-01T10:00:00.000Z',
  completedAt: '2030-01-01T12:00:00.000Z',
  trace: [
    { position: 1, theta: 0.5, low: -1.46, high: 2.46, pretest: false },
    { position: 2, theta: 0.5, low: -1.46, high: 2.46, pretest: true },
    { position: 3, theta: -0.25, low: -1.6, high: 1.1, pretest: false },
  ],
  categories: CATEGORIES.map(([clientNeed, label, items, level]) => ({
    clientNeed,
    label,
    items,
    level,
  })),
}

function render() {
  return renderRoutes(
    [{ path: '/readiness/assessments/:id/result', element: <ReadinessResultPage /> }],
    {
      path: `/readiness/assessments/${ID}/result`,
    },
  )
}

describe('ReadinessResultPage', () => {
  it('shows the prediction, band, range, the rule, every estimate as a table and the categories', async () => {
    mockApi({ [`GET /api/readiness/assessments/${ID}/result`]: { body: result } })
    render()
    expect(
      await screen.findByRole('heading', { name: 'Your NCLEX-RN readiness result' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Pass')).toBeInTheDocument()
    expect(screen.getByText('High')).toBeInTheDocument()
    expect(
      screen.getByText('80 % to 97.5 % likely above the passing standard.'),
    ).toBeInTheDocument()
    expect(
      screen.getByText(
        '95 % range 0.01 to 1.19 logits; passing standard 0.00. 90.0 % likely above it.',
      ),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { name: 'Why it stopped after 3 questions' }),
    ).toBeInTheDocument()
    expect(screen.getByText(result.stopExplanation)).toBeInTheDocument()
    expect(
      screen.getByRole('img', { name: /Ability estimate after every question/ }),
    ).toHaveAccessibleName(
      /After 3 questions the estimate is 0\.60 logits, 95 % range 0\.01 to 1\.19; the passing standard is 0\.00/,
    )
    const trace = screen.getByRole('table', {
      name: 'Ability estimate and 95 % range after every question',
    })
    const rows = within(trace)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent)
    expect(rows).toEqual(['10.50−1.46 to 2.46', '20.50−1.46 to 2.46', '3−0.25−1.60 to 1.10'])
    const categories = screen.getByRole('table', { name: 'Performance per test-plan category' })
    const levels = within(categories)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent)
    expect(levels).toEqual([
      'Management of Care13Above',
      'Safety and Infection Control9Near',
      'Health Promotion and Maintenance6Near',
      'Psychosocial Integrity6Near',
      'Basic Care and Comfort6Below',
      'Pharmacological and Parenteral Therapies11Near',
      'Reduction of Risk Potential9Near',
      'Physiological Adaptation10Above',
    ])
    expect(screen.getByRole('link', { name: 'Review every question' })).toHaveAttribute(
      'href',
      `/readiness/assessments/${ID}/review`,
    )
  })

  it('says the result is not ready while the assessment runs, with a way back to it', async () => {
    mockApi({
      [`GET /api/readiness/assessments/${ID}/result`]: {
        status: 409,
        body: {
          type: 'about:blank',
          title: 'Conflict',
          status: 409,
          detail: 'The result is ready when the assessment has ended.',
        },
      },
    })
    render()
    expect(await screen.findByRole('heading', { name: 'No result yet' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The result is ready when the assessment has ended.',
    )
    expect(screen.getByRole('link', { name: 'Back to the assessment' })).toHaveAttribute(
      'href',
      `/readiness/assessments/${ID}`,
    )
  })
})
