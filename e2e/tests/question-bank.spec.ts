import { expect, type Locator, type Page, test } from '@playwright/test'
import { createAccount, loginThroughForm } from '../support/accounts'

type LegacyType = 'mcq' | 'multi' | 'blank' | 'matrix'
/**
 * A question on screen: a legacy question with the spec's controls, or a Next Generation item
 * (ItemRenderer, `data-item-type`); `type` is the question type either way.
 */
type Shown = { legacy: true; type: LegacyType } | { legacy: false; type: string }

async function loggedIn(page: Page, name = 'Question Bank Student') {
  const account = await createAccount(page, name)
  await loginThroughForm(page, account.email, account.password)
  return account
}

const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Student' }).getByRole('link', { name, exact: true })

/** A dashboard card's value: the <dd> right after the card's <dt> label. */
const statValue = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Test statistics' }).locator(`dt:text-is("${label}") + dd`)

/** Fills in /starttest through the form and lands on /test/inprogress; returns the paper code. */
async function startTest(
  page: Page,
  { style, mode, subject, count }: { style: string; mode: string; subject: string; count: number },
) {
  await sidebarLink(page, 'Create test').click()
  await expect(page).toHaveURL(/\/starttest$/)
  const start = page.getByRole('button', { name: 'Start Test' })
  await expect(start).toBeDisabled()

  // The choices are cards: a visually hidden radio inside a label, so click the card's text.
  for (const name of [style, mode]) {
    await page.locator('label').getByText(name, { exact: true }).click()
    await expect(page.getByRole('radio', { name, exact: true })).toBeChecked()
  }
  const select = page.getByLabel('Subject')
  const option = select.locator('option', { hasText: new RegExp(`^${subject} \\(`) })
  await expect(option).toHaveCount(1)
  await select.selectOption((await option.getAttribute('value'))!)
  await expect(start).toBeEnabled()
  await page.getByLabel('Number of questions').fill(String(count))
  await start.click()

  await expect(page).toHaveURL(/\/test\/inprogress$/)
  const code = await page.evaluate(() => localStorage.getItem('papercode'))
  expect(code).toBeTruthy()
  return code!
}

/** Which kind of question is on screen, read from its controls. */
async function questionShown(card: Locator): Promise<Shown> {
  // Wait for the controls, then look at what was rendered.
  await expect(card.locator('[data-item-type], table, input').first()).toBeVisible()
  const item = card.locator('[data-item-type]')
  if ((await item.count()) > 0)
    return { legacy: false, type: (await item.getAttribute('data-item-type'))! }
  if ((await card.getByRole('table').count()) > 0) return { legacy: true, type: 'matrix' }
  if ((await card.getByRole('textbox', { name: 'Your answer' }).count()) > 0)
    return { legacy: true, type: 'blank' }
  if ((await card.getByRole('checkbox').count()) > 0) return { legacy: true, type: 'multi' }
  return { legacy: true, type: 'mcq' }
}

/** A question's answer controls (legacy inputs, an item's drop-downs and highlight toggles). */
const controls = (card: Locator) => card.locator('input, select, [data-item-type] [aria-pressed]')

/**
 * Answers the question on screen. Multi-select ticks every option and the matrix marks every row
 * Indicated: no demo question has only right options or only indicated rows, so both are sure to
 * be (partly) wrong, which the review then has to show in red beside the green right answers.
 */
async function answer(card: Locator, shown: Shown) {
  if (!shown.legacy) return answerItem(card.locator('[data-item-type]'))
  switch (shown.type) {
    case 'mcq':
      await card.getByRole('radio').first().check()
      break
    case 'multi': {
      const boxes = card.getByRole('checkbox')
      for (let i = 0; i < (await boxes.count()); i++) await boxes.nth(i).check()
      break
    }
    case 'blank':
      await card.getByRole('textbox', { name: 'Your answer' }).fill('not sure')
      break
    case 'matrix': {
      const rows = card.locator('tbody tr')
      for (let i = 0; i < (await rows.count()); i++) {
        await rows.nth(i).getByRole('radio').first().check()
      }
      break
    }
  }
}

