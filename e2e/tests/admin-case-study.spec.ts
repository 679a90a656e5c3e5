import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { signInThroughApi } from '../support/accounts'
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/admin'
import { expectNoAxeViolations, resize } from '../support/layout'
import { buyPlanThroughApi } from '../support/plans'

/**
 * Issue 15 §2 in Chromium: an admin writes a case study in the console (its record, a change
 * before item 2, six items chosen from the bank), publishes it, and a student then gets it in a
 * new Next Gen test. The case is filed under a subject of its own, so a test of that subject is
 * the case and nothing else. axe finds nothing on the list, the editor and the subjects page at
 * 1280 and 375 px.
 */

type SeedItem = {
  id: string
  key: { correct: string | string[] }
  options: { id: string; text: string }[]
}
const CHOICE: SeedItem[] = JSON.parse(
  readFileSync(
    new URL('../../apps/api/src/seed/data/ngn/standalone-choice.json', import.meta.url),
    'utf8',
  ),
)
/** A seeded stand-alone Next Gen item at each clinical-judgment step, in step order. */
const PICKS = [
  'ngn-multi-02',
  'ngn-select-n-01',
  'ngn-mcq-01',
  'ngn-multi-01',
  'ngn-mcq-02',
  'ngn-mcq-03',
]
const seed = (id: string) => CHOICE.find((i) => i.id === id) as SeedItem

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name }).click()

