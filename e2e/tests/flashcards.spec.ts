import { expect, type Locator, type Page, test } from '@playwright/test'
import { createAccount, loginThroughForm } from '../support/accounts'

/** The API with the page's session (set-up steps that are not what this test is about). */
async function api(page: Page, method: 'GET' | 'POST', path: string, data?: object) {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const res = await page.request.fetch(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data ? { data } : {}),
  })
  return { status: res.status(), body: await res.json() }
}

/** A plan bought through the sandbox checkout's API (billing.spec.ts drives the pages). */
async function buyPlan(page: Page) {
  const plans = await page.request.get('/api/plans')
  const planId = (await plans.json()).items[0].id
  const order = await api(page, 'POST', '/orders', { kind: 'plan', planId })
  expect(order.status).toBe(201)
  expect((await api(page, 'POST', `/orders/${order.body.order.id}/pay`)).status).toBe(200)
}

/**
 * Answers a tutor paper's questions with a wrong-looking choice until one is graded wrong;
 * returns its position. Multi-select ticks every option (never all right in the bank).
 */
async function missAQuestion(page: Page) {
  const subjects = await api(page, 'GET', '/subjects')
  const subjectId = subjects.body.items[0].id
  const paper = await api(page, 'POST', '/papers', {
    style: 'traditional',
    mode: 'tutor',
    subjectId,
    count: 10,
  })
  expect(paper.status).toBe(201)
  const code = paper.body.code as string
  for (let position = 1; position <= paper.body.questionCount; position++) {
    const q = (await api(page, 'GET', `/papers/${code}/questions/${position}`)).body
    const answer =
      q.type === 'multi'
        ? { type: 'multi', choices: q.options }
        : q.type === 'mcq'
          ? { type: 'mcq', choice: q.options.at(-1) }
          : { type: 'blank', text: 'definitely not the answer' }
    const res = await api(page, 'POST', `/papers/${code}/questions/${position}/answer`, { answer })
    expect(res.status).toBe(200)
    if (res.body.result.correct === false) return { code, position, stem: q.stem as string }
  }
  throw new Error('every question was answered right')
}

/** The highlighted text inside an element: its <mark> pieces joined (a range may cross tags). */
const marked = (el: Locator) =>
  el.evaluate((node) => Array.from(node.querySelectorAll('mark'), (m) => m.textContent).join(''))

const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Student' }).getByRole('link', { name, exact: true })

test('a missed question becomes a flashcard; Good reschedules it; a highlighted stem is on the Highlights page', async ({
  page,
}) => {
  const account = await createAccount(page, 'Flashcard Student')
  await loginThroughForm(page, account.email, account.password)
  await buyPlan(page)
  const missed = await missAQuestion(page)
  const stemText = await page.evaluate((html) => {
    const t = document.createElement('template')
    t.innerHTML = html
    return (t.content.firstElementChild?.textContent ?? t.content.textContent ?? '').trim()
  }, missed.stem)

  await test.step('the dashboard counts the due card; the Mistakes deck holds it', async () => {
    await page.goto('/dashboard')
    const card = page.getByRole('region', { name: 'Flashcards' })
    await expect(card.getByTestId('flashcards-due')).toHaveText('1')
    await sidebarLink(page, 'Flashcards').click()
    await expect(page).toHaveURL(/\/flashcards$/)
    await expect(page.getByRole('heading', { name: 'Flashcards', level: 1 })).toBeVisible()
    await page.getByRole('link', { name: 'Review Mistakes (1 due)' }).click()
  })

  await test.step('review it: show the answer, press Good (next in 10 minutes)', async () => {
    await expect(page).toHaveURL(/\/flashcards\/review\?deck=mistakes$/)
    await expect(page.getByRole('article', { name: 'Flashcard' })).toContainText(
      stemText.slice(0, 40),
    )
    await expect(page.getByText('Card 1 of 1 due')).toBeVisible()
    await page.keyboard.press('Space')
    await expect(page.getByRole('region', { name: 'Answer' })).toContainText(/Answer/)
    const good = page.getByRole('button', { name: 'Good: next in 10m (key 3)' })
    await expect(good).toBeVisible()
    await expect(page.getByRole('button', { name: /^Easy: next in \d+d/ })).toBeVisible()
    await good.click()
    await expect(page.getByText('No cards are due. Well done!')).toBeVisible()
    await expect(page.getByText(/You reviewed 1 card\./)).toBeVisible()
  })

  await test.step('highlight the stem while reviewing the test', async () => {
    await page.goto(`/analysis?code=${missed.code}&q=${missed.position}`)
    const card = page.getByRole('article', { name: `Question ${missed.position}` })
    const stem = card.locator('[data-highlight-field="stem"] p').first()
    await expect(stem).toContainText(stemText.slice(0, 30))
    await stem.selectText()
    await card.getByRole('button', { name: 'Highlight', exact: true }).click()
    await expect(card.getByText('Highlighted.')).toBeVisible()
    await expect.poll(() => marked(stem)).toBe(stemText)
  })

  await test.step('the Highlights page lists it and opens the question', async () => {
    await sidebarLink(page, 'Highlights').click()
    await expect(page).toHaveURL(/\/highlights$/)
    await expect(page.locator('main mark').first()).toHaveText(stemText)
    await expect(page.getByRole('button', { name: 'Build a test from 1 question' })).toBeVisible()
    await page.getByRole('link', { name: 'Open question' }).click()
    await expect(page).toHaveURL(new RegExp(`/analysis\\?code=${missed.code}&q=${missed.position}`))
    await expect.poll(() => marked(page.locator('[data-highlight-field="stem"]'))).toBe(stemText)
  })
})
