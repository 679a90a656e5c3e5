import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { createAccount } from '../support/accounts'
import { adminHeaders } from '../support/admin'
import { buyPlanThroughApi } from '../support/plans'

/**
 * Issue 15's proof: axe finds nothing on any admin console page (every route of
 * apps/web/src/app/routes/admin/admin-app.tsx), at 1280 px and at 375 px, with real content
 * on the lists (blog posts, items and case studies from the seed; a chat thread with a reply,
 * a paid order and a lead made here). Screenshots of each go to SHOTS_DIR when it is set.
 */

const SHOTS = process.env.SHOTS_DIR

type Target = {
  name: string
  path: string | ((page: Page) => Promise<string>)
  open?: (page: Page) => Promise<void>
}

/** The first item of the bank (the seed has many), to open its editor. */
async function firstItemPath(page: Page) {
  const headers = await adminHeaders(page.request)
  const res = await page.request.get('/api/admin/items?pageSize=1', { headers })
  expect(res.status()).toBe(200)
  const { items } = (await res.json()) as { items: { id: string }[] }
  expect(items.length).toBe(1)
  return `/admin/items/${items[0]!.id}`
}

/** The first blog post's editor. */
async function firstPostPath(page: Page) {
  const headers = await adminHeaders(page.request)
  const res = await page.request.get('/api/admin/blog-posts?pageSize=1', { headers })
  const { items } = (await res.json()) as { items: { id: string }[] }
  expect(items.length).toBe(1)
  return `/admin/blog/${items[0]!.id}`
}

/** The first case study's editor (the seed's Next Gen content has case studies). */
async function firstCasePath(page: Page) {
  const headers = await adminHeaders(page.request)
  const res = await page.request.get('/api/admin/case-studies?pageSize=1', { headers })
  expect(res.status()).toBe(200)
  const cases = ((await res.json()) as { items: { id: string }[] }).items
  expect(cases.length).toBe(1)
  return `/admin/case-studies/${cases[0]!.id}`
}

const TARGETS: Target[] = [
  { name: 'Overview', path: '/admin' },
  { name: 'Users', path: '/admin/users' },
  { name: 'Audit log', path: '/admin/audit-log' },
  { name: 'Orders', path: '/admin/orders' },
  { name: 'Plans', path: '/admin/plans' },
  { name: 'Leads', path: '/admin/leads' },
  { name: 'Chat inbox', path: '/admin/chat' },
  {
    name: 'Chat inbox, a conversation open',
    path: '/admin/chat',
    open: async (page) => {
      await page
        .getByRole('navigation', { name: 'Conversations' })
        .getByRole('button')
        .first()
        .click()
      await expect(page.getByRole('region', { name: /^Conversation with / })).toBeVisible()
      await expect(page.getByRole('list', { name: 'Messages' })).toBeVisible()
    },
  },
  { name: 'Blog', path: '/admin/blog' },
  { name: 'New blog post', path: '/admin/blog/new' },
  { name: 'Blog post editor', path: firstPostPath },
  { name: 'FAQs', path: '/admin/faqs' },
  { name: 'Library', path: '/admin/library' },
  { name: 'Live teaching', path: '/admin/live' },
  { name: 'Site content', path: '/admin/site' },
  { name: 'Question bank', path: '/admin/items' },
  { name: 'New item', path: '/admin/items/new' },
  { name: 'Import items', path: '/admin/items/import' },
  { name: 'Item editor', path: firstItemPath },
  { name: 'Case studies', path: '/admin/case-studies' },
  { name: 'New case study', path: '/admin/case-studies/new' },
  { name: 'Case study editor', path: firstCasePath },
  { name: 'Subjects and tags', path: '/admin/subjects' },
  { name: 'Unknown admin page', path: '/admin/no-such-page' },
]

/** Waits for the page's content: its heading, and no spinner left in the main region. */
async function settled(page: Page) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible()
  await expect(page.getByRole('main').getByText('Loading...', { exact: true })).toHaveCount(0)
}

test.beforeAll(async ({ browser }) => {
  // Content for the lists: a chat thread with a reply (an audit entry), a paid order, a lead.
  const page = await browser.newPage()
  const student = await createAccount(page, 'Axe Student')
  const login = await page.request.post('/api/auth/login', {
    data: { email: student.email, password: student.password },
  })
  const token = (await login.json()).token as string
  await page.goto('/')
  await page.evaluate((t) => localStorage.setItem('token', t), token)
  await buyPlanThroughApi(page)
  const sent = await page.request.post('/api/chat/messages', {
    headers: { authorization: `Bearer ${token}` },
    data: { body: 'Hello from the accessibility run.' },
  })
  expect(sent.status()).toBe(201)
  const admin = await adminHeaders(page.request)
  const threads = await page.request.get('/api/admin/chat/threads', { headers: admin })
  const threadId = (await threads.json()).items[0].id as string
  const reply = await page.request.post(`/api/admin/chat/threads/${threadId}/messages`, {
    headers: admin,
    data: { body: 'Hello! How can we help?' },
  })
  expect(reply.status()).toBe(201)
  const lead = await page.request.post('/api/contact-requests', {
    data: {
      name: 'Axe Lead',
      email: `axe.lead.${Date.now().toString(36)}@example.com`,
      phone: '',
      institution: 'Axe College',
      product: 'NCLEX-RN Question Bank',
      userRange: '25-50',
    },
  })
  expect(lead.status()).toBe(201)
  await page.close()
})

for (const width of [1280, 375]) {
  test(`every admin page has no axe violations at ${width} px`, async ({ page }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width, height: 900 })
    const { authorization } = await adminHeaders(page.request)
    await page.goto('/')
    await page.evaluate((t) => localStorage.setItem('token', t), authorization.slice(7))
    const found: string[] = []
    for (const target of TARGETS) {
      const path = typeof target.path === 'string' ? target.path : await target.path(page)
      await page.goto(path)
      await settled(page)
      await target.open?.(page)
      const { violations } = await new AxeBuilder({ page }).analyze()
      for (const v of violations)
        found.push(
          `${target.name} (${path}): ${v.id} on ${v.nodes.map((n) => n.target).join(', ')}`,
        )
      if (SHOTS) {
        const file = `${target.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}-${width}.png`
        await page.screenshot({ path: `${SHOTS}/${file}`, fullPage: true })
      }
    }
    expect(found).toEqual([])
  })
}