/**
 * Answers a Pharmacology Next Gen item (drop-downs, multi/select-n, grouping, matrix, highlight
 * in a table, a blank, a trend's inner question): the first option of every drop-down, the first
 * check box, radio or highlight, or a guess in the text box; enough for Next, seldom all right.
 */
async function answerItem(item: Locator) {
  const selects = item.getByRole('combobox')
  for (let i = 0; i < (await selects.count()); i++) {
    await selects.nth(i).selectOption({ index: 1 }) // index 0 is 'Select…'
  }
  const text = item.getByRole('textbox')
  if ((await text.count()) > 0) await text.first().fill('not sure')
  const marks = item.locator('button[aria-pressed]')
  if ((await marks.count()) > 0) await marks.first().click()
  const boxes = item.getByRole('checkbox')
  if ((await boxes.count()) > 0) await boxes.first().check()
  const radioRows = item.locator('tbody tr').filter({ has: item.getByRole('radio') })
  for (let i = 0; i < (await radioRows.count()); i++) {
    await radioRows.nth(i).getByRole('radio').first().check()
  }
  if ((await radioRows.count()) === 0 && (await item.getByRole('radio').count()) > 0) {
    await item.getByRole('radio').first().check()
  }
}

/** An option's text in the review list, without its letter ("A."). */
async function optionText(item: Locator) {
  const text = await item.locator('label > span').first().textContent()
  return (text ?? '').replace(/^[A-Z]\.\s*/, '').trim()
}

/** Moves through the review with Previous/Next, as a student would, from one question to another. */
async function reviewGoTo(page: Page, from: number, to: number) {
  const step = to > from ? 1 : -1
  for (let q = from + step; step > 0 ? q <= to : q >= to; q += step) {
    await page.getByRole('button', { name: step > 0 ? 'Next' : 'Previous', exact: true }).click()
    await expect(page.getByRole('heading', { name: `Question ${q}`, exact: true })).toBeVisible()
  }
}

/**
 * A legacy multi-select in review, where every option was ticked: each wrong one red, each right
 * one green, the result Partly correct or Incorrect (Next Gen scores +1/−1 per option), and Given
 * Answer lists every option while Correct Answer only the right ones.
 */
async function expectMultiReview(question: Locator) {
  await expect(question).toContainText('Select all that apply')
  await expect(question.getByRole('checkbox')).not.toHaveCount(0)
  const options = question
    .getByRole('group', { name: 'Options (select all that apply)' })
    .getByRole('listitem')
  const wrong = options.filter({ hasText: 'Your answer · Incorrect' })
  const right = options.filter({ hasText: 'Your answer · Correct' })
  await expect(wrong.first()).toBeVisible()
  await expect(right.first()).toBeVisible()
  expect((await wrong.count()) + (await right.count())).toBe(await options.count())
  for (let i = 0; i < (await wrong.count()); i++) {
    await expect(wrong.nth(i)).toHaveAttribute('data-option-result', 'incorrect')
    await expect(wrong.nth(i).locator('label')).toHaveClass(/\bbg-red-50\b/)
  }
  for (let i = 0; i < (await right.count()); i++) {
    await expect(right.nth(i)).toHaveAttribute('data-option-result', 'correct')
    await expect(right.nth(i).locator('label')).toHaveClass(/\bbg-emerald-50\b/)
  }
  await expect(question.getByText(/^(Partly correct|Incorrect)$/)).toBeVisible()
  const firstOption = await optionText(right.first())
  await expect(question.locator('dt:text-is("Given Answer") + dd')).toContainText(firstOption)
  await expect(question.locator('dt:text-is("Correct Answer") + dd')).toContainText(firstOption)
  const wrongOption = await optionText(wrong.first())
  await expect(question.locator('dt:text-is("Given Answer") + dd')).toContainText(wrongOption)
  await expect(question.locator('dt:text-is("Correct Answer") + dd')).not.toContainText(wrongOption)
}

/**
 * A legacy prescription (matrix) question in review, where every row was ticked Indicated: the
 * ticks are shown, a wrongly indicated row is red with the right column green, a right row green.
 */
