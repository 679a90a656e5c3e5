import { expect, type Page, test } from '@playwright/test'
import { signInThroughApi } from '../support/accounts'
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/admin'
import { expectNoAxeViolations } from '../support/layout'
import { buyPlanThroughApi } from '../support/plans'

/**
 * Issue 15 §2 in Chromium: an admin writes a bow-tie item through its form (not the JSON box),
 * with a rationale for every option, and publishes it in a subject of its own (added on the
 * Subjects & tags page), so a student's new test of that subject is that item; the student
 * answers it and sees its score and the admin's rationales. axe finds nothing on the bank, the
 * new-item page and the item's page at 1280 and 375 px.
 */

const RUN = Date.now().toString(36)
const SUBJECT = `Bow-tie practice ${RUN}`
const ITEM_ID = `e2e-bowtie-${RUN}`

/** The bow-tie as the admin writes it: [text, rationale] per option; the key is marked below. */
const CONDITIONS = [
  ['Acute pulmonary edema', '<p>Right: crackles, pink frothy sputum and hypoxemia.</p>'],
  ['Pneumothorax', '<p>Breath sounds would be absent on one side.</p>'],
  ['Asthma attack', '<p>Wheezing without crackles or frothy sputum.</p>'],
]
const ACTIONS = [
  ['Sit the client upright with legs down', '<p>Right: less venous return eases the lungs.</p>'],
  ['Give furosemide IV as prescribed', '<p>Right: removes the excess fluid.</p>'],
  ['Start a 1 L fluid bolus', '<p>More fluid worsens the edema.</p>'],
  ['Lay the client flat', '<p>Lying flat raises venous return.</p>'],
]
const PARAMETERS = [
  ['Oxygen saturation', '<p>Right: shows whether oxygenation improves.</p>'],
  ['Urine output', '<p>Right: shows the diuretic working.</p>'],
  ['Bowel sounds', '<p>Not related to the problem.</p>'],
  ['Pupil size', '<p>Not related to the problem.</p>'],
]
const KEY = { condition: 0, actions: [0, 1], parameters: [0, 1] }