test('an admin writes and publishes a case study in the console; a student gets it in a new Next Gen test', async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(240_000)
  const stamp = Date.now().toString(36)
  const caseId = `e2e-case-${stamp}`
  const title = `Preeclampsia at 34 weeks ${stamp}`
  const subject = `E2E Case Nursing ${stamp}`

  // The admin, signed in through the API (the login form is covered by admin.spec.ts).
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const admin = await adminContext.newPage()
  const login = await admin.request.post('/api/auth/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  })
  const { token } = (await login.json()) as { token: string }
  await admin.goto('/')
  await admin.evaluate((t) => localStorage.setItem('token', t), token)
  await admin.goto('/admin')
  await expect(admin.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible()

  await test.step('the list of case studies', async () => {
    await nav(admin, 'Case studies')
    await expect(admin.getByRole('heading', { name: 'Case studies', level: 1 })).toBeVisible()
    await expect(admin.getByRole('table', { name: 'Case studies' })).toBeVisible()
    await admin.screenshot({ path: testInfo.outputPath('case-list-1280.png'), fullPage: true })
    await expectNoAxeViolations(admin, 'case-study list')
  })

  await test.step('a new case: its fields and client record', async () => {
    await admin.getByRole('link', { name: 'New case study' }).click()
    await expect(admin.getByRole('heading', { name: 'New case study', level: 1 })).toBeVisible()
    await admin.getByLabel(/^Case id/).fill(caseId)
    await admin.getByLabel(/^Title/).fill(title)
    await admin.getByLabel(/^Subject/).fill(subject)
    await admin.getByLabel('NCLEX-PN').check()

    const tabs = admin.getByRole('tablist', { name: 'Record tabs' })
    await tabs.getByRole('tab', { name: "Nurses' Notes" }).focus()
    await admin.keyboard.press('ArrowRight')
    await expect(tabs.getByRole('tab', { name: 'History and Physical' })).toBeFocused()
    await admin.keyboard.press('ArrowLeft')
    await expect(tabs.getByRole('tab', { name: "Nurses' Notes" })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await admin.getByRole('button', { name: 'Add note' }).click()
    await admin.getByLabel('When').fill('Day 1, 0900')
    await admin
      .getByLabel('Note (HTML)')
      .fill('<p>34 weeks pregnant, headache since this morning, sees flashing spots.</p>')
    await tabs.getByRole('tab', { name: 'Vital Signs' }).click()
    await admin.getByRole('button', { name: 'Add table' }).click()
    await admin.getByLabel('Heading of column 1').fill('0900')
    await admin.getByLabel('Row 1 label').fill('Blood pressure')
    await admin.getByLabel('Row 1, 0900').fill('166/112 mm Hg')
  })

  await test.step('six items from the bank and a record change before item 2', async () => {
    const items = admin.getByRole('tablist', { name: 'Case items' })
    for (const [i, key] of PICKS.entries()) {
      await items.getByRole('tab').nth(i).click()
      await admin.getByRole('button', { name: 'Choose from the bank' }).click()
      const dialog = admin.getByRole('dialog')
      await dialog.getByLabel('Search the bank').fill(key)
      await dialog.getByRole('button', { name: 'Search' }).click()
      await dialog.getByRole('button', { name: `Choose ${key}`, exact: true }).click()
      await expect(dialog).toHaveCount(0)
      await expect(admin.getByLabel('Item id')).toHaveValue(`${caseId}-${i + 1}`)
    }
    await items.getByRole('tab').nth(1).click()
    await admin.getByRole('button', { name: 'Add a note' }).click()
    const change = admin.getByRole('group', { name: 'Item 2, change 1' })
    await change.getByLabel('When').fill('Day 1, 1000')
    await change.getByLabel('Note (HTML)').fill('<p>Magnesium sulfate started; reflexes 2+.</p>')

    // The preview is the students' record and item: the change shows from item 2 on.
    const preview = admin.getByRole('region', { name: 'Preview', exact: true })
    await expect(preview.getByRole('tab', { name: "Nurses' Notes" })).toBeVisible()
    await expect(preview).toContainText('Magnesium sulfate started')
    await preview.getByLabel('Preview step').selectOption({ label: 'Item 1 · Recognize cues' })
    await expect(preview).not.toContainText('Magnesium sulfate started')
    await expect(preview.locator('[data-item-type="multi"]')).toBeVisible()
    await admin.screenshot({ path: testInfo.outputPath('case-editor-1280.png'), fullPage: true })
    await expectNoAxeViolations(admin, 'case-study editor')
    await resize(admin, 375)
    // Nothing runs past a phone's width (the tab strips scroll inside themselves).
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBe(375)
    await admin.screenshot({ path: testInfo.outputPath('case-editor-375.png'), fullPage: true })
    await resize(admin, 1280)
  })

  await test.step('saved as a draft, then published', async () => {
    await admin.getByRole('button', { name: 'Save draft' }).click()
    await expect(admin).toHaveURL(/\/admin\/case-studies\/[0-9a-f-]{36}$/)
    await expect(admin.getByText('Saved as a draft.')).toBeVisible()
    await expect(admin.getByRole('heading', { name: title, level: 1 })).toBeVisible()
    await admin.getByRole('button', { name: 'Publish', exact: true }).click()
    await expect(
      admin.getByText('Published: new Next Gen tests can include this case study.'),
    ).toBeVisible()
    await expect(admin.getByRole('button', { name: 'Archive' })).toBeVisible()
    await nav(admin, 'Case studies')
    const row = admin.getByRole('row', { name: new RegExp(title) })
    await expect(row).toContainText('published')
    await expect(row).toContainText('NCLEX-RN, NCLEX-PN')
    await expect(row).toContainText('6 of 6')
  })

  await test.step('the subjects page counts the new subject', async () => {
    await nav(admin, 'Subjects & tags')
    await expect(admin.getByRole('heading', { name: 'Subjects & tags', level: 1 })).toBeVisible()
    const row = admin
      .getByRole('table', { name: 'All subjects' })
      .getByRole('row', { name: new RegExp(subject) })
    await expect(row).toContainText('6 items')
    await expect(admin.getByRole('table', { name: 'All client-need categories' })).toBeVisible()
    await admin.screenshot({ path: testInfo.outputPath('subjects-1280.png'), fullPage: true })
    await expectNoAxeViolations(admin, 'subjects page')
    await resize(admin, 375)
    await admin.screenshot({ path: testInfo.outputPath('subjects-375.png'), fullPage: true })
  })
  await adminContext.close()

  await test.step('a student gets the case in a new Next Gen test and answers it', async () => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await signInThroughApi(page, 'Case Student')
    await buyPlanThroughApi(page)
    await page.goto('/starttest')
    for (const name of ['Next Gen', 'Tutor'])
      await page.locator('label').getByText(name, { exact: true }).click()
    const select = page.getByLabel('Subject')
    const option = select.locator('option', { hasText: subject })
    await select.selectOption((await option.getAttribute('value')) as string)
    await page.getByLabel('Number of questions').fill('6')
    await page.getByRole('button', { name: 'Start Test' }).click()
    await expect(page).toHaveURL(/\/test\/inprogress$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Question 1 of 6$/)

    await expect(page.getByRole('heading', { name: title })).toBeVisible()
    await expect(page.getByText('Item 1 of 6')).toBeVisible()
    const record = page.getByRole('tablist', { name: 'Client record' })
    await expect(record.getByRole('tab')).toHaveText([
      "Nurses' Notes",
      'History and Physical',
      'Vital Signs',
      'Laboratory Results',
      'Orders/MAR',
    ])
    await expect(page.getByText('sees flashing spots')).toBeVisible()
    await record.getByRole('tab', { name: 'Vital Signs' }).click()
    await expect(page.getByRole('row', { name: /Blood pressure\s*166\/112 mm Hg/ })).toBeVisible()
    await expect(page.getByText('Magnesium sulfate started')).toHaveCount(0)

    const first = seed('ngn-multi-02')
    const card = page.getByRole('region', { name: 'Question 1', exact: true })
    for (const id of first.key.correct as string[]) {
      const text = first.options.find((o) => o.id === id)?.text as string
      await card.getByRole('checkbox', { name: text }).check()
    }
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await expect(page.getByRole('region', { name: 'Correct', exact: true })).toBeVisible()
    await expect(page.getByRole('group', { name: 'Score' })).toContainText('4 / 4 points')
    await page.screenshot({ path: testInfo.outputPath('student-case-1280.png'), fullPage: true })

    // Item 2: the record has grown by the note the admin added before it.
    await page
      .getByRole('navigation', { name: 'Question navigator' })
      .getByRole('button', { name: /^Question 2:/ })
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Question 2 of 6$/)
    await expect(page.getByText('Item 2 of 6')).toBeVisible()
    await page
      .getByRole('tablist', { name: 'Client record' })
      .getByRole('tab', { name: "Nurses' Notes" })
      .click()
    await expect(page.getByText('Magnesium sulfate started; reflexes 2+.')).toBeVisible()
  })
})
