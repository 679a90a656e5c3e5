import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { createAccount } from '../support/accounts'
import { adminHeaders } from '../support/admin'

/**
 * Issue 15 §3, the support chat inbox: a student's new message appears in the admin's open
 * inbox without a reload, over the admin inbox stream (not the 3-second polling fallback), at
 * 1280 px and at 375 px. Screenshots of the inbox go to SHOTS_DIR when it is set.
 */

const SHOTS = process.env.SHOTS_DIR

/** A student account with a bearer header, whose thread starts with `first`. */
async function studentWithThread(
  request: APIRequestContext,
  page: Page,
  name: string,
  first: string,
) {
  const account = await createAccount(page, name)
  const login = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  })
  expect(login.status()).toBe(200)
  const auth = { authorization: `Bearer ${(await login.json()).token}` }
  const say = async (body: string) => {
    const sent = await request.post('/api/chat/messages', { headers: auth, data: { body } })
    expect(sent.status()).toBe(201)
  }
  await say(first)
  return { ...account, say }
}

/** The admin's console at /admin/chat, signed in through the API (token in localStorage). */
async function openInbox(page: Page) {
  const { authorization } = await adminHeaders(page.request)
  await page.goto('/')
  await page.evaluate((t) => localStorage.setItem('token', t), authorization.slice(7))
  await page.goto('/admin/chat')
  await expect(page.getByRole('heading', { name: 'Chat inbox', level: 1 })).toBeVisible()
  // The inbox stream is open: updates are pushed, the list is not polled.
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible()
  await expect(page.getByText('Newest first. New messages appear as they arrive.')).toBeVisible()
  await page.evaluate(() => {
    ;(window as unknown as { __sameLoad: boolean }).__sameLoad = true
  })
}

const sameLoad = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameLoad?: boolean }).__sameLoad)

/** GETs of one thread's messages from now on (the open thread is fed by the stream instead). */
function messageReads(page: Page) {
  const urls: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'GET' && /\/api\/admin\/chat\/threads\/[^/]+\/messages/.test(r.url()))
      urls.push(r.url())
  })
  return urls
}

for (const width of [1280, 375]) {
  test(`a student's new message appears in the admin's open inbox live at ${width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    const tag = Date.now().toString(36)
    const student = await studentWithThread(
      request,
      page,
      `Live Inbox ${width} ${tag}`,
      'Where do I find my receipt?',
    )
    await openInbox(page)
    const threads = page.getByRole('navigation', { name: 'Conversations' })
    const item = threads.getByRole('button', { name: new RegExp(student.name) })
    await expect(item).toContainText('1 unread')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/inbox-list-${width}.png` })
    await item.click()
    const conversation = page.getByRole('region', { name: `Conversation with ${student.name}` })
    await expect(conversation.getByText('Where do I find my receipt?')).toBeVisible()
    // Opened, so read.
    if (width === 1280) await expect(item).not.toContainText('unread')

    const reads = messageReads(page)
    const sentAt = Date.now()
    await student.say('Found it under Order history, thanks!')
    await expect(conversation.getByText('Found it under Order history, thanks!')).toBeVisible({
      timeout: 2500,
    })
    const took = Date.now() - sentAt
    // Pushed by the stream: the open thread was not read again to show it.
    expect(reads).toEqual([])
    expect(await sameLoad(page)).toBe(true)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/inbox-thread-${width}.png` })
    test.info().annotations.push({ type: 'shown after', description: `${took} ms` })

    // A brand-new conversation goes to the top of the list, unread, without a reload.
    if (width === 375) await conversation.getByRole('button', { name: 'Back to threads' }).click()
    const other = await studentWithThread(
      request,
      page,
      `Newcomer ${width} ${tag}`,
      'Is there a discount for groups?',
    )
    const first = threads.getByRole('button').first()
    await expect(first).toContainText(other.name, { timeout: 2500 })
    await expect(first).toContainText('1 unread')
    await expect(first).toContainText('Is there a discount for groups?')
    expect(await sameLoad(page)).toBe(true)
  })
}