/** Signs in through the API with the token where the app keeps it (login has its own spec). */
async function signInAsAdmin(page: Page) {
  const res = await page.request.post('/api/auth/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  })
  expect(res.status()).toBe(200)
  const { token } = (await res.json()) as { token: string }
  await page.goto('/login')
  await page.evaluate((t) => localStorage.setItem('token', t), token)
}

/** Writes one pool of the bow-tie: texts, rationales, and which are correct. */
async function writePool(
  page: Page,
  noun: string,
  prefix: string,
  rows: string[][],
  keyed: number[],
) {
  const pool = page.getByRole('group', { name: new RegExp(`^${noun}`) }).first()
  while (
    (await pool.getByRole('textbox', { name: new RegExp(`^${noun.slice(0, -1)} `) }).count()) <
    rows.length
  )
    await page.getByRole('button', { name: `Add a ${noun.slice(0, -1).toLowerCase()}` }).click()
  for (const [i, [text, rationale]] of rows.entries()) {
    const label = `${noun.slice(0, -1)} ${prefix}${i + 1}`
    await page.getByLabel(label, { exact: true }).fill(text as string)
    await page.getByLabel(`Rationale of ${label.toLowerCase()} (HTML)`).fill(rationale as string)
    const correct = page.getByRole(prefix === 'c' ? 'radio' : 'checkbox', {
      name: `Correct (${label.toLowerCase()})`,
    })
    if (keyed.includes(i)) await correct.check()
    else if (prefix !== 'c') await correct.uncheck()
  }
}

test('an admin writes a bow-tie through its form and publishes it; a student gets it in a new test and sees its score', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000)
  const shot = (name: string) => testInfo.outputPath(name)
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAsAdmin(page)

  await test.step('a subject of its own, on the Subjects & tags page', async () => {
    await page.goto('/admin/subjects')
    await expect(page.getByRole('heading', { name: 'Subjects & tags', level: 1 })).toBeVisible()
    await page.getByLabel('New subject').fill(SUBJECT)
    await page.getByRole('button', { name: 'Add subject' }).click()
    await expect(page.getByText(`${SUBJECT} added.`)).toBeVisible()
  })

  await test.step('the bank and an empty new item are axe-clean', async () => {
    await page.goto('/admin/items')
    await expect(page.getByRole('heading', { name: 'Question bank', level: 1 })).toBeVisible()
    await expect(page.getByRole('table', { name: 'Items of the question bank' })).toBeVisible()
    await expectNoAxeViolations(page, 'admin-items', shot)
    await page.goto('/admin/items/new')
    await expect(page.getByRole('heading', { name: 'New item', level: 1 })).toBeVisible()
    await expectNoAxeViolations(page, 'admin-items-new', shot)
  })

  await test.step('the bow-tie written through the form, previewed, saved and published', async () => {
    await page.getByLabel('Type', { exact: true }).selectOption('bowtie')
    await expect(page.getByRole('heading', { name: 'Bow-tie', level: 2 })).toBeVisible()
    await page.getByRole('textbox', { name: 'Id', exact: true }).fill(ITEM_ID)
    await page.getByLabel('Subject', { exact: true }).selectOption(SUBJECT)
    await page.getByLabel('Clinical-judgment step').selectOption('generate-solutions')
    await page
      .getByLabel('Stem (HTML)')
      .fill(
        '<p>A client with heart failure is breathless with crackles in both lungs, pink frothy sputum and SpO<sub>2</sub> 86%. Complete the diagram.</p>',
      )
    await page
      .getByLabel('Explanation (HTML)')
      .fill('<p>Position, diuresis and close watch of oxygenation and urine output.</p>')
    await writePool(page, 'Conditions', 'c', CONDITIONS, [KEY.condition])
    await writePool(page, 'Actions', 'a', ACTIONS, KEY.actions)
    await writePool(page, 'Parameters', 'p', PARAMETERS, KEY.parameters)
    await expect(page.getByRole('list', { name: 'Problems' })).toHaveCount(0)
    const preview = page.getByRole('region', { name: 'Preview (as students see it)' })
    await expect(preview.locator('[data-item-type="bowtie"]')).toContainText(
      'Acute pulmonary edema',
    )
    await expect(preview.locator('[data-item-type="bowtie"]')).toContainText('Pupil size')
    await page.screenshot({ path: shot('bowtie-form-1280.png'), fullPage: true })

    await page.getByRole('button', { name: 'Save draft' }).click()
    await expect(page).toHaveURL(/\/admin\/items\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { name: `Item ${ITEM_ID}`, level: 1 })).toBeVisible()
    await expect(page.getByText('bowtie · draft · version 1')).toBeVisible()
    await expect(page.getByLabel('Action a2', { exact: true })).toHaveValue(ACTIONS[1]![0]!)
    await page.getByRole('button', { name: 'Publish' }).click()
    await expect(page.getByText('bowtie · published · version 1')).toBeVisible()
    await expectNoAxeViolations(page, 'admin-item-edit', shot)
  })

  await test.step('a student gets it in a new test of its subject and sees its score', async () => {
    const context = await browser.newContext()
    const student = await context.newPage()
    await student.setViewportSize({ width: 1280, height: 900 })
    await signInThroughApi(student, 'Bow-tie Student')
    await buyPlanThroughApi(student)
    await student.goto('/starttest')
    for (const name of ['Next Gen', 'Tutor'])
      await student.locator('label').getByText(name, { exact: true }).click()
    await student
      .getByRole('combobox', { name: 'Subject', exact: true })
      .selectOption({ label: `${SUBJECT} (1 questions)` })
    await student.getByLabel('Number of questions').fill('1')
    await student.getByRole('button', { name: 'Start Test' }).click()
    await expect(student).toHaveURL(/\/test\/inprogress$/)
    await expect(student.getByRole('heading', { level: 1 })).toHaveText('Question 1 of 1')
    const q = student.getByRole('region', { name: 'Question 1', exact: true })
    await expect(q).toContainText('pink frothy sputum')
    await expect(q.locator('[data-item-type="bowtie"]')).toContainText('Acute pulmonary edema')

    const place = async (text: string, box: string) => {
      await q.getByRole('button', { name: text, exact: true }).click()
      await q.getByRole('button', { name: `${box}: empty` }).click()
      await expect(q.getByRole('button', { name: `${box}: ${text}` })).toBeVisible()
    }
    await place(CONDITIONS[0]![0]!, 'Condition most likely experiencing')
    await place(ACTIONS[0]![0]!, 'Action to take 1')
    // The second action is a wrong one: 4 of 5 points.
    await place(ACTIONS[2]![0]!, 'Action to take 2')
    await place(PARAMETERS[0]![0]!, 'Parameter to monitor 1')
    await place(PARAMETERS[1]![0]!, 'Parameter to monitor 2')
    await student.getByRole('button', { name: 'Next', exact: true }).click()
    await expect(student.getByRole('region', { name: 'Partly correct', exact: true })).toBeVisible()
    const score = student.getByRole('group', { name: 'Score' })
    await expect(score).toContainText('4 / 5 points')
    await expect(score.locator('[data-earned="1"]')).toHaveCount(4)
    // The rationales the admin wrote, shown with the key.
    await expect(score).toContainText('Right: removes the excess fluid.')
    await expect(score).toContainText('More fluid worsens the edema.')
    await student.screenshot({ path: shot('student-bowtie-score-1280.png'), fullPage: true })
    await context.close()
  })
})
