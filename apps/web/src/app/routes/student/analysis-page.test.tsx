import type { TAnsweredQuestion } from '@nurseready/shared/schemas/question-bank'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { vi } from 'vitest'
import { type MockHandler, mockApi, problem, renderRoutes } from '@/testing/render'
import { AnalysisPage } from './analysis-page'

const Q = (n: number) => `GET /api/papers/AB12CD34/questions/${n}`
const NOTE = (n: number) => `PUT /api/papers/AB12CD34/questions/${n}/note`

function question(overrides: Partial<TAnsweredQuestion> = {}): TAnsweredQuestion {
  return {
    code: 'AB12CD34',
    position: 1,
    total: 3,
    style: 'nextgen',
    type: 'mcq',
    subject: 'Pharmacology',
    stem: '<p>Which drug slows the heart rate?</p>',
    options: ['Aspirin', 'Digoxin', 'Insulin', 'Warfarin'],
    headings: [],
    rows: [],
    marks: 3,
    answered: true,
    note: null,
    item: {
      type: 'mcq',
      id: 'pharm-digoxin',
      style: 'nextgen',
      stem: '<p>Which drug slows the heart rate?</p>',
      subject: 'Pharmacology',
      clientNeed: 'pharmacological-and-parenteral-therapies',
      exams: [],
      options: [
        { id: 'o1', text: 'Aspirin' },
        { id: 'o2', text: 'Digoxin' },
        { id: 'o3', text: 'Insulin' },
        { id: 'o4', text: 'Warfarin' },
      ],
    },
    case: null,
    response: null,
    score: null,
    solution: null,
    given: { type: 'mcq', choice: 'Aspirin' },
    correct: false,
    marksAwarded: 0,
    key: { type: 'mcq', answers: ['Digoxin'] },
    explanation:
      '<p>Digoxin <strong>slows</strong> the heart.</p><script>window.hacked = 1</script>',
    answeredAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  }
}

function renderAnalysis(handlers: Record<string, MockHandler>, path = '/analysis?code=AB12CD34') {
  const api = mockApi(handlers)
  const utils = renderRoutes(
    [
      { path: '/analysis', element: <AnalysisPage /> },
      { path: '/dashboard', element: <h1>Dashboard stub</h1> },
    ],
    { path },
  )
  const search = () => new URLSearchParams(utils.router.state.location.search)
  return { ...utils, api, search }
}

const option = (name: string) =>
  within(screen.getByRole('group', { name: /^Options/ }))
    .getByText(name)
    .closest('li')!

