import type { AddressInfo } from 'node:net'
import type { TChatInboxEvent, TChatThreadSummary } from '@nurseready/shared/schemas/chat'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminAuth } from './admin-helper'
import { createTestContext, signupAndLogin, type TestContext } from './helper'
import { openSse, type SseClient } from './sse'
import { withTwoApps } from './two-apps'

/**
 * The admins' live inbox: GET /api/admin/chat/events (Server-Sent Events, opened with a ticket
 * from POST /api/admin/chat/events/ticket) sends the summary of every thread that changes.
 */

type Auth = { authorization: string }
type App = TestContext['app']

let ctx: TestContext
let base: string
let admin: Auth
beforeAll(async () => {
  ctx = await createTestContext()
  await ctx.app.listen({ host: '127.0.0.1', port: 0 })
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`
  admin = await adminAuth(ctx)
})
afterAll(() => ctx.close())

async function inboxTicket(auth: Auth, app: App = ctx.app) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/chat/events/ticket',
    headers: auth,
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().ticket as string
}
const openInbox = async (auth: Auth, at = base, app: App = ctx.app) =>
  openSse(`${at}/api/admin/chat/events?ticket=${await inboxTicket(auth, app)}`)

const send = (auth: Auth, body: string, app: App = ctx.app) =>
  app.inject({ method: 'POST', url: '/api/chat/messages', headers: auth, payload: { body } })

/** The summaries the stream sent for one student's thread, in order. */
function summaries(stream: SseClient, email: string): TChatThreadSummary[] {
  return stream
    .messages<TChatInboxEvent>()
    .flatMap((e) => (e.type === 'thread' && e.thread.student.email === email ? [e.thread] : []))
}
const untilSummary = (
  stream: SseClient,
  email: string,
  match: (t: TChatThreadSummary) => boolean,
) => stream.until((c) => summaries(c, email).some(match))
const untilEnded = (stream: SseClient) => stream.until((c) => c.ended)

/** The admin changes a user's role (as the console does). */
async function setRole(userId: string, role: 'admin' | 'student') {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/users/${userId}/role`,
    headers: admin,
    payload: { role },
  })
  expect(res.statusCode, res.body).toBe(200)
}

/** A student promoted to admin, logged in (the session keeps working with the new role). */
async function secondAdmin(name: string) {
  const s = await signupAndLogin(ctx, name)
  await setRole(s.user.id, 'admin')
  return s
}

/** What an anonymous caller, a student and the admin get from one call: status and detail. */
async function answers(method: 'GET' | 'POST', url: string) {
  const student = await signupAndLogin(ctx, 'Access Student')
  const out: [number, string][] = []
  for (const headers of [undefined, student.auth, admin]) {
    const res = await ctx.app.inject({ method, url, headers })
    out.push([res.statusCode, res.json().detail ?? `expires in ${res.json().expiresInSeconds} s`])
  }
  return out
}

describe('who may open the inbox stream', () => {
  it('issues tickets to admins only', async () => {
    expect(await answers('POST', '/api/admin/chat/events/ticket')).toEqual([
      [401, 'Authorization token missing'],
      [403, 'Administrators only.'],
      [200, 'expires in 60 s'],
    ])
  })

  it('without a ticket answers like every admin route: 401, 403, and 401 to an admin', async () => {
    expect(await answers('GET', '/api/admin/chat/events')).toEqual([
      [401, 'Authorization token missing'],
      [403, 'Administrators only.'],
      [401, 'Open this stream with a ticket from POST /api/admin/chat/events/ticket.'],
    ])
  })

  it("refuses a student's thread ticket, a forged one, and an inbox ticket used twice", async () => {
    const student = await signupAndLogin(ctx, 'Thread Ticket Student')
    const threadTicket = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat/events/ticket',
      headers: student.auth,
    })
    const theirs = await openSse(
      `${base}/api/admin/chat/events?ticket=${threadTicket.json().ticket}`,
    )
    expect(theirs.status).toBe(401)
    expect(JSON.parse(theirs.body).detail).toBe(
      'This live-update link has expired. Please reconnect.',
    )
    // The admin's own thread ticket opens the admin's thread, not the inbox…
    const adminThread = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat/events/ticket',
      headers: admin,
    })
    expect(
      (await openSse(`${base}/api/admin/chat/events?ticket=${adminThread.json().ticket}`)).status,
    ).toBe(401)
    // …and an inbox ticket does not open a thread stream.
    const inbox = await inboxTicket(admin)
    expect((await openSse(`${base}/api/chat/events?ticket=${inbox}&after=0`)).status).toBe(401)
    const [, session, exp, nonce, mac] = inbox.split('.')
    const forged = `${student.user.id}.${session}.${exp}.${nonce}.${mac}`
    expect((await openSse(`${base}/api/admin/chat/events?ticket=${forged}`)).status).toBe(401)

    const fresh = await inboxTicket(admin)
    const first = await openSse(`${base}/api/admin/chat/events?ticket=${fresh}`)
    expect(first.status).toBe(200)
    expect(first.contentType).toContain('text/event-stream')
    expect((await openSse(`${base}/api/admin/chat/events?ticket=${fresh}`)).status).toBe(401)
    first.close()
  })
})

