import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { createAccount, loginThroughForm } from '../support/accounts'

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Student' })

async function buyPlan(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const headers = { authorization: `Bearer ${token}` }
  const planId = (await (await page.request.get('/api/plans')).json()).items[0].id
  const order = await page.request.post('/api/orders', { headers, data: { kind: 'plan', planId } })
  expect(order.status()).toBe(201)
  const id = (await order.json()).order.id
  expect((await page.request.post(`/api/orders/${id}/pay`, { headers })).status()).toBe(200)
}

/** The date `days` from today, as the date input takes it (the browser's time zone). */
function dayFromNow(days: number) {
  const d = new Date(Date.now() + days * 86_400_000)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

test('a student with a plan sets an exam date and downloads the .ics; changes their name; ends other sessions', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const account = await createAccount(page, 'Schedule Student')
  // Another device signed in first: it is ended at the end.
  const other = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
    headers: {
      'user-agent':
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    },
  })
  const otherToken = (await other.json()).token as string
  await loginThroughForm(page, account.email, account.password)
  await buyPlan(page)

  // The schedule: exam in 4 weeks, Monday to Friday, 10 hours a week.
  await sidebar(page).getByRole('link', { name: 'Study schedule' }).click()
  await expect(page).toHaveURL(/\/schedule$/)
  await expect(page.getByRole('heading', { name: 'Study schedule', level: 1 })).toBeVisible()
  await page.getByLabel('Exam date').fill(dayFromNow(28))
  await page.getByRole('button', { name: 'Create my schedule' }).click()
  await expect(page.getByRole('heading', { name: 'Your plan' })).toBeVisible()
  await expect(page.getByRole('table', { name: /^Study schedule, / })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Mark day done' }).first()).toBeVisible()
  await expect(page.getByRole('table', { name: 'Focus areas (weakest first)' })).toBeVisible()

  // Download the .ics: a calendar with events.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download .ics' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('nurseready-schedule.ics')
  const ics = readFileSync((await file.path())!, 'utf8')
  expect(ics).toContain('BEGIN:VCALENDAR')
  expect(ics.match(/BEGIN:VEVENT/g)!.length).toBeGreaterThan(10)
  expect(ics).toContain('SUMMARY:NCLEX exam day')

  // The account page: a new name shows in the sidebar.
  const aside = page.locator('#student-sidebar')
  await aside.getByRole('link', { name: /My account/ }).click()
  await expect(page).toHaveURL(/\/account$/)
  const name = page.getByRole('textbox', { name: 'Name' })
  await name.fill('Renamed Student')
  await page.getByRole('button', { name: 'Save name' }).click()
  await expect(page.getByText('Your name has been updated.')).toBeVisible()
  await expect(aside.getByText('Renamed Student')).toBeVisible()

  // Two sessions listed; ending the other one signs it out, this one stays.
  const sessions = page.getByRole('list', { name: 'Active sessions' })
  await expect(sessions.getByRole('listitem')).toHaveCount(2)
  await expect(sessions).toContainText('Safari on iPhone')
  await expect(sessions).toContainText('This device')
  await page.getByRole('button', { name: 'End other sessions' }).click()
  await expect(page.getByText('Signed out of 1 other session.')).toBeVisible()
  await expect(sessions.getByRole('listitem')).toHaveCount(1)
  const otherMe = await page.request.get('/api/auth/me', {
    headers: { authorization: `Bearer ${otherToken}` },
  })
  expect(otherMe.status()).toBe(401)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible()
  void browser
})