async function expectMatrixReview(page: Page, question: Locator) {
  const matrix = question.getByRole('table', { name: 'Your ticks for each statement' })
  const rows = matrix.locator('tbody tr')
  await expect(rows.first()).toBeVisible()
  for (let i = 0; i < (await rows.count()); i++) {
    const boxes = rows.nth(i).getByRole('checkbox')
    await expect(boxes.first()).toBeChecked()
    await expect(boxes.first()).toBeDisabled()
    await expect(boxes.nth(1)).not.toBeChecked()
  }
  // Rows by their result mark, not by text: a statement may itself contain "incorrect".
  const wrongRow = rows.filter({ has: page.locator('[data-result="incorrect"]') }).first()
  await expect(wrongRow.locator('td').nth(0)).toHaveClass(/\bbg-red-50\b/)
  await expect(wrongRow.locator('td').nth(1)).toHaveClass(/\bbg-emerald-50\b/)
  const rightRow = rows.filter({ has: page.locator('[data-result="correct"]') }).first()
  await expect(rightRow.locator('td').nth(0)).toHaveClass(/\bbg-emerald-50\b/)
}

async function closeAlert(page: Page, text: string) {
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText(text)
  await dialog.getByRole('button', { name: 'OK' }).click()
  await expect(dialog).toHaveCount(0)
}