describe('what the inbox stream sends', () => {
  it('each new message, reply and read of a thread as its summary', async () => {
    const stream = await openInbox(admin)
    expect(stream.status).toBe(200)
    const student = await signupAndLogin(ctx, 'Rhea Live')

    expect((await send(student.auth, 'Where is my receipt?')).statusCode).toBe(201)
    await untilSummary(stream, student.email, (t) => t.unreadCount === 1)
    const first = summaries(stream, student.email)[0]!
    expect(first.student).toEqual({ id: student.user.id, name: 'Rhea Live', email: student.email })
    expect(first.lastMessage).toMatchObject({
      seq: 1,
      sender: 'student',
      body: 'Where is my receipt?',
    })

    await send(student.auth, 'It was order 1042.')
    await untilSummary(stream, student.email, (t) => t.unreadCount === 2)
    expect(summaries(stream, student.email).at(-1)!.lastMessage).toMatchObject({
      seq: 2,
      body: 'It was order 1042.',
    })

    const threadId = first.id
    const reply = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/chat/threads/${threadId}/messages`,
      headers: admin,
      payload: { body: 'Sent again to your email.' },
    })
    expect(reply.statusCode).toBe(201)
    await untilSummary(stream, student.email, (t) => t.lastMessage?.sender === 'admin')
    expect(summaries(stream, student.email).at(-1)).toMatchObject({
      id: threadId,
      unreadCount: 0,
      lastMessage: { seq: 3, sender: 'admin', body: 'Sent again to your email.' },
    })

    await send(student.auth, 'Got it, thanks!')
    await untilSummary(stream, student.email, (t) => t.lastMessage?.seq === 4)
    expect(summaries(stream, student.email).at(-1)!.unreadCount).toBe(1)
    const read = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/chat/threads/${threadId}/read`,
      headers: admin,
    })
    expect(read.statusCode).toBe(200)
    await untilSummary(
      stream,
      student.email,
      (t) => t.lastMessage?.seq === 4 && t.unreadCount === 0,
    )
    expect(summaries(stream, student.email).at(-1)!.lastMessage).toMatchObject({
      seq: 4,
      sender: 'student',
      body: 'Got it, thanks!',
    })
    stream.close()
  })

  it('reaches every open inbox, and the last summary of a burst is the latest state', async () => {
    const other = await secondAdmin('Second Admin')
    const mine = await openInbox(admin)
    const theirs = await openInbox(other.auth)
    const student = await signupAndLogin(ctx, 'Burst Student')
    await Promise.all(Array.from({ length: 8 }, (_, i) => send(student.auth, `Message ${i + 1}`)))
    for (const stream of [mine, theirs]) {
      await untilSummary(stream, student.email, (t) => t.lastMessage?.seq === 8)
      const last = summaries(stream, student.email).at(-1)!
      expect(last.unreadCount).toBe(8)
      expect(last.lastMessage?.seq).toBe(8)
      stream.close()
    }
  })
})

