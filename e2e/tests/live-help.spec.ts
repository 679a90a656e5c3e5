import { expect, type Page, test } from '@playwright/test'
import { createAccount, loginThroughForm } from '../support/accounts'
import { adminHeaders } from '../support/admin'

async function loggedIn(page: Page, name = 'Live Help Student') {
  const account = await createAccount(page, name)
  await loginThroughForm(page, account.email, account.password)
  return account
}

test('enrolling in a webinar moves its card to the registered list and counts on the dashboard', async ({
  page,
}) => {
  await loggedIn(page)
  await page
    .getByRole('navigation', { name: 'Student' })
    .getByRole('link', { name: 'Webinars' })
    .click()
  await expect(page).toHaveURL(/\/webinars$/)

  const registered = page.getByRole('region', { name: 'Upcoming Registered Webinars' })
  const findMore = page.getByRole('region', { name: 'Find More Webinars' })
  await expect(
    registered.getByText('You have not enrolled in any upcoming webinars yet.'),
  ).toBeVisible()
  // The demo's past webinar is never offered.
  await expect(findMore.getByRole('article').first()).toBeVisible()
  await expect(findMore.getByText('Infection Control Refresher')).toHaveCount(0)

  const card = findMore.getByRole('article').first()
  const title = (await card.getByRole('heading').textContent())!.trim()
  // Time is shown with the webinar's zone label (e.g. "7:00 PM – 8:00 PM EDT").
  await expect(
    card.getByText(/\d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M [A-Z]{3,4}$/),
  ).toBeVisible()
  await card.getByRole('button', { name: 'Enroll Now' }).click()

  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('Enrolled Successfully')
  // The card has moved before the dialog is even closed.
  await expect(registered.getByRole('heading', { name: title })).toBeVisible()
  await expect(findMore.getByRole('heading', { name: title })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'OK' }).click()
  await expect(registered.getByRole('link', { name: /Join on Zoom/ })).toHaveAttribute(
    'href',
    /^https:\/\/zoom\.us\/j\//,
  )

  // It stays registered after a reload, and the dashboard counts it.
  await page.reload()
  await expect(registered.getByRole('heading', { name: title })).toBeVisible()
  await expect(findMore.getByRole('heading', { name: title })).toHaveCount(0)
  await page.goto('/dashboard')
  await expect(
    page.getByText('Upcoming Webinars', { exact: true }).locator('xpath=following-sibling::dd'),
  ).toHaveText('1')
})

test('a support reply posted by an admin appears on the open chat without a reload', async ({
  page,
}) => {
  const student = await loggedIn(page, 'Chat Student')
  await page
    .getByRole('navigation', { name: 'Student' })
    .getByRole('link', { name: 'Support chat' })
    .click()
  await expect(page).toHaveURL(/\/chat$/)
  await expect(page.getByRole('link', { name: 'support@nurseready.ca' })).toBeVisible()
  await expect(page.getByText('No messages yet')).toBeVisible()

  const input = page.getByRole('textbox', { name: 'Message' })
  const send = page.getByRole('button', { name: 'Send' })
  await input.fill('   ')
  await expect(send).toBeDisabled()
  await input.fill('Hello, how do renewals work?')
  await send.click()
  const log = page.getByRole('log', { name: 'Messages' })
  await expect(log.getByText('Hello, how do renewals work?')).toBeVisible()
  await expect(input).toHaveValue('')
  await expect(page.getByText('Live', { exact: true })).toBeVisible()

  // Mark this page load: a reload would lose the marker.
  await page.evaluate(() => {
    ;(window as unknown as { __sameLoad: boolean }).__sameLoad = true
  })

  const admin = await adminHeaders(page.request)
  const threads = await page.request.get('/api/admin/chat/threads?pageSize=100', { headers: admin })
  const thread = (
    (await threads.json()) as {
      items: { id: string; student: { email: string }; unreadCount: number }[]
    }
  ).items.find((t) => t.student.email === student.email)!
  expect(thread.unreadCount).toBe(1)
  const reply = await page.request.post(`/api/admin/chat/threads/${thread.id}/messages`, {
    headers: admin,
    data: { body: 'Plans never renew on their own; renew from Buy subscription.' },
  })
  expect(reply.status()).toBe(201)

  await expect(
    log.getByText('Plans never renew on their own; renew from Buy subscription.'),
  ).toBeVisible()
  await expect(log.getByText('NurseReady Support')).toBeVisible()
  expect(
    await page.evaluate(() => (window as unknown as { __sameLoad?: boolean }).__sameLoad),
  ).toBe(true)
  // Exactly one copy of each message, in order.
  await expect(log.getByRole('listitem')).toHaveCount(2)
})

test('the FAQ accordion opens and closes with the keyboard', async ({ page }) => {
  await loggedIn(page)
  await page.goto('/faqs')
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible()
  const questions = page.getByRole('main').locator('button[aria-expanded]')
  await expect(questions).toHaveCount(12)

  const first = questions.nth(0)
  const second = questions.nth(1)
  await expect(first).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByText(/There are three plans, priced in CAD/)).toBeVisible()
  await expect(second).toHaveAttribute('aria-expanded', 'false')

  await first.focus()
  await page.keyboard.press('Enter')
  await expect(first).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByText(/There are three plans, priced in CAD/)).toBeHidden()

  await page.keyboard.press('ArrowDown')
  await expect(second).toBeFocused()
  await page.keyboard.press('Space')
  await expect(second).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByText(/Plans never renew on their own/)).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(second).toHaveAttribute('aria-expanded', 'false')

  // Tab also reaches the next question.
  await page.keyboard.press('Tab')
  await expect(questions.nth(2)).toBeFocused()
})
