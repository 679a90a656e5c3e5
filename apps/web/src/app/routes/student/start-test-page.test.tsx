import { PRACTICE_TEST_LIMIT_MESSAGE } from '@nurseready/shared/domain/billing'
import { screen, within } from '@testing-library/react'
import { SUBJECT_A, SUBJECT_B, subjectList } from '@/testing/question-bank-fixtures'
import { mockApi, problem, renderRoutes } from '@/testing/render'
import { StartTestPage } from './start-test-page'

const SUBJECTS = 'GET /api/subjects'
const CREATE = 'POST /api/papers'
const created = (over: object = {}) => ({
  status: 201,
  body: {
    code: 'NEWCODE234',
    requested: 100,
    questionCount: 100,
    message: 'Your test is ready.',
    ...over,
  },
})

function renderStart(path = '/starttest') {
  return renderRoutes(
    [
      { path: '/starttest', element: <StartTestPage /> },
      { path: '/test/inprogress', element: <h1>Test stub</h1> },
    ],
    { path },
  )
}

type User = ReturnType<typeof renderStart>['user']
const startButton = () => screen.getByRole('button', { name: 'Start Test' })
const subjectSelect = () => screen.getByRole('combobox', { name: /subject/i })
const countInput = () => screen.getByRole('textbox', { name: /number of questions/i })

async function chooseAll(user: User) {
  await user.click(screen.getByRole('radio', { name: 'Traditional' }))
  await user.click(screen.getByRole('radio', { name: 'Tutor' }))
  await screen.findByRole('option', { name: /Pharmacology/ })
  await user.selectOptions(subjectSelect(), SUBJECT_A)
}