test('a 5-question Next Gen tutor test: five question types (legacy and NGN items) answered, reviewed, and the dashboard changes', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await loggedIn(page)

  await test.step('the dashboard starts empty', async () => {
    await expect(statValue(page, 'Completed Test')).toHaveText('0')
    await expect(statValue(page, 'Pending Test')).toHaveText('0')
    await expect(statValue(page, 'Overall Percentage')).toHaveText('0.00%')
    await expect(page.getByText('No tests yet')).toBeVisible()
  })

  const code = await startTest(page, {
    style: 'Next Gen',
    mode: 'Tutor',
    subject: 'Pharmacology',
    count: 5,
  })
  const shown: Shown[] = [] // by position - 1
  /** The first position that showed a legacy question of this type (the draw is random). */
  const legacyAt = (type: LegacyType) => {
    const i = shown.findIndex((q) => q.legacy && q.type === type)
    return i < 0 ? null : i + 1
  }

  await test.step('take the test in tutor mode', async () => {
    for (let position = 1; position <= 5; position++) {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Question ${position} of 5`)
      const card = page.getByRole('region', { name: `Question ${position}`, exact: true })
      const q = await questionShown(card)
      shown.push(q)

      if (position === 1) {
        // Nothing before the first question.
        await page.getByRole('button', { name: 'Previous', exact: true }).click()
        await closeAlert(page, 'No previous question available')
      }
      if (position === 2) {
        // Previous shows question 1 read-only, with its result, then back to question 2.
        await page.getByRole('button', { name: 'Previous', exact: true }).click()
        await expect(
          page.getByText('You are looking back at question 1. It is read-only.'),
        ).toBeVisible()
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Question 1 of 5')
        const first = page.getByRole('region', { name: 'Question 1', exact: true })
        const inputs = controls(first)
        await expect(inputs.first()).toBeVisible()
        for (let i = 0; i < (await inputs.count()); i++) await expect(inputs.nth(i)).toBeDisabled()
        await expect(page.getByRole('heading', { name: 'Explanation' })).toBeVisible()
        await expect(page.getByRole('button', { name: 'Next', exact: true })).toHaveCount(0)
        await page.getByRole('button', { name: 'Back to current question' }).click()
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Question 2 of 5')
      }

      const next = page.getByRole('button', { name: 'Next', exact: true })
      await expect(next).toBeDisabled()
      await answer(card, q)
      await expect(next).toBeEnabled()
      await next.click()

      // The server's verdict (partial credit for Next Gen), the points, the correct answer (a
      // legacy question) or the item's solution and score breakdown, and a real explanation.
      const feedback = page.getByRole('region', { name: /^(Correct|Partly correct|Incorrect)$/ })
      await expect(feedback).toBeVisible()
      await expect(feedback).toContainText(/\d+ \/ \d+ points/)
      // A legacy row lists its answer; an item (also one drawn with the legacy controls, such
      // as a blank with a unit) shows its solution in the breakdown; a Next Gen row both.
      await expect(
        feedback
          .getByRole('heading', { name: /^(Correct answer|Accepted answers)$/ })
          .or(page.getByRole('group', { name: 'Score' }))
          .first(),
      ).toBeVisible()
      await expect(feedback.getByRole('heading', { name: 'Explanation' })).toBeVisible()
      await expect(feedback.getByText('No explanation available.')).toHaveCount(0)
      await expect(
        feedback
          .getByRole('heading', { name: 'Explanation' })
          .locator('xpath=following-sibling::*[1]'),
      ).not.toBeEmpty()
      // The answer cannot be changed any more.
      await expect(controls(card).first()).toBeDisabled()
      await page.getByRole('button', { name: 'Continue', exact: true }).click()
    }
    // The question types take turns, so five questions are of five types (Pharmacology's Next
    // Gen bank has nine: the legacy mcq, multi, blank and matrix, and NGN items).
    expect(new Set(shown.map((q) => q.type)).size).toBe(5)

    await expect(page.getByRole('heading', { name: 'Test Finished' })).toBeVisible()
    await expect(page).toHaveURL(/\/test\/inprogress$/)
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5_000 })
  })

  await test.step('review it on /analysis', async () => {
    await sidebarLink(page, 'Previous test').click()
    await expect(page).toHaveURL(/\/previoustest$/)
    const row = page.getByRole('table', { name: 'Previous tests' }).getByRole('row', {
      name: new RegExp(code),
    })
    await expect(row.getByText('Completed', { exact: true })).toBeVisible()
    await expect(row.getByRole('button', { name: `Resume test ${code}` })).toHaveCount(0)
    await row.getByRole('link', { name: `Review test ${code}` }).click()
    await expect(page).toHaveURL(new RegExp(`/analysis\\?code=${code}`))

    const top = page.locator('header').filter({ hasText: 'Paper ID:' })
    await expect(top.getByText('Next-GN', { exact: true })).toBeVisible()
    await expect(top).toContainText(`Paper ID: ${code}`)
    await expect(page.getByRole('heading', { name: 'Question 1', exact: true })).toBeVisible()

    await page.getByRole('button', { name: 'Previous', exact: true }).click()
    await closeAlert(page, 'Info: This is the first question')

    await page.getByRole('button', { name: 'Calculator', exact: true }).click()
    const calc = page.getByRole('dialog', { name: 'Calculator' })
    for (const key of ['7', '×', '8', '=']) {
      await calc.getByRole('button', { name: key, exact: true }).click()
    }
    await expect(calc.getByRole('textbox', { name: 'Calculator display' })).toHaveValue('56')
    await calc.getByRole('button', { name: 'Close' }).click()
    await expect(calc).toHaveCount(0)

    // A note on question 1 survives a reload.
    const notes = page.getByRole('region', { name: 'Notes', exact: true })
    await expect(notes).toContainText('No notes available.')
    const note = `Remember: select only what is right (${Date.now()})`
    await page.getByRole('button', { name: 'Notes', exact: true }).click()
    const notesDialog = page.getByRole('dialog', { name: 'Add Notes' })
    await notesDialog.getByLabel('Your note on this question').fill(note)
    await notesDialog.getByRole('button', { name: 'Save Note' }).click()
    await expect(notesDialog).toHaveCount(0)
    await expect(notes).toContainText('Note saved.')
    await expect(notes).toContainText(note)
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Question 1', exact: true })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Notes', exact: true })).toContainText(note)

    // Every question read-only with its result; each type as the spec shows it.
    for (let position = 1; position <= 5; position++) {
      if (position > 1) await reviewGoTo(page, position - 1, position)
      const article = page.getByRole('article', { name: `Question ${position}` })
      await expect(article).toContainText(/\d+ \/ \d+ point/)
      const q = shown[position - 1]!
      if (!q.legacy) {
        // An NGN item: its controls read-only, then its points, rule and +1/−1/0 marks.
        await expect(article.locator(`[data-item-type="${q.type}"]`)).toBeVisible()
        await expect(controls(article).first()).toBeDisabled()
        await expect(article.getByRole('group', { name: 'Score' })).toContainText(
          /\d+ \/ \d+ points/,
        )
      } else if (position === legacyAt('multi')) {
        await expectMultiReview(article)
      } else if (position === legacyAt('matrix')) {
        await expectMatrixReview(page, article)
      } else {
        await expect(article.locator('dt:text-is("Given Answer") + dd')).toContainText(
          q.type === 'blank' ? 'not sure' : /\S/,
        )
        await expect(article.locator('dt:text-is("Correct Answer") + dd')).not.toBeEmpty()
      }
    }

    await page.getByRole('button', { name: 'End', exact: true }).click()
    await expect(page.getByText('Review Ended - Redirecting to dashboard...')).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5_000 })
    expect(await page.evaluate(() => localStorage.getItem('papercode'))).toBeNull()
  })

  await test.step('the dashboard counts the finished test', async () => {
    await expect(statValue(page, 'Completed Test')).toHaveText('1')
    await expect(statValue(page, 'Pending Test')).toHaveText('0')
    await expect(statValue(page, 'Overall Percentage')).toHaveText(/^\d{1,3}\.\d{2}%$/)
    const row = page
      .getByRole('table', { name: 'Course Details' })
      .getByRole('row', { name: new RegExp(code) })
    await expect(row).toContainText('Pharmacology')
    await expect(row).toContainText('Tutor')
    await expect(row.getByRole('img', { name: `Test ${code} completed` })).toBeVisible()
  })
})

test('a timed test can be suspended and resumed, and submits itself when the time is up', async ({
  page,
}) => {
  // The e2e server runs timed tests with a 20-second limit (TIMED_TEST_SECONDS).
  test.setTimeout(90_000)
  await loggedIn(page, 'Timed Student')
  const code = await startTest(page, {
    style: 'Traditional',
    mode: 'Timed',
    subject: 'Pediatric Nursing',
    count: 5,
  })

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Question 1 of 5')
  const card = page.getByRole('region', { name: 'Question 1', exact: true })
  const timer = page.getByRole('timer', { name: 'Time left' })
  await expect(timer).toHaveText(/^00:(0[5-9]|1\d|20)$/)
  // Time mode has no Previous.
  await expect(page.getByRole('button', { name: 'Previous', exact: true })).toHaveCount(0)
  const input = card.locator('input').first()
  await expect(input).toBeEnabled()

  await page.getByRole('button', { name: 'Suspend', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Resume', exact: true })).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'The test is suspended.' })).toHaveText(
    'The test is suspended. Press Resume to continue answering.',
  )
  // The question is hidden while suspended (test-screen.spec.ts checks the stem).
  await expect(card).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeDisabled()
  // The clock stands still while suspended (the timing is what is checked here).
  const frozen = await timer.textContent()
  await page.waitForTimeout(3_000)
  await expect(timer).toHaveText(frozen!)

  await page.getByRole('button', { name: 'Resume', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Suspend', exact: true })).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'The test is suspended.' })).toHaveCount(0)
  await expect(input).toBeEnabled()
  // The clock runs again.
  await expect(timer).not.toHaveText(frozen!, { timeout: 3_000 })

  await expect(
    page.getByRole('heading', { name: "Time's up! Submitting your answers..." }),
  ).toBeVisible({
    timeout: 30_000,
  })
  await expect(page).toHaveURL(/\/test\/inprogress$/)
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5_000 })

  await expect(statValue(page, 'Completed Test')).toHaveText('1')
  await expect(statValue(page, 'Pending Test')).toHaveText('0')
  const row = page
    .getByRole('table', { name: 'Course Details' })
    .getByRole('row', { name: new RegExp(code) })
  await expect(row).toContainText('Timed')
  await expect(row.getByText('Completed', { exact: true })).toBeVisible()
  await expect(row.getByRole('img', { name: `Test ${code} completed` })).toBeVisible()
})
