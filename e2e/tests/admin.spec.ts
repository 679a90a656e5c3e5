import { type Browser, expect, type Page, test } from '@playwright/test'
import { createAccount, loginThroughForm } from '../support/accounts'
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminHeaders } from '../support/admin'
import { buyPlanThroughApi } from '../support/plans'

/** The admin logs in through the form and lands on the console, not the student dashboard. */
async function adminPage(browser: Browser) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto('/login')
  // The login page is server-rendered: type once its script has taken over the form.
  await page.waitForLoadState('networkidle')
  await page.getByLabel('Email').fill(ADMIN_EMAIL)
  await page.getByLabel(/^Password/).fill(ADMIN_PASSWORD)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  // A fresh load of the console: the client-side switch away from the server-rendered login
  // page throws in React (removeChild of null) for students and admins alike since the public
  // pages are hydrated (reported to issue 16), leaving the login form on screen.
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible()
  return { page, close: () => context.close() }
}

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name }).click()

test('an admin replies in the chat inbox and the student sees it live', async ({
  page,
  browser,
}) => {
  const student = await createAccount(page, 'Inbox Student')
  await loginThroughForm(page, student.email, student.password)
  await page.goto('/chat')
  await page.getByRole('textbox', { name: 'Message' }).fill('My practice test will not start.')
  await page.getByRole('button', { name: 'Send' }).click()
  const log = page.getByRole('log', { name: 'Messages' })
  await expect(log.getByText('My practice test will not start.')).toBeVisible()
  await expect(page.getByText('Live', { exact: true })).toBeVisible()
  await page.evaluate(() => {
    ;(window as unknown as { __sameLoad: boolean }).__sameLoad = true
  })

  const admin = await adminPage(browser)
  await nav(admin.page, 'Chat inbox')
  const threads = admin.page.getByRole('navigation', { name: 'Conversations' })
  const item = threads.getByRole('button', { name: /Inbox Student/ }).first()
  await expect(item).toContainText('My practice test will not start.')
  await expect(item).toContainText('1 unread')
  await item.click()
  const conversation = admin.page.getByRole('region', { name: 'Conversation with Inbox Student' })
  await expect(conversation.getByText('My practice test will not start.')).toBeVisible()
  await conversation.getByRole('textbox', { name: 'Message' }).fill('Try again now: it is fixed.')
  await conversation.getByRole('button', { name: 'Send' }).click()
  await expect(
    conversation.getByRole('list', { name: 'Messages' }).getByText('Try again now: it is fixed.'),
  ).toBeVisible()
  await expect(conversation.getByRole('textbox', { name: 'Message' })).toHaveValue('')
  await expect(item).not.toContainText('unread')

  // The student's open page shows the reply without a reload.
  await expect(log.getByText('Try again now: it is fixed.')).toBeVisible()
  expect(
    await page.evaluate(() => (window as unknown as { __sameLoad?: boolean }).__sameLoad),
  ).toBe(true)
  await admin.close()
})

test('an admin publishes a blog post: it is at its address and in the sitemap', async ({
  browser,
}) => {
  const { page, close } = await adminPage(browser)
  const title = `Night Shift Study Tips ${Date.now().toString(36)}`
  const slug = title.toLowerCase().replace(/\s+/g, '-')
  await nav(page, 'Blog')
  await page.getByRole('link', { name: 'New post' }).click()
  await page.getByLabel('Title').fill(title)
  await page.getByLabel('Short description').fill('How to study after a twelve-hour shift.')
  const editor = page.getByRole('textbox', { name: 'Content' })
  await editor.click()
  await page.getByRole('button', { name: 'Heading', exact: true }).click()
  await page.keyboard.type('Sleep first')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Then ')
  await page.getByRole('button', { name: 'Bold' }).click()
  await page.keyboard.type('twenty questions')
  await page.getByRole('button', { name: 'Preview' }).click()
  await expect(page.getByRole('heading', { name: title })).toBeVisible()
  await page.getByRole('button', { name: 'Back to editing' }).click()
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page).toHaveURL(/\/admin\/blog\/[0-9a-f-]{36}$/)
  await expect(page.getByText('Saved. The content was cleaned of anything unsafe.')).toBeVisible()
  await expect(page.getByLabel('Title')).toHaveValue(title)

  const article = await page.context().newPage()
  await article.goto(`/${slug}`)
  await expect(article.getByRole('heading', { name: title })).toBeVisible()
  await expect(article.getByRole('heading', { name: 'Sleep first' })).toBeVisible()
  await expect(article.locator('strong', { hasText: 'twenty questions' })).toBeVisible()
  const sitemap = await (await article.request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`/${slug}</loc>`)
  await close()
})

test('an admin refunds an order: it shows refunded and the plan ends', async ({
  page,
  browser,
}) => {
  const student = await createAccount(page, 'Refund Student')
  await loginThroughForm(page, student.email, student.password)
  await buyPlanThroughApi(page)
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const subscription = async () =>
    (
      await (
        await page.request.get('/api/subscription', {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()
    ).status as string
  expect(await subscription()).toBe('active')

  const admin = await adminPage(browser)
  await nav(admin.page, 'Orders')
  await admin.page.getByLabel('Student email').fill(student.email)
  await admin.page.getByRole('button', { name: 'Filter' }).click()
  const row = admin.page.getByRole('row', { name: new RegExp(student.email) })
  await expect(row).toContainText('paid')
  await row.getByRole('button', { name: 'Refund' }).click()
  const dialog = admin.page.getByRole('alertdialog')
  await expect(dialog).toContainText('the access this order gave ends now')
  await dialog.getByRole('button', { name: 'Refund' }).click()
  await expect(row).toContainText('refunded')
  await expect(row.getByRole('button', { name: 'Refund' })).toHaveCount(0)
  expect(await subscription()).toBe('expired')

  await nav(admin.page, 'Audit log')
  await expect(
    admin.page.getByRole('cell', { name: 'order.refund', exact: true }).first(),
  ).toBeVisible()
  await admin.close()
})

test('the admin lists at 375 px: rows stack with every action on screen, filters fold away', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  const { authorization } = await adminHeaders(page.request)
  await page.goto('/')
  await page.evaluate((t) => localStorage.setItem('token', t), authorization.slice(7))
  const noSidewaysScroll = async () =>
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      'the page scrolls sideways',
    ).toBeLessThanOrEqual(375)

  await page.goto('/admin/users')
  const filters = page.getByRole('button', { name: 'Filters' })
  await expect(filters).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByLabel('Email or name')).toBeHidden()
  await filters.click()
  await expect(filters).toHaveAttribute('aria-expanded', 'true')
  await page.getByLabel('Email or name').fill(ADMIN_EMAIL)
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByText('1 result', { exact: true })).toBeVisible()
  const row = page.getByRole('row', { name: new RegExp(ADMIN_EMAIL) })
  // Stacked: each value under its column's name, the action inside the 375 px screen.
  await expect(row.getByRole('cell').filter({ hasText: /^Role/ })).toContainText('admin')
  const access = row.getByRole('button', { name: 'Access' })
  await access.scrollIntoViewIfNeeded()
  await expect(access).toBeInViewport({ ratio: 1 })
  await noSidewaysScroll()

  await page.goto('/admin/blog')
  const post = page
    .getByRole('row')
    .filter({ has: page.getByRole('link') })
    .first()
  await expect(post.getByRole('button', { name: 'Delete' })).toBeVisible()
  const box = await post.getByRole('button', { name: 'Delete' }).boundingBox()
  expect(box!.x + box!.width).toBeLessThanOrEqual(375)
  await noSidewaysScroll()
})