describe('StartTestPage', () => {
  it('keeps Start disabled until tutor type, mode and subject are chosen', async () => {
    mockApi({ [SUBJECTS]: { body: subjectList() } })
    const { user } = renderStart()
    await screen.findByRole('option', { name: /Pharmacology/ })

    expect(startButton()).toBeDisabled()
    await user.click(screen.getByRole('radio', { name: 'Next Gen' }))
    expect(startButton()).toBeDisabled()
    await user.click(screen.getByRole('radio', { name: 'Timed' }))
    expect(startButton()).toBeDisabled()
    await user.selectOptions(subjectSelect(), SUBJECT_B)
    expect(startButton()).toBeEnabled()

    // A filled but invalid count disables Start again and says why.
    await user.type(countInput(), '0')
    expect(startButton()).toBeDisabled()
    expect(countInput()).toHaveAccessibleDescription('Enter a whole number from 1 to 500.')
    await user.clear(countInput())
    expect(startButton()).toBeEnabled()
  })

  it('sends 100 when the count is empty, stores the code and opens the test', async () => {
    const api = mockApi({ [SUBJECTS]: { body: subjectList() }, [CREATE]: created() })
    const { user, location } = renderStart()

    await chooseAll(user)
    expect(countInput()).toHaveValue('')
    await user.click(startButton())

    expect(await screen.findByRole('heading', { name: 'Test stub' })).toBeInTheDocument()
    expect(location()).toBe('/test/inprogress')
    expect(api.callsTo(CREATE)[0]?.body).toEqual({
      style: 'traditional',
      mode: 'tutor',
      subjectId: SUBJECT_A,
      count: 100,
    })
    expect(localStorage.getItem('papercode')).toBe('NEWCODE234')
  })

  it('sends the typed count and shows the server message when fewer questions exist', async () => {
    const message = 'Only 40 questions are available; your test has 40.'
    const api = mockApi({
      [SUBJECTS]: { body: subjectList() },
      [CREATE]: created({ requested: 60, questionCount: 40, message }),
    })
    const { user, location } = renderStart()

    await chooseAll(user)
    await user.type(countInput(), '60')
    await user.click(startButton())

    const dialog = await screen.findByRole('alertdialog', { name: 'Info' })
    expect(dialog).toHaveAccessibleDescription(message)
    expect(location()).toBe('/starttest')
    expect(api.callsTo(CREATE)[0]?.body).toMatchObject({ count: 60 })
    await user.click(within(dialog).getByRole('button', { name: 'OK' }))
    expect(location()).toBe('/test/inprogress')
  })

  it('shows the server message when the test cannot be created', async () => {
    mockApi({
      [SUBJECTS]: { body: subjectList() },
      [CREATE]: problem(422, 'No questions are available for this subject and tutor type yet.'),
    })
    const { user, location } = renderStart()

    await chooseAll(user)
    await user.click(startButton())

    const dialog = await screen.findByRole('alertdialog', { name: 'Error' })
    expect(dialog).toHaveAccessibleDescription(
      'No questions are available for this subject and tutor type yet.',
    )
    expect(location()).toBe('/starttest')
    expect(localStorage.getItem('papercode')).toBeNull()
  })

  it('lists subjects with their counts and preselects the one an arrow links to', async () => {
    const api = mockApi({ [SUBJECTS]: { body: subjectList({ total: 12 }) } })
    const { user, router } = renderStart()

    const list = await screen.findByRole('table', { name: /Create Test/ })
    const row = within(list).getByRole('row', { name: /Pharmacology/ })
    expect(within(row).getByRole('cell', { name: '120' })).toBeInTheDocument()
    expect(within(row).getByRole('cell', { name: '14' })).toBeInTheDocument()
    expect(screen.getByText('All questions').nextSibling).toHaveTextContent('200')
    expect(screen.getByText('Used questions').nextSibling).toHaveTextContent('14')

    // 12 subjects, 8 per page: two pages, and the list asks the server for page 2.
    const pages = screen.getByRole('navigation', { name: 'Create Test pages' })
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }))
    const urls = api.fetch.mock.calls.map(([url]) => String(url))
    expect(urls).toContain('/api/subjects?page=2&pageSize=8')

    await user.click(screen.getByRole('link', { name: 'Create a test in Maternal Health' }))
    expect(router.state.location.search).toBe(`?subject=${SUBJECT_B}`)
    expect(subjectSelect()).toHaveValue(SUBJECT_B)
  })

  it('opens with the subject from the address selected', async () => {
    mockApi({ [SUBJECTS]: { body: subjectList() } })
    renderStart(`/starttest?subject=${SUBJECT_B}`)
    await screen.findByRole('option', { name: /Maternal Health/ })
    expect(subjectSelect()).toHaveValue(SUBJECT_B)
  })

  it("shows 'Failed to fetch data' when the subjects cannot be loaded", async () => {
    mockApi({ [SUBJECTS]: problem(403, 'Forbidden.') })
    renderStart()
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch data')
  })

  it('shows each pool with its count for the current choice and refetches as it changes', async () => {
    const api = mockApi({
      [SUBJECTS]: { body: subjectList() },
      [POOLS]: () => ({ body: poolCounts(new URL(lastPoolUrl(api), 'http://x').searchParams) }),
      [CREATE]: created({
        requested: 100,
        questionCount: 3,
        message: 'Only 3 questions are available for this choice, so your test has 3 questions.',
      }),
    })
    const { user } = renderStart()
    await chooseAll(user)

    const pools = screen.getByRole('group', { name: 'Question pool' })
    expect(await within(pools).findByText('5 questions')).toBeInTheDocument()
    expect(within(pools).getByRole('radio', { name: /Flagged/ })).toHaveAccessibleDescription(
      '1 question',
    )

    // A second subject and a client need: the counts are asked again for the new choice.
    await user.click(screen.getByRole('checkbox', { name: 'Maternal Health' }))
    await user.click(screen.getByRole('checkbox', { name: 'Management of Care' }))
    expect(await within(pools).findByText('12 questions')).toBeInTheDocument()
    const last = new URL(lastPoolUrl(api), 'http://x').searchParams
    expect(last.get('subjectIds')).toBe(`${SUBJECT_A},${SUBJECT_B}`)
    expect(last.get('clientNeeds')).toBe('management-of-care')
    expect(last.get('style')).toBe('traditional')

    await user.click(within(pools).getByRole('radio', { name: /Incorrect/ }))
    await user.click(startButton())
    // Fewer available than asked: the server's message.
    const dialog = await screen.findByRole('alertdialog', { name: 'Info' })
    expect(dialog).toHaveAccessibleDescription(
      'Only 3 questions are available for this choice, so your test has 3 questions.',
    )
    expect(api.callsTo(CREATE)[0]?.body).toEqual({
      style: 'traditional',
      mode: 'tutor',
      subjectId: SUBJECT_A,
      subjectIds: [SUBJECT_B],
      clientNeeds: ['management-of-care'],
      pool: 'incorrect',
      count: 100,
    })
  })

  it("shows the server's limit message with a link to the plans on a free account's 21st test", async () => {
    const message = PRACTICE_TEST_LIMIT_MESSAGE
    mockApi({
      [SUBJECTS]: { body: subjectList() },
      [CREATE]: problem(403, message),
    })
    const { user, location } = renderStart()
    await chooseAll(user)
    await user.click(startButton())

    const alertBox = await screen.findByRole('alert')
    expect(alertBox).toHaveTextContent(message)
    expect(within(alertBox).getByRole('link', { name: 'See the plans' })).toHaveAttribute(
      'href',
      '/subscriptions',
    )
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(location()).toBe('/starttest')
    expect(localStorage.getItem('papercode')).toBeNull()
  })
})

const POOLS = 'GET /api/pool-counts'
function lastPoolUrl(api: { fetch: { mock: { calls: unknown[][] } } }) {
  const urls = api.fetch.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('pool-counts'))
  return urls[urls.length - 1] ?? ''
}
function poolCounts(q: URLSearchParams) {
  const many = (q.get('subjectIds') ?? '').split(',').length > 1
  return many
    ? { all: 30, unused: 12, incorrect: 3, flagged: 2 }
    : { all: 20, unused: 5, incorrect: 2, flagged: 1 }
}