describe('the inbox stream ends with the right to it', () => {
  it('when the admin is demoted; a ticket issued before then no longer opens one (403)', async () => {
    const other = await secondAdmin('Soon Demoted')
    const spare = await inboxTicket(other.auth)
    const stream = await openInbox(other.auth)
    expect(stream.status).toBe(200)
    await setRole(other.user.id, 'student')
    await untilEnded(stream)
    expect(stream.ended).toBe(true)
    const late = await openSse(`${base}/api/admin/chat/events?ticket=${spare}`)
    expect(late.status).toBe(403)
    expect(JSON.parse(late.body).detail).toBe('Administrators only.')
  })

  it("when the session that opened it logs out, not the admin's other sessions", async () => {
    const loggedOut = await adminAuth(ctx)
    const stays = await adminAuth(ctx)
    const ending = await openInbox(loggedOut)
    const staying = await openInbox(stays)
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: loggedOut,
    })
    expect(out.statusCode).toBeLessThan(300)
    await untilEnded(ending)
    const student = await signupAndLogin(ctx, 'After Logout')
    await send(student.auth, 'Still there?')
    await untilSummary(staying, student.email, (t) => t.unreadCount === 1)
    expect(staying.ended).toBe(false)
    staying.close()
  })

  it('at 3 open streams per admin: the 4th is refused (429) until one closes', async () => {
    const other = await secondAdmin('Many Tabs')
    const open = [
      await openInbox(other.auth),
      await openInbox(other.auth),
      await openInbox(other.auth),
    ]
    expect(open.map((s) => s.status)).toEqual([200, 200, 200])
    const fourth = await openInbox(other.auth)
    expect(fourth.status).toBe(429)
    expect(JSON.parse(fourth.body).detail).toBe(
      'The chat inbox is already live in 3 windows. Close one to get live updates here.',
    )
    open.pop()!.close()
    let again: SseClient | undefined
    for (let i = 0; i < 50; i++) {
      again = await openInbox(other.auth)
      if (again.status === 200) break
      await new Promise((r) => setTimeout(r, 50))
    }
    expect(again?.status).toBe(200)
    for (const s of [...open, again!]) s.close()
  })
})

async function login(app: App, email: string, password: string): Promise<Auth> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  })
  expect(res.statusCode, res.body).toBe(200)
  return { authorization: `Bearer ${res.json().token}` }
}

describe.runIf(process.env.TEST_DATABASE_URL)('two API processes on one Postgres', () => {
  it('an inbox stream on one process sees messages and reads made through the other', async () => {
    await withTwoApps(async (a, b) => {
      const email = 'inbox.two.proc@example.com'
      const password = 'inbox across processes'
      const signup = await a.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { name: 'Ines Two', email, password },
      })
      expect(signup.statusCode).toBe(201)
      const student = await login(a.app, email, password)
      const adminA = await login(a.app, a.config.ADMIN_EMAIL, 'admin-test-password')
      const adminB = await login(b.app, b.config.ADMIN_EMAIL, 'admin-test-password')

      // Ticket issued by A, stream served by B.
      const onB = await openSse(
        `${b.url}/api/admin/chat/events?ticket=${await inboxTicket(adminA, a.app)}`,
      )
      expect(onB.status).toBe(200)
      const onA = await openInbox(adminB, a.url, b.app)
      expect(onA.status).toBe(200)

      expect((await send(student, 'Sent through process A', a.app)).statusCode).toBe(201)
      await untilSummary(onB, email, (t) => t.unreadCount === 1)
      expect(summaries(onB, email).at(-1)!.lastMessage).toMatchObject({
        seq: 1,
        sender: 'student',
        body: 'Sent through process A',
      })
      await untilSummary(onA, email, (t) => t.unreadCount === 1)

      const threadId = summaries(onB, email)[0]!.id
      const read = await a.app.inject({
        method: 'POST',
        url: `/api/admin/chat/threads/${threadId}/read`,
        headers: adminA,
      })
      expect(read.statusCode).toBe(200)
      await untilSummary(onB, email, (t) => t.unreadCount === 0)
      expect(summaries(onB, email).at(-1)).toMatchObject({ id: threadId, unreadCount: 0 })
      onB.close()
      onA.close()
    })
  })
})
