import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { createAccount } from '../support/accounts'
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/admin'
import { expectPlaysAndSeeks } from '../support/media'
import { buyPlanThroughApi } from '../support/plans'

/** The seed's 5-second MP4, padded with a 3 MB 'free' box so the upload takes a while. */
function paddedMp4() {
  const mp4 = readFileSync(
    new URL('../../apps/api/src/seed/media/library/videos/apgar.mp4', import.meta.url),
  )
  const pad = Buffer.alloc(3 * 1024 * 1024)
  pad.writeUInt32BE(pad.length, 0)
  pad.write('free', 4, 'latin1')
  return Buffer.concat([mp4, pad])
}

/** A 1×1 PNG thumbnail. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

const CATEGORY = `E2E Uploads ${Date.now().toString(36)}`
const TITLE = 'Newborn APGAR Walkthrough'

/**
 * Signs in through the API and keeps the token where the app keeps it (the login form has its
 * own tests in auth.spec.ts); the next page load starts signed in.
 */
async function signIn(page: Page, email: string, password: string) {
  const res = await page.request.post('/api/auth/login', { data: { email, password } })
  expect(res.status()).toBe(200)
  const { token } = (await res.json()) as { token: string }
  await page.goto('/login')
  await page.evaluate((t) => localStorage.setItem('token', t), token)
}

test('an admin uploads a paid video with a progress bar; a subscribed student plays it', async ({
  page,
}) => {
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD)
  await page.goto('/admin/library?tab=categories')
  await expect(page.getByRole('heading', { name: 'Library', level: 1 })).toBeVisible()

  // A new video category.
  const videoCategories = page.getByRole('region', { name: 'Video categories' })
  await videoCategories.getByRole('button', { name: 'New category' }).click()
  const categoryDialog = page.getByRole('dialog', { name: 'New video category' })
  await categoryDialog.getByLabel('Name').fill(CATEGORY)
  await categoryDialog.getByRole('button', { name: 'Save' }).click()
  await expect(categoryDialog).toHaveCount(0)
  await expect(
    page
      .getByRole('table', { name: 'Video categories' })
      .getByRole('row', { name: new RegExp(CATEGORY) }),
  ).toBeVisible()

  // The upload, slowed to ~1 MB/s so the progress bar is seen moving.
  await page
    .getByRole('navigation', { name: 'Library sections' })
    .getByRole('button', { name: 'Videos' })
    .click()
  await page.getByRole('button', { name: 'Upload video' }).click()
  const dialog = page.getByRole('dialog', { name: 'Upload a video' })
  await dialog.getByLabel('Category').selectOption({ label: CATEGORY })
  await dialog.getByLabel('Title').fill(TITLE)
  await dialog.getByLabel('Subject').fill('Maternal-Newborn')
  await expect(dialog.getByLabel(/^Paid/)).toBeChecked()
  await dialog
    .getByLabel('Video file')
    .setInputFiles({ name: 'apgar.mp4', mimeType: 'video/mp4', buffer: paddedMp4() })
  await dialog
    .getByLabel('Thumbnail (optional)')
    .setInputFiles({ name: 'apgar.png', mimeType: 'image/png', buffer: PNG })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 1024 * 1024,
  })
  await dialog.getByRole('button', { name: 'Upload' }).click()
  const bar = dialog.getByRole('progressbar', { name: 'Uploading the video…' })
  await expect(bar).toBeVisible()
  await expect
    .poll(async () => Number(await bar.getAttribute('value')), { timeout: 15_000 })
    .toBeGreaterThan(0)
  await expect(dialog.getByRole('button', { name: 'Cancel upload' })).toBeVisible()
  await expect(dialog).toHaveCount(0, { timeout: 30_000 })
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })
  // The duration was read from the file by the server.
  await expect(page.getByRole('status')).toHaveText(`Saved “${TITLE}” (0:05, paid).`)
  const row = page
    .getByRole('table', { name: 'Videos' })
    .getByRole('row', { name: new RegExp(TITLE) })
  await expect(row).toContainText(CATEGORY)
  await expect(row).toContainText('0:05')
  await expect(row).toContainText('Paid')

  // The admin signs out (the session is the token in localStorage) and a student signs in:
  // without a plan the video is locked; after buying one it plays and seeks.
  await page.evaluate(() => localStorage.clear())
  const student = page
  const account = await createAccount(student, 'Upload Viewer')
  await signIn(student, account.email, account.password)
  await student.goto('/dashboard')
  const openCategory = async () => {
    await student
      .getByRole('navigation', { name: 'Student' })
      .getByRole('link', { name: 'Videos', exact: true })
      .click()
    await student
      .getByRole('table', { name: 'Video subjects' })
      .getByRole('link', { name: CATEGORY })
      .click()
    await expect(student.getByRole('heading', { name: CATEGORY })).toBeVisible()
  }
  await openCategory()
  const lecture = student
    .getByRole('row')
    .filter({ has: student.getByText(TITLE, { exact: true }) })
  await expect(lecture.getByRole('link', { name: 'Upgrade now' })).toBeVisible()
  await expect(lecture.getByRole('link', { name: 'Play' })).toHaveCount(0)

  await buyPlanThroughApi(student)
  await student.reload()
  await openCategory()
  const ranged = student.waitForResponse(
    (r) => /\/media\/library\/videos\/[0-9a-f-]{36}\.mp4/.test(r.url()) && r.status() === 206,
  )
  await lecture.getByRole('link', { name: 'Play' }).click()
  await expect(student.getByRole('heading', { name: TITLE })).toBeVisible()
  await expectPlaysAndSeeks(student.locator('video'), 3)
  expect((await ranged).headers()['content-range']).toMatch(/^bytes \d+-\d+\/\d+$/)
})
