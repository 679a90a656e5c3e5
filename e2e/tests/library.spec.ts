import { expect, type Page, test } from '@playwright/test'
import { createAccount, loginThroughForm } from '../support/accounts'
import { expectPlaysAndSeeks } from '../support/media'

async function loggedIn(page: Page, name = 'Library Student') {
  const account = await createAccount(page, name)
  await loginThroughForm(page, account.email, account.password)
  return account
}

const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Student' }).getByRole('link', { name, exact: true })

/** The row of the lecture or note titled `title` in the page's table. */
const rowOf = (page: Page, title: string) =>
  page.getByRole('row').filter({ has: page.getByText(title, { exact: true }) })

async function openPharmacologyLectures(page: Page) {
  await sidebarLink(page, 'Videos').click()
  await expect(page).toHaveURL(/\/lecturesvideosNew$/)
  const subjects = page.getByRole('table', { name: 'Video subjects' })
  // The five seeded subjects (admin-library.spec.ts adds its own category to the same server).
  for (const name of [
    'Fundamentals of Nursing',
    'Pharmacology',
    'Medical-Surgical Nursing',
    'Maternal and Newborn Care',
    'Mental Health Nursing',
  ]) {
    await expect(subjects.getByRole('link', { name, exact: true })).toBeVisible()
  }
  await subjects.getByRole('link', { name: 'Pharmacology', exact: true }).click()
  await expect(page).toHaveURL(/\/lecturesvideos\?category=[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { name: 'Pharmacology' })).toBeVisible()
}

test('a new student: subjects page by 8, lectures searched on the server, paid ones locked', async ({
  page,
}) => {
  await loggedIn(page)
  await openPharmacologyLectures(page)

  const lectures = page.getByRole('table', { name: 'Lectures' })
  await expect(lectures.getByRole('row')).toHaveCount(9) // header + 8
  const paid = rowOf(page, 'Anticoagulants: Heparin and Warfarin')
  await expect(paid.getByRole('link', { name: 'Play' })).toHaveCount(0)
  const upgrade = paid.getByRole('link', { name: 'Upgrade now' })
  await expect(upgrade).toBeVisible()

  // Page 2 holds the last two lectures; the page is in the URL.
  await page
    .getByRole('navigation', { name: 'Lecture pages' })
    .getByRole('button', { name: 'Next' })
    .click()
  await expect(page).toHaveURL(/&page=2$/)
  await expect(lectures.getByRole('row')).toHaveCount(3)
  await expect(rowOf(page, 'High-Alert Medications')).toBeVisible()

  await page.getByRole('searchbox', { name: 'Search lectures' }).fill('insulin')
  await expect(page).toHaveURL(/q=insulin/)
  await expect(lectures.getByRole('row')).toHaveCount(2)
  const free = rowOf(page, 'Insulin Types: Onset, Peak and Duration')
  await free.getByRole('link', { name: 'Play' }).click()
  await expect(page).toHaveURL(/\/videos\?id=[0-9a-f-]{36}$/)
  await expect(
    page.getByRole('heading', { name: 'Insulin Types: Onset, Peak and Duration' }),
  ).toBeVisible()
  await expect(page.getByText('0:07')).toBeVisible()
  await expectPlaysAndSeeks(page.locator('video'), 3)

  // Back to the list, then the paid lecture's 'Upgrade now' goes to the plans.
  await page.getByRole('link', { name: 'Back' }).click()
  await expect(page).toHaveURL(/\/lecturesvideos\?category=/)
  await page.getByRole('searchbox', { name: 'Search lectures' }).fill('')
  await rowOf(page, 'Anticoagulants: Heparin and Warfarin')
    .getByRole('link', { name: 'Upgrade now' })
    .click()
  await expect(page).toHaveURL(/\/subscriptions$/)
})

test('notes open in a frame and the study calendar lists its four files', async ({ page }) => {
  await loggedIn(page)
  await sidebarLink(page, 'Notes').click()
  await expect(page).toHaveURL(/\/allNotesCategory$/)
  await page
    .getByRole('table', { name: 'Notes subjects' })
    .getByRole('link', { name: 'Pharmacology' })
    .click()
  await expect(page).toHaveURL(/\/notes\?category=/)
  await expect(
    rowOf(page, 'Cardiac Medications').getByRole('link', { name: 'Upgrade now' }),
  ).toBeVisible()
  await rowOf(page, 'Medication Math Formulas').getByRole('link', { name: 'Read' }).click()
  await expect(page).toHaveURL(/\/readnotes\?id=/)
  const frame = page.locator('iframe[title="Medication Math Formulas"]')
  await expect(frame).toBeVisible()
  const pdf = await page.request.get((await frame.getAttribute('src'))!)
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')

  await sidebarLink(page, 'Study calendar').click()
  await expect(page).toHaveURL(/\/studycalendar$/)
  const cards = page.getByRole('article')
  await expect(cards.getByRole('heading')).toHaveText([
    '3 Weeks',
    '6 Weeks',
    '12 Weeks',
    'Learning Assessment Tracker',
  ])
  const href = await page.getByRole('link', { name: /Open 12 Weeks/ }).getAttribute('href')
  const file = await page.request.get(href!)
  expect(file.status()).toBe(200)
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-')
})

test('after subscribing through the sandbox checkout, a paid lecture streams and seeks', async ({
  page,
}) => {
  await loggedIn(page, 'Subscribing Student')
  await openPharmacologyLectures(page)
  await rowOf(page, 'Anticoagulants: Heparin and Warfarin')
    .getByRole('link', { name: 'Upgrade now' })
    .click()
  await expect(page).toHaveURL(/\/subscriptions$/)

  // The payments engineer's TEST MODE checkout (no card data, no real money).
  await page
    .getByRole('article', { name: '3 Months' })
    .getByRole('button', { name: 'Buy now' })
    .click()
  await expect(page.getByText('TEST MODE')).toBeVisible()
  await page.getByRole('button', { name: 'Pay 149 CAD' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('Subscription Successful.')
  await dialog.getByRole('button', { name: 'OK' }).click()

  await openPharmacologyLectures(page)
  await expect(page.getByRole('link', { name: 'Upgrade now' })).toHaveCount(0)
  const ranged = page.waitForResponse(
    (r) => r.url().includes('/media/library/videos/anticoagulants.mp4') && r.status() === 206,
  )
  await rowOf(page, 'Anticoagulants: Heparin and Warfarin')
    .getByRole('link', { name: 'Play' })
    .click()
  await expect(
    page.getByRole('heading', { name: 'Anticoagulants: Heparin and Warfarin' }),
  ).toBeVisible()
  const video = page.locator('video')
  await expectPlaysAndSeeks(video, 4)
  const res = await ranged
  expect(res.headers()['content-range']).toMatch(/^bytes \d+-\d+\/\d+$/)
})
