import { expect, type Page, test } from '@playwright/test'
import { signInThroughApi } from '../support/accounts'

/** Issue 12 §4: the test screen's navigator, flag, Suspend and calculator in Chromium. */

async function startTest(page: Page, mode: 'Tutor' | 'Timed', count: number) {
  // Signed in through the API (this spec is about the test screen, not the login form).
  await signInThroughApi(page, `Test Screen ${mode}`)
  await page.goto('/dashboard')
  await page
    .getByRole('navigation', { name: 'Student' })
    .getByRole('link', { name: 'Create test', exact: true })
    .click()
  await expect(page).toHaveURL(/\/starttest$/)
  for (const name of ['Traditional', mode]) {
    await page.locator('label').getByText(name, { exact: true }).click()
  }
  const select = page.getByLabel('Subject')
  const option = select.locator('option', { hasText: /^Pharmacology \(/ })
  await select.selectOption((await option.getAttribute('value'))!)
  await page.getByLabel('Number of questions').fill(String(count))
  await page.getByRole('button', { name: 'Start Test' }).click()
  await expect(page).toHaveURL(/\/test\/inprogress$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Question 1 of ${count}`)
}

const navigator = (page: Page) => page.getByRole('navigation', { name: 'Question navigator' })
const navButton = (page: Page, n: number) =>
  navigator(page).getByRole('button', { name: new RegExp(`^Question ${n}:`) })

test('tutor test at 1280 px: the navigator jumps to a question and shows its flag', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await startTest(page, 'Tutor', 4)

  await expect(navButton(page, 1)).toHaveAccessibleName('Question 1: current, unanswered')
  await expect(navButton(page, 3)).toHaveAccessibleName('Question 3: unanswered')

  await navButton(page, 3).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Question 3 of 4')
  await expect(page.getByRole('region', { name: 'Question 3', exact: true })).toBeVisible()
  await expect(navButton(page, 3)).toHaveAccessibleName('Question 3: current, unanswered')

  await page.getByRole('button', { name: /Flag for review/ }).click()
  await expect(page.getByRole('button', { name: /Flag for review/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(navButton(page, 3)).toHaveAccessibleName('Question 3: current, unanswered, flagged')
  // The flag is the server's: still shown after a reload.
  await page.reload()
  await expect(navButton(page, 3)).toHaveAccessibleName(/Question 3: .*flagged/)
})

test('timed test at 375 px: navigator in a dialog, calculator beside the question, Suspend hides it', async ({
  page,
}) => {
  // The e2e server's timed tests last 20 s (TIMED_TEST_SECONDS): keep this short.
  await startTest(page, 'Timed', 3)
  await page.setViewportSize({ width: 375, height: 800 })
  const card = page.getByRole('region', { name: 'Question 1', exact: true })
  // The stem: the first element with an id in the card (the answer group is labelled by it).
  const stem = ((await card.locator('div[id]').first().textContent()) ?? '').trim().slice(0, 40)
  expect(stem.length).toBeGreaterThan(10)

  await page.getByRole('button', { name: 'Questions' }).click()
  const dialog = page.getByRole('dialog', { name: 'Question navigator' })
  await expect(
    dialog.getByRole('button', { name: 'Question 1: current, unanswered' }),
  ).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)

  await page.getByRole('button', { name: 'Calculator' }).click()
  const calculator = page.getByRole('dialog', { name: 'Calculator' })
  await expect(calculator).toBeVisible()
  for (const key of ['7', '×', '8', '=']) {
    await calculator.getByRole('button', { name: key, exact: true }).click()
  }
  await expect(calculator.getByRole('textbox', { name: 'Calculator display' })).toHaveValue('56')
  // Not modal: the question can still be answered with the calculator open.
  const choice = card.locator('input[type=radio], input[type=checkbox]').first()
  if ((await choice.count()) > 0) {
    await choice.check()
    await expect(choice).toBeChecked()
  } else {
    // A fill-in-the-blank question: typing digits types them (no shortcut fires).
    const box = card.getByRole('textbox').first()
    await box.fill('12.5')
    await expect(box).toHaveValue('12.5')
  }
  await calculator.getByRole('button', { name: '1', exact: true }).click()
  await page.keyboard.press('Escape')
  await expect(calculator).toHaveCount(0)

  await page.getByRole('button', { name: 'Suspend', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Resume', exact: true })).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'The test is suspended.' })).toHaveText(
    'The test is suspended. Press Resume to continue answering.',
  )
  await expect(page.getByRole('region', { name: 'Question 1', exact: true })).toHaveCount(0)
  await expect(page.locator('body')).not.toContainText(stem)

  await page.getByRole('button', { name: 'Resume', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Suspend', exact: true })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Question 1', exact: true })).toContainText(stem)
})