describe('AnalysisPage', () => {
  it('marks the correct option green and the wrong chosen one red, with text, and shows the answers', async () => {
    renderAnalysis({ [Q(1)]: { body: question() } })

    expect(await screen.findByRole('heading', { name: 'Question 1' })).toBeInTheDocument()
    expect(screen.getByText('Next-GN')).toBeInTheDocument()
    expect(screen.getByText('AB12CD34')).toBeInTheDocument()
    expect(document.title).toBe('Review · Question 1 · NurseReady')

    expect(option('Digoxin')).toHaveAttribute('data-option-result', 'correct')
    expect(option('Digoxin')).toHaveTextContent('Correct answer')
    expect(option('Digoxin').firstElementChild?.className).toMatch(/emerald/)
    expect(option('Aspirin')).toHaveAttribute('data-option-result', 'incorrect')
    expect(option('Aspirin')).toHaveTextContent('Your answer · Incorrect')
    expect(option('Aspirin').firstElementChild?.className).toMatch(/red/)
    expect(option('Insulin')).toHaveAttribute('data-option-result', 'plain')
    expect(within(option('Aspirin')).getByRole('radio')).toBeChecked()
    expect(within(option('Aspirin')).getByRole('radio')).toBeDisabled()

    expect(screen.getByText('Given Answer').nextSibling).toHaveTextContent('Aspirin')
    expect(screen.getByText('Correct Answer').nextSibling).toHaveTextContent('Digoxin')

    const panel = screen.getByRole('complementary', { name: 'Explanation and notes' })
    expect(within(panel).getByText('slows').tagName).toBe('STRONG')
    expect(within(panel).getByText('No notes available.')).toBeInTheDocument()
  })

  it("shows 'Not answered', 'Traditional' and the default explanation for a skipped question", async () => {
    renderAnalysis({
      [Q(1)]: {
        body: question({
          style: 'traditional',
          type: 'multi',
          given: null,
          correct: null,
          key: { type: 'multi', answers: ['Digoxin', 'Warfarin'] },
          explanation: null,
        }),
      },
    })

    expect(await screen.findByText('Given Answer')).toBeInTheDocument()
    expect(screen.getByText('Traditional')).toBeInTheDocument()
    expect(screen.getByText('Given Answer').nextSibling).toHaveTextContent('Not answered')
    expect(screen.getByText('Correct Answer').nextSibling).toHaveTextContent('Digoxin, Warfarin')
    expect(within(option('Warfarin')).getByRole('checkbox')).not.toBeChecked()
    expect(option('Warfarin')).toHaveTextContent('Correct answer')
    expect(screen.getByText('No explanation available.')).toBeInTheDocument()
  })

  it('shows the prescription table with the default headings and a mark per row', async () => {
    renderAnalysis({
      [Q(1)]: {
        body: question({
          type: 'matrix',
          options: [],
          rows: [
            { id: 'r1', text: 'Give oxygen' },
            { id: 'r2', text: 'Lay flat' },
          ],
          given: {
            type: 'matrix',
            rows: [
              { id: 'r1', choice: 'indicated' },
              { id: 'r2', choice: 'indicated' },
            ],
          },
          key: {
            type: 'matrix',
            rows: [
              { id: 'r1', indicated: true },
              { id: 'r2', indicated: false },
            ],
          },
        }),
      },
    })

    const table = await screen.findByRole('table')
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
    expect(headers).toEqual(['STATEMENT', 'INDICATED', 'NOT INDICATED', 'Result'])
    const [, oxygen, flat] = within(table).getAllByRole('row')
    expect(within(oxygen!).getByRole('checkbox', { name: 'INDICATED: Give oxygen' })).toBeChecked()
    expect(within(oxygen!).getByText('Correct')).toBeInTheDocument()
    expect(within(flat!).getByRole('checkbox', { name: 'INDICATED: Lay flat' })).toBeChecked()
    expect(within(flat!).getByRole('checkbox', { name: 'NOT INDICATED: Lay flat' })).toBeDisabled()
    expect(within(flat!).getByText('Incorrect')).toBeInTheDocument()
    expect(within(flat!).getByText('Answer: NOT INDICATED')).toBeInTheDocument()
    const correct = screen.getByText('Correct Answer').nextSibling as HTMLElement
    expect(
      within(correct)
        .getAllByRole('list')
        .map((l) => l.previousSibling?.textContent),
    ).toEqual(['INDICATED', 'NOT INDICATED'])
    expect(
      within(correct)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Give oxygen', 'Lay flat'])
  })

  it("says 'Info: This is the first question' on Previous at question 1", async () => {
    const { user } = renderAnalysis({ [Q(1)]: { body: question() } })
    await screen.findByRole('heading', { name: 'Question 1' })

    await user.click(screen.getByRole('button', { name: 'Previous' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Info' })
    expect(dialog).toHaveAccessibleDescription('Info: This is the first question')
  })

  it('goes to the next question, keeps it in the URL, and says the review is complete on a 404', async () => {
    const { user, search, api } = renderAnalysis({
      [Q(1)]: { body: question() },
      [Q(2)]: { body: question({ position: 2, stem: '<p>Second stem</p>' }) },
      [Q(3)]: problem(404, 'No more questions.'),
    })
    await screen.findByRole('heading', { name: 'Question 1' })

    await user.click(screen.getByRole('button', { name: /Next/ }))
    expect(await screen.findByText('Second stem')).toBeInTheDocument()
    expect(search().get('q')).toBe('2')
    expect(search().get('code')).toBe('AB12CD34')

    await user.click(screen.getByRole('button', { name: /Next/ }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Info' })
    expect(dialog).toHaveAccessibleDescription('Review Completed - No more questions to review.')
    expect(api.callsTo('GET /api/papers/AB12CD34/questions/3').length).toBeGreaterThan(0)
    expect(search().get('q')).toBe('2')
    expect(screen.getByText('Second stem')).toBeInTheDocument()
  })

  it('opens at the question in the URL and uses the stored paper code when none is given', async () => {
    localStorage.setItem('papercode', 'AB12CD34')
    const { search } = renderAnalysis(
      { [Q(2)]: { body: question({ position: 2 }) } },
      '/analysis?q=2',
    )
    expect(await screen.findByRole('heading', { name: 'Question 2' })).toBeInTheDocument()
    expect(search().get('code')).toBe('AB12CD34')
    expect(search().get('q')).toBe('2')
  })

  it('ends the review: message, stored code removed, dashboard after 1.5 s', async () => {
    localStorage.setItem('papercode', 'AB12CD34')
    const { location } = renderAnalysis({ [Q(1)]: { body: question() } })
    await screen.findByRole('heading', { name: 'Question 1' })

    vi.useFakeTimers()
    try {
      fireEvent.click(screen.getByRole('button', { name: 'End' }))
      expect(
        screen.getByText('Review Ended - Redirecting to dashboard...').closest('[role="status"]'),
      ).not.toBeNull()
      expect(localStorage.getItem('papercode')).toBeNull()
      act(() => vi.advanceTimersByTime(1499))
      expect(location()).toBe('/analysis')
      act(() => vi.advanceTimersByTime(1))
      expect(location()).toBe('/dashboard')
    } finally {
      vi.useRealTimers()
    }
    expect(await screen.findByRole('heading', { name: 'Dashboard stub' })).toBeInTheDocument()
  })

  it('saves a note with PUT and shows it in the Notes panel', async () => {
    const { user, api } = renderAnalysis({
      [Q(1)]: { body: question({ note: null }) },
      [NOTE(1)]: { body: { message: 'Note saved.' } },
    })
    await screen.findByRole('heading', { name: 'Question 1' })

    await user.click(screen.getByRole('button', { name: 'Notes' }))
    const dialog = screen.getByRole('dialog', { name: 'Add Notes' })
    const textarea = within(dialog).getByRole('textbox')
    expect(textarea).toHaveFocus()
    await user.type(textarea, 'Check apical pulse first')
    await user.click(within(dialog).getByRole('button', { name: 'Save Note' }))

    const panel = screen.getByRole('complementary', { name: 'Explanation and notes' })
    expect(await within(panel).findByText('Check apical pulse first')).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Add Notes' })).not.toBeInTheDocument()
    expect(api.callsTo(NOTE(1))[0]?.body).toEqual({ note: 'Check apical pulse first' })
    expect(within(panel).queryByText('No notes available.')).not.toBeInTheDocument()
  })

  it('shows a saved note and prefills the dialog with it', async () => {
    const { user } = renderAnalysis({ [Q(1)]: { body: question({ note: 'Earlier note' }) } })
    expect(await screen.findByText('Earlier note')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Notes' }))
    expect(within(screen.getByRole('dialog')).getByRole('textbox')).toHaveValue('Earlier note')
  })

  it("shows 'Save failed' when the note cannot be saved", async () => {
    const { user } = renderAnalysis({
      [Q(1)]: { body: question() },
      [NOTE(1)]: problem(500, ''),
    })
    await screen.findByRole('heading', { name: 'Question 1' })
    await user.click(screen.getByRole('button', { name: 'Notes' }))
    await user.type(screen.getByRole('textbox'), 'x')
    await user.click(screen.getByRole('button', { name: 'Save Note' }))
    const alert = await screen.findByRole('alertdialog', { name: 'Error' })
    expect(alert).toHaveAccessibleDescription('Save failed')
  })

  it("shows 'Could not fetch question' when the question fails to load", async () => {
    renderAnalysis({ [Q(1)]: problem(403, 'Not your paper.') })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Could not fetch question')
    expect(alert).toHaveTextContent('Not your paper.')
  })

  it('opens the calculator from the top bar', async () => {
    const { user } = renderAnalysis({ [Q(1)]: { body: question() } })
    await screen.findByRole('heading', { name: 'Question 1' })
    await user.click(screen.getByRole('button', { name: 'Calculator' }))
    expect(screen.getByRole('dialog', { name: 'Calculator' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Calculator' })).not.toBeInTheDocument()
  })

  it('asks for a paper when there is no code at all', async () => {
    renderAnalysis({}, '/analysis')
    expect(await screen.findByText('No paper selected')).toBeInTheDocument()
  })
})
