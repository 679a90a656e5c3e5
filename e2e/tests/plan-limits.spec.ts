import { expect, type Page, test } from '@playwright/test'
import { createAccount, loginThroughForm } from '../support/accounts'

/** The signed-in student's token (the app keeps it in localStorage under `token`). */
const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token') ?? '')

async function chooseTest(page: Page, subjectId: string) {
  await page.goto('/starttest')
  await page.getByRole('radio', { name: 'Traditional' }).check({ force: true })
  await page.getByRole('radio', { name: 'Tutor' }).check({ force: true })
  await page.getByRole('combobox', { name: /Subject/ }).selectOption(subjectId)
}

test('a free student hits the 20-test limit, buys a plan, then builds tests from flagged and incorrect questions', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const account = await createAccount(page, 'Limit Student')
  await loginThroughForm(page, account.email, account.password)
  const headers = { authorization: `Bearer ${await tokenOf(page)}` }

  // 20 tests through the API (quick), the free account's allowance.
  const subjects = await (
    await page.request.get('/api/subjects?page=1&pageSize=100&style=traditional', { headers })
  ).json()
  const subject = subjects.items.find((s: { totalQuestions: number }) => s.totalQuestions >= 10)
  for (let i = 0; i < 20; i++) {
    const res = await page.request.post('/api/papers', {
      headers,
      data: { style: 'traditional', mode: 'tutor', subjectId: subject.id, count: 1 },
    })
    expect(res.status()).toBe(201)
  }

  // The 21st, through the form: the server's message and a link to the plans.
  await chooseTest(page, subject.id)
  await page.getByRole('button', { name: 'Start Test' }).click()
  const limit = page.getByRole('alert').filter({ hasText: 'practice tests of a free account' })
  await expect(limit).toBeVisible()
  await expect(page).toHaveURL(/\/starttest$/)
  await limit.getByRole('link', { name: 'See the plans' }).click()
  await expect(page).toHaveURL(/\/subscriptions$/)

  // Buy a plan in the sandbox checkout.
  const plan = page.getByRole('article', { name: '3 Months' })
  await plan.getByRole('button', { name: 'Buy now' }).click()
  await expect(page).toHaveURL(/\/checkout\//)
  await page.getByRole('button', { name: 'Pay 149 CAD' }).click()
  const paid = page.getByRole('alertdialog')
  await expect(paid).toContainText('Subscription Successful.')
  await paid.getByRole('button', { name: 'OK' }).click()

  // Now unlimited: a 5-question tutor test; flag the first question, answer until one is wrong.
  await chooseTest(page, subject.id)
  await page.getByRole('textbox', { name: /Number of questions/ }).fill('5')
  await page.getByRole('button', { name: 'Start Test' }).click()
  await expect(page).toHaveURL(/\/test\/inprogress$/)
  const flag = page.getByRole('button', { name: /Flag for review/ })
  await expect(flag).toHaveAttribute('aria-pressed', 'false')
  await flag.click()
  await expect(flag).toHaveAttribute('aria-pressed', 'true')

  let wrong = false
  for (let i = 0; i < 5 && !wrong; i++) {
    await expect(page.getByRole('button', { name: 'Next' })).toBeVisible()
    const text = page.getByRole('textbox')
    if (await text.count()) await text.first().fill('zzz not an answer')
    else {
      const choice = page.locator('main input[type=radio], main input[type=checkbox]').last()
      await choice.check({ force: true })
    }
    await page.getByRole('button', { name: 'Next' }).click()
    const verdict = page.getByText(/^(Correct|Incorrect)$/).first()
    await expect(verdict).toBeVisible()
    wrong = (await verdict.textContent()) === 'Incorrect'
    if (!wrong && i < 4) await page.getByRole('button', { name: 'Continue' }).click()
  }
  expect(wrong).toBe(true)

  // A test from the flagged pool, then one from the incorrect pool, through the form.
  for (const pool of ['Flagged', 'Incorrect']) {
    await chooseTest(page, subject.id)
    const radio = page.getByRole('radio', { name: new RegExp(`^${pool}`) })
    await expect(radio).toHaveAccessibleDescription(/^[1-9]\d* questions?$/)
    await radio.check({ force: true })
    await page.getByRole('button', { name: 'Start Test' }).click()
    const info = page.getByRole('alertdialog', { name: 'Info' })
    await expect(info).toContainText('available for this choice')
    await info.getByRole('button', { name: 'OK' }).click()
    await expect(page).toHaveURL(/\/test\/inprogress$/)
    await expect(page.getByRole('button', { name: /Flag for review/ })).toBeVisible()
  }
})
