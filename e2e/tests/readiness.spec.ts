import { expect, type Page, test } from '@playwright/test'
import { createAccount, loginThroughForm } from '../support/accounts'

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Student' })

const TEXTS = {
  noPlan: 'Readiness assessments come with a question-bank plan: 2 in every plan period.',
  refusedNoPlan:
    'Readiness assessments come with a question-bank plan (2 per plan period). Choose a plan on the Subscriptions page.',
  usedUp:
    'You have used both readiness assessments of this plan period. Your next two come with your next plan period.',
}

type Item = { position: number; type: string; options: string[]; rows: { id: string }[] }

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

async function buyPlan(page: Page) {
  const plans = await page.request.get('/api/plans')
  const planId = (await plans.json()).items[0].id
  const order = await api(page, 'POST', '/orders', { kind: 'plan', planId })
  expect(order.status).toBe(201)
  expect((await api(page, 'POST', `/orders/${order.body.order.id}/pay`)).status).toBe(200)
}

/** Answers the item on screen the way a hurried student would: the first choice. */
async function answerOnScreen(page: Page) {
  const card = page.getByRole('region', { name: /^Question \d+$/ })
  const text = card.getByRole('textbox')
  const matrix = card.getByRole('table')
  const boxes = card.getByRole('checkbox')
  if (await text.count()) await text.fill('my answer')
  else if (await matrix.count()) {
    const rows = matrix.locator('tbody tr')
    for (let i = 0; i < (await rows.count()); i++)
      await rows.nth(i).getByRole('radio').first().check()
  } else if (await boxes.count()) await boxes.first().check()
  else await card.getByRole('radio').first().check()
  await page.getByRole('button', { name: 'Next' }).click()
}

