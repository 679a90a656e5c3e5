import { expect, type Page, test } from '@playwright/test'
import { createAccount, loginThroughForm } from '../support/accounts'

async function loggedIn(page: Page, name = 'Billing Student') {
  const account = await createAccount(page, name)
  await loginThroughForm(page, account.email, account.password)
  return account
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Student' })

/** "Feb 14, 2027": how the app shows a date (en-US, the browser's zone). */
const shown = (d: Date) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(d)

test('buying the 3-month plan through the sandbox checkout activates it', async ({ page }) => {
  await loggedIn(page)
  await sidebar(page).getByRole('link', { name: 'Buy subscription' }).click()
  await expect(page).toHaveURL(/\/subscriptions$/)
  await expect(page.getByRole('heading', { name: 'Affordable Pricing' })).toBeVisible()
  await expect(page.getByText(/expires on/)).toHaveCount(0)

  const plan = page.getByRole('article', { name: '3 Months' })
  await expect(plan).toContainText('Recommended')
  await expect(plan).toContainText('149 CAD')
  await expect(plan).toContainText('Valid for 84 days')
  await expect(plan.getByRole('listitem')).toHaveCount(7)
  await plan.getByRole('button', { name: 'Buy now' }).click()

  // Our own checkout page, clearly in TEST MODE; it survives a reload.
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/)
  await page.reload()
  await expect(page.getByText('TEST MODE')).toBeVisible()
  await expect(page.getByText('NCLEX Question Bank · 3 Months')).toBeVisible()
  await page.getByRole('button', { name: 'Pay 149 CAD' }).click()

  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('Subscription Successful.')
  await dialog.getByRole('button', { name: 'OK' }).click()
  await expect(page).toHaveURL(/\/subscriptions$/)
  const validUntil = shown(new Date(Date.now() + 84 * 86_400_000))
  const notice = page.getByText(`Your current plan (3 Months) expires on ${validUntil}.`)
  await expect(notice).toBeVisible()
  // The notice is red: its text colour, painted on a canvas, is mostly red.
  const [r, g, b] = await notice.evaluate((el) => {
    const ctx = document.createElement('canvas').getContext('2d')!
    ctx.fillStyle = getComputedStyle(el).color
    ctx.fillRect(0, 0, 1, 1)
    return [...ctx.getImageData(0, 0, 1, 1).data]
  })
  expect(r! - Math.max(g!, b!)).toBeGreaterThan(80)
  await expect(plan.getByRole('button', { name: 'Renew' })).toBeVisible()

  await page.getByRole('link', { name: 'Order history' }).click()
  await expect(page).toHaveURL(/\/orderhistory$/)
  const row = page.getByRole('table', { name: 'Order history' }).getByRole('row').nth(1)
  await expect(row).toContainText('NCLEX Question Bank · 3 Months')
  await expect(row).toContainText('149 CAD')
  await expect(row).toContainText(validUntil)
  await expect(row.getByText('Active', { exact: true })).toBeVisible()
})

test('canceling at checkout grants nothing', async ({ page }) => {
  await loggedIn(page)
  await page.goto('/subscriptions')
  await page
    .getByRole('article', { name: '1 Month' })
    .getByRole('button', { name: 'Buy now' })
    .click()
  await expect(page.getByText('TEST MODE')).toBeVisible()
  await page.getByRole('button', { name: 'Cancel' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('Payment canceled. You have not been charged.')
  await dialog.getByRole('button', { name: 'OK' }).click()
  await expect(page).toHaveURL(/\/subscriptions$/)
  await expect(page.getByText(/expires on/)).toHaveCount(0)

  await page.goto('/orderhistory')
  const row = page.getByRole('table', { name: 'Order history' }).getByRole('row').nth(1)
  await expect(row).toContainText('Inactive')
  await expect(row).toContainText('Canceled')
})

test('buying a live-lecture package shows the upcoming lectures with Join Now', async ({
  page,
}) => {
  await loggedIn(page)
  await sidebar(page).getByRole('link', { name: 'Live Lectures' }).click()
  await expect(page).toHaveURL(/\/live\/lectures$/)
  await expect(page.getByRole('heading', { name: 'Upcoming Live Lectures' })).toHaveCount(0)
  const pkg = page.getByRole('article').first()
  await expect(pkg).toContainText('$')
  await expect(pkg).toContainText(/Valid for \d+ days/)
  await pkg.getByRole('button', { name: 'Buy now' }).click()

  await expect(page.getByText('TEST MODE')).toBeVisible()
  await page.getByRole('button', { name: /^Pay \$/ }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('Lecture purchase successful.')
  await dialog.getByRole('button', { name: 'OK' }).click()

  await expect(page).toHaveURL(/\/live\/lectures$/)
  await expect(page.getByRole('heading', { name: 'Upcoming Live Lectures' })).toBeVisible()
  const lecture = page.getByRole('article').first()
  // The first demo lecture is a day or more away: its badge says when it starts, not "Live".
  await expect(lecture.getByText(/^Starts (tomorrow|in \d+ (days|hours))$/)).toBeVisible()
  await expect(lecture.getByText('Live', { exact: true })).toHaveCount(0)
  const join = lecture.getByRole('link', { name: /Join Now/ })
  await expect(join).toHaveAttribute('href', /^https:\/\/zoom\.us\/j\/\d+$/)
  await expect(join).toHaveAttribute('target', '_blank')
  await expect(join).toHaveAttribute('rel', /noopener/)
  await expect(page.getByRole('button', { name: 'Buy now' })).toHaveCount(0)
})