test('a readiness assessment: refused without a plan, taken to its stop, result, review, tracker, third refused', async ({
  page,
}) => {
  test.setTimeout(300_000)
  const account = await createAccount(page, 'Readiness Student')
  await loginThroughForm(page, account.email, account.password)

  // Without a plan: the page says what gives access, and the server refuses with a pointer.
  await expect(page.getByRole('heading', { name: 'Readiness' })).toBeVisible()
  await sidebar(page).getByRole('link', { name: 'Readiness' }).click()
  await expect(page).toHaveURL(/\/readiness$/)
  await expect(page.getByRole('heading', { name: 'Readiness assessment' })).toBeVisible()
  await expect(page.getByText(TEXTS.noPlan)).toBeVisible()
  await page.getByRole('button', { name: 'Start NCLEX-RN assessment' }).click()
  await expect(page.getByRole('alert')).toContainText(TEXTS.refusedNoPlan)
  await expect(page.getByRole('link', { name: 'See plans' })).toHaveAttribute(
    'href',
    '/subscriptions',
  )

  await buyPlan(page)
  await page.reload()
  await expect(page.getByText('2 of 2 assessments left in this plan period')).toBeVisible()
  await expect(
    page.getByText('No readiness assessments yet. Your first result will appear here.'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Start NCLEX-RN assessment' }).click()

  // The exam-like screen: one item, the server's clock, no going back.
  await expect(page).toHaveURL(/\/readiness\/assessments\/[0-9a-f-]{36}$/)
  const id = page.url().split('/').at(-1)!
  await expect(page.getByRole('heading', { name: 'NCLEX-RN readiness assessment' })).toBeVisible()
  await expect(page.getByText('Question 1 · 85 to 150 questions · no going back')).toBeVisible()
  await expect(page.getByText(/^4:59:\d\d$/)).toBeVisible()
  await expect(page.getByRole('button', { name: /previous/i })).toHaveCount(0)

  // A break: the item leaves the screen while the clock keeps running.
  await page.getByRole('button', { name: 'Suspend' }).click()
  await expect(page.getByRole('heading', { name: 'Assessment suspended' })).toBeVisible()
  await expect(page.getByRole('region', { name: /^Question \d+$/ })).toHaveCount(0)
  await page.getByRole('button', { name: 'Resume' }).click()
  await expect(page.getByRole('region', { name: 'Question 1' })).toBeVisible()

  // Answered to its stop (85 to 150 items), one at a time, without feedback.
  for (let n = 1; n <= 150 && !/\/result$/.test(page.url()); n++) {
    await expect(page.getByRole('region', { name: `Question ${n}` })).toBeVisible()
    await expect(page.getByText(/Correct answer|Your answer, incorrect|Rationale/)).toHaveCount(0)
    await answerOnScreen(page)
    await expect(
      page
        .getByRole('region', { name: `Question ${n + 1}` })
        .or(page.getByRole('heading', { name: 'Your NCLEX-RN readiness result' })),
    ).toBeVisible()
  }
  await expect(page).toHaveURL(new RegExp(`/readiness/assessments/${id}/result$`))

  // The result as the server computed it: prediction, band, stop rule, chart, categories.
  const result = (await api(page, 'GET', `/readiness/assessments/${id}/result`)).body
  await expect(page.getByRole('heading', { name: 'Your NCLEX-RN readiness result' })).toBeVisible()
  await expect(page.getByText(result.passed ? 'Pass' : 'Fail', { exact: true })).toBeVisible()
  await expect(page.getByText(result.bandLabel, { exact: true }).first()).toBeVisible()
  await expect(
    page.getByRole('heading', {
      name: `Why it stopped after ${result.itemsAdministered} questions`,
    }),
  ).toBeVisible()
  await expect(page.getByText(result.stopExplanation)).toBeVisible()
  await expect(
    page.getByRole('img', { name: /Ability estimate after every question/ }),
  ).toBeVisible()
  await page.getByText('Show the numbers as a table').click()
  const trace = page.getByRole('table', {
    name: 'Ability estimate and 95 % range after every question',
  })
  await expect(trace.locator('tbody tr')).toHaveCount(result.itemsAdministered)
  const categories = page.getByRole('table', { name: 'Performance per test-plan category' })
  await expect(categories.locator('tbody tr')).toHaveCount(8)
  await expect(categories.locator('tbody tr').first()).toContainText('Management of Care')

  // The full review after the end.
  await page.getByRole('link', { name: 'Review every question' }).click()
  await expect(page.getByRole('heading', { name: 'Review', exact: true })).toBeVisible()
  await expect(
    page.getByText(`${result.itemsAdministered} questions, in the order you answered them.`),
  ).toBeVisible()
  await expect(page.getByText('Question 1', { exact: true })).toBeVisible()
  await expect(page.getByText('Rationale').first()).toBeVisible()

  // The tracker holds it; one assessment left.
  await sidebar(page).getByRole('link', { name: 'Readiness' }).click()
  await expect(page.getByText('1 of 2 assessments left in this plan period')).toBeVisible()
  const tracker = page.getByRole('listitem').filter({ hasText: 'Assessment 1' })
  await expect(tracker).toContainText(result.passed ? 'Pass predicted' : 'Fail predicted')
  await expect(tracker).toContainText(result.bandLabel)

  // The second (answered through the API: this part is about the allowance), then the third.
  const second = await api(page, 'POST', '/readiness/assessments')
  expect(second.status).toBe(201)
  let status = second.body
  while (status.status === 'in progress') {
    const item = (await api(page, 'GET', `/readiness/assessments/${status.id}/item`)).body as Item
    const answer =
      item.type === 'mcq'
        ? { type: 'mcq', choice: item.options[0] }
        : item.type === 'multi'
          ? { type: 'multi', choices: [item.options[0]] }
          : item.type === 'blank'
            ? { type: 'blank', text: 'x' }
            : { type: 'matrix', rows: item.rows.map((r) => ({ id: r.id, choice: 'indicated' })) }
    status = (
      await api(page, 'POST', `/readiness/assessments/${status.id}/answers`, {
        position: item.position,
        answer,
      })
    ).body
  }
  await page.reload()
  await expect(page.getByText('0 of 2 assessments left in this plan period')).toBeVisible()
  await expect(page.getByText(TEXTS.usedUp)).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: /^Assessment \d/ })).toHaveCount(2)
  const third = await api(page, 'POST', '/readiness/assessments')
  expect(third.status).toBe(403)
  expect(third.body.detail).toBe(TEXTS.usedUp)
})
