import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import type { FastifyBaseLogger } from 'fastify'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, listeningApp, signupAndLogin, type TestContext } from './helper'
import { otpFrom } from './smtp'
import { openSse, type SseClient } from './sse'
import { withTwoApps } from './two-apps'

let ctx: TestContext
let base: string
let admin: { authorization: string }
beforeAll(async () => {
  ctx = await createTestContext()
  await ctx.app.listen({ host: '127.0.0.1', port: 0 })
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`
  admin = await adminAuth(ctx.app)
})
afterAll(() => ctx.close())

type Auth = { authorization: string }
type App = TestContext['app']

async function adminAuth(app: App): Promise<Auth> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'admin@nurseready.local', password: 'admin-test-password' },
  })
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.body}`)
  return { authorization: `Bearer ${res.json().token}` }
}

const send = (auth: Auth, body: unknown, app: App = ctx.app) =>
  app.inject({ method: 'POST', url: '/api/chat/messages', headers: auth, payload: { body } })
const list = (auth: Auth, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/chat/messages${query}`, headers: auth })
const threads = () =>
  ctx.app.inject({ method: 'GET', url: '/api/admin/chat/threads?pageSize=100', headers: admin })
const reply = (threadId: string, body: string, app: App = ctx.app, auth: Auth = admin) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/chat/threads/${threadId}/messages`,
    headers: auth,
    payload: { body },
  })
async function ticket(auth: Auth, app: App = ctx.app) {
  const res = await app.inject({ method: 'POST', url: '/api/chat/events/ticket', headers: auth })
  expect(res.statusCode).toBe(200)
  return res.json().ticket as string
}
async function threadIdOf(email: string): Promise<string> {
  const t = (await threads())
    .json()
    .items.find((i: { student: { email: string } }) => i.student.email === email)
  if (!t) throw new Error(`no thread for ${email}`)
  return t.id
}

describe('student messages', () => {
  it('needs a token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/chat/messages' })).statusCode).toBe(
      401,
    )
    const post = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat/messages',
      payload: { body: 'hi' },
    })
    expect(post.statusCode).toBe(401)
    expect(post.json().detail).toBe('Authorization token missing')
  })

  it('starts empty, then sends trimmed messages numbered in order', async () => {
    const { auth } = await signupAndLogin(ctx)
    expect((await list(auth)).json()).toEqual({ items: [], hasMore: false })

    const first = await send(auth, '  Hello, I cannot open my notes.  ')
    expect(first.statusCode).toBe(201)
    expect(first.json()).toEqual({
      id: expect.any(String),
      seq: 1,
      sender: 'student',
      body: 'Hello, I cannot open my notes.',
      createdAt: expect.any(String),
    })
    expect((await send(auth, 'Second message')).json().seq).toBe(2)
    const items = (await list(auth)).json().items
    expect(items.map((m: { body: string }) => m.body)).toEqual([
      'Hello, I cannot open my notes.',
      'Second message',
    ])
  })

  it('refuses empty, whitespace-only, missing and over-long messages and stores nothing', async () => {
    const { auth } = await signupAndLogin(ctx)
    for (const body of ['', '    ', '\n\t ']) {
      const res = await send(auth, body)
      expect(res.statusCode).toBe(400)
      expect(res.json().detail).toBe('Please write a message.')
    }
    expect((await send(auth, undefined)).statusCode).toBe(400)
    const long = await send(auth, 'x'.repeat(2001))
    expect(long.statusCode).toBe(400)
    expect(long.json().detail).toBe('Messages can be at most 2000 characters.')
    expect((await send(auth, 'x'.repeat(2000))).statusCode).toBe(201)
    expect((await list(auth)).json().items).toHaveLength(1)
  })

  it('pages back through a long thread with before/limit', async () => {
    const { auth } = await signupAndLogin(ctx)
    for (let i = 1; i <= 5; i++) await send(auth, `m${i}`)
    const latest = (await list(auth, '?limit=2')).json()
    expect(latest.items.map((m: { body: string }) => m.body)).toEqual(['m4', 'm5'])
    expect(latest.hasMore).toBe(true)
    const older = (await list(auth, `?limit=2&before=${latest.items[0].seq}`)).json()
    expect(older.items.map((m: { body: string }) => m.body)).toEqual(['m2', 'm3'])
    const oldest = (await list(auth, '?limit=2&before=2')).json()
    expect(oldest).toMatchObject({ hasMore: false, items: [{ body: 'm1' }] })
  })
})

describe('privacy and roles', () => {
  it('a student sees only their own thread and cannot call the admin routes', async () => {
    const a = await signupAndLogin(ctx)
    const b = await signupAndLogin(ctx)
    await send(a.auth, 'private question from A')
    expect((await list(b.auth)).json().items).toEqual([])

    const threadA = await threadIdOf(a.email)
    for (const [method, url] of [
      ['GET', '/api/admin/chat/threads'],
      ['GET', `/api/admin/chat/threads/${threadA}`],
      ['GET', `/api/admin/chat/threads/${threadA}/messages`],
      ['POST', `/api/admin/chat/threads/${threadA}/read`],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers: b.auth })
      expect(res.statusCode, url).toBe(403)
      expect(res.json().detail).toBe('Administrators only.')
      expect(res.body).not.toContain('private question from A')
    }
    const forged = await reply(threadA, 'I am not an admin', ctx.app, b.auth)
    expect(forged.statusCode).toBe(403)
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/admin/chat/threads' })
    expect(anonymous.statusCode).toBe(401)
    expect((await list(a.auth)).json().items).toHaveLength(1)
  })

  it("a stream ticket opens only its own student's thread; forged and expired ones are refused", async () => {
    const a = await signupAndLogin(ctx)
    const b = await signupAndLogin(ctx)
    await send(a.auth, 'for A only')
    const bTicket = await ticket(b.auth)
    const [, session, exp, nonce, mac] = bTicket.split('.')
    const forged = await openSse(
      `${base}/api/chat/events?ticket=${a.user.id}.${session}.${exp}.${nonce}.${mac}&after=0`,
    )
    expect(forged.status).toBe(401)
    expect(JSON.parse(forged.body).detail).toMatch(/expired/)

    const own = await openSse(`${base}/api/chat/events?ticket=${bTicket}&after=0`)
    expect(own.status).toBe(200)
    await send(b.auth, 'from B')
    await own.untilCount(1)
    expect(own.messages().map((m) => m.body)).toEqual(['from B'])
    own.close()

    const stale = await ticket(b.auth)
    ctx.clock.advance(61)
    const expired = await openSse(`${base}/api/chat/events?ticket=${stale}`)
    ctx.clock.advance(-61)
    expect(expired.status).toBe(401)

    const none = await openSse(`${base}/api/chat/events`)
    expect(none.status).toBe(400)
    const ticketWithoutSession = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat/events/ticket',
    })
    expect(ticketWithoutSession.statusCode).toBe(401)
  })
})

describe('admin side', () => {
  it('lists threads with the latest message and unread count, replies, and marks read', async () => {
    const s = await signupAndLogin(ctx, 'Priya Student')
    await send(s.auth, 'Question one')
    await send(s.auth, 'Question two')
    const id = await threadIdOf(s.email)

    const listed = (await threads()).json()
    expect(listed.items[0]).toMatchObject({
      id,
      student: { name: 'Priya Student', email: s.email },
      lastMessage: { seq: 2, sender: 'student', body: 'Question two' },
      unreadCount: 2,
    })
    const one = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/chat/threads/${id}`,
      headers: admin,
    })
    expect(one.json()).toMatchObject({ id, unreadCount: 2 })

    const read = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/chat/threads/${id}/read`,
      headers: admin,
    })
    expect(read.statusCode).toBe(200)
    expect(read.json()).toMatchObject({ id, unreadCount: 0 })

    const answer = await reply(id, '  Here is the answer.  ')
    expect(answer.statusCode).toBe(201)
    expect(answer.json()).toMatchObject({ seq: 3, sender: 'admin', body: 'Here is the answer.' })
    await send(s.auth, 'Thanks!')

    const after = (await threads()).json().items.find((t: { id: string }) => t.id === id)
    expect(after).toMatchObject({ unreadCount: 1, lastMessage: { body: 'Thanks!', seq: 4 } })

    const messages = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/chat/threads/${id}/messages`,
      headers: admin,
    })
    expect(
      messages.json().items.map((m: { sender: string; body: string }) => [m.sender, m.body]),
    ).toEqual([
      ['student', 'Question one'],
      ['student', 'Question two'],
      ['admin', 'Here is the answer.'],
      ['student', 'Thanks!'],
    ])
    // The student sees the same thread, in the same order.
    expect((await list(s.auth)).json().items.map((m: { seq: number }) => m.seq)).toEqual([
      1, 2, 3, 4,
    ])
  })

  it('refuses empty replies and unknown threads', async () => {
    const s = await signupAndLogin(ctx)
    await send(s.auth, 'hello')
    const id = await threadIdOf(s.email)
    expect((await reply(id, '   ')).statusCode).toBe(400)
    const unknown = await reply('00000000-0000-4000-8000-000000000000', 'hello?')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().detail).toBe('Conversation not found.')
    expect((await reply('nope', 'hello?')).statusCode).toBe(400)
  })
})

describe('GET /api/chat/events (Server-Sent Events)', () => {
  it('delivers an admin reply live, with the seq as event id', async () => {
    const s = await signupAndLogin(ctx)
    await send(s.auth, 'Is anyone there?')
    const id = await threadIdOf(s.email)
    const stream = await openSse(`${base}/api/chat/events?ticket=${await ticket(s.auth)}&after=1`)
    expect(stream.status).toBe(200)
    expect(stream.contentType).toContain('text/event-stream')

    await reply(id, 'Yes, how can we help?')
    await stream.untilCount(1)
    expect(stream.events[0]!.id).toBe('2')
    expect(stream.messages()[0]).toMatchObject({
      seq: 2,
      sender: 'admin',
      body: 'Yes, how can we help?',
    })
    stream.close()
  })

  it('without a cursor it starts from now; with after=0 it replays the thread', async () => {
    const s = await signupAndLogin(ctx)
    await send(s.auth, 'old one')
    const live = await openSse(`${base}/api/chat/events?ticket=${await ticket(s.auth)}`)
    const replay = await openSse(`${base}/api/chat/events?ticket=${await ticket(s.auth)}&after=0`)
    await send(s.auth, 'new one')
    await live.untilCount(1)
    await replay.untilCount(2)
    expect(live.messages().map((m) => m.body)).toEqual(['new one'])
    expect(replay.messages().map((m) => m.body)).toEqual(['old one', 'new one'])
    live.close()
    replay.close()
  })

  it('resumes after a drop from Last-Event-ID without losing or doubling messages', async () => {
    const s = await signupAndLogin(ctx)
    await send(s.auth, 'm1')
    const id = await threadIdOf(s.email)
    const first = await openSse(`${base}/api/chat/events?ticket=${await ticket(s.auth)}&after=0`)
    await reply(id, 'r2')
    await first.untilCount(2)
    const lastId = first.events.at(-1)!.id!
    first.close()

    // While disconnected: two more messages.
    await reply(id, 'r3')
    await send(s.auth, 'm4')

    // The browser resends the last id it saw; the header wins over a stale `after`.
    const resumed = await openSse(
      `${base}/api/chat/events?ticket=${await ticket(s.auth)}&after=0`,
      {
        'last-event-id': lastId,
      },
    )
    await reply(id, 'r5')
    await resumed.untilCount(3)
    await new Promise((r) => setTimeout(r, 200))
    expect(resumed.messages().map((m) => [m.seq, m.body])).toEqual([
      [3, 'r3'],
      [4, 'm4'],
      [5, 'r5'],
    ])
    resumed.close()
  })

  it('sends each message exactly once, in order, under a burst from both sides', async () => {
    const s = await signupAndLogin(ctx)
    await send(s.auth, 'start')
    const id = await threadIdOf(s.email)
    const stream = await openSse(`${base}/api/chat/events?ticket=${await ticket(s.auth)}&after=1`)
    const burst = Array.from({ length: 16 }, (_, i) =>
      i % 2 ? reply(id, `admin ${i}`) : send(s.auth, `student ${i}`),
    )
    const results = await Promise.all(burst)
    expect(results.every((r) => r.statusCode === 201)).toBe(true)
    await stream.untilCount(16)
    await new Promise((r) => setTimeout(r, 200))
    expect(stream.messages().map((m) => m.seq)).toEqual(Array.from({ length: 16 }, (_, i) => i + 2))
    stream.close()
  })
})

describe('stream limits', () => {
  const streamUrl = async (auth: Auth) =>
    `${base}/api/chat/events?ticket=${await ticket(auth)}&after=0`
  const untilEnded = (c: SseClient) => c.until((x) => x.ended)
  const problem = (status: number, title: string, detail: string) => ({
    type: 'about:blank',
    title,
    status,
    detail,
  })

  it('a ticket opens one stream, once', async () => {
    const s = await signupAndLogin(ctx)
    const url = await streamUrl(s.auth)
    const first = await openSse(url)
    expect(first.status).toBe(200)
    const replay = await openSse(url)
    expect(replay.status).toBe(401)
    expect(JSON.parse(replay.body)).toEqual(
      problem(401, 'Unauthorized', 'This live-update link has expired. Please reconnect.'),
    )
    first.close()
  })

  it('a user holds at most 3 open streams: the 4th is refused with 429 until one closes', async () => {
    const s = await signupAndLogin(ctx)
    const open = [
      await openSse(await streamUrl(s.auth)),
      await openSse(await streamUrl(s.auth)),
      await openSse(await streamUrl(s.auth)),
    ]
    expect(open.map((c) => c.status)).toEqual([200, 200, 200])
    const fourth = await openSse(await streamUrl(s.auth))
    expect(fourth.status).toBe(429)
    expect(JSON.parse(fourth.body)).toEqual(
      problem(
        429,
        'Too Many Requests',
        'Live chat is already open in 3 windows. Close one to get live updates here.',
      ),
    )
    // Another student is not affected.
    const other = await signupAndLogin(ctx)
    const theirs = await openSse(await streamUrl(other.auth))
    expect(theirs.status).toBe(200)
    theirs.close()

    open[0]!.close()
    let again: SseClient | undefined
    for (let i = 0; i < 40 && again?.status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 50))
      again = await openSse(await streamUrl(s.auth))
    }
    expect(again!.status).toBe(200)
    for (const c of [...open, again!]) c.close()
  })

  it("logout closes the streams that session opened, not the user's other sessions'", async () => {
    const s = await signupAndLogin(ctx)
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: s.email, password: s.password },
    })
    const otherSession = { authorization: `Bearer ${second.json().token}` }
    const mine = await openSse(await streamUrl(s.auth))
    const theirs = await openSse(await streamUrl(otherSession))
    expect([mine.status, theirs.status]).toEqual([200, 200])

    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: s.auth,
    })
    expect(logout.statusCode).toBe(200)
    await untilEnded(mine)
    expect(mine.ended).toBe(true)
    await send(otherSession, 'still live')
    await theirs.untilCount(1)
    expect(theirs.ended).toBe(false)
    expect(theirs.messages().map((m) => m.body)).toEqual(['still live'])
    theirs.close()
  })

  it("a password reset (every session revoked) closes all the user's streams", async () => {
    const s = await signupAndLogin(ctx)
    const streams = [await openSse(await streamUrl(s.auth)), await openSse(await streamUrl(s.auth))]
    const post = (url: string, payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url: `/api/auth${url}`, payload })
    expect((await post('/password-reset/otp', { email: s.email })).statusCode).toBe(200)
    const otp = otpFrom(await ctx.smtp.next(s.email))
    const verified = await post('/password-reset/verify', { email: s.email, otp })
    const newPassword = 'a brand new passphrase 42'
    const changed = await post('/password-reset/password', {
      resetToken: verified.json().resetToken,
      newPassword,
      confirmPassword: newPassword,
    })
    expect(changed.statusCode).toBe(200)
    for (const c of streams) await untilEnded(c)
    expect(streams.map((c) => c.ended)).toEqual([true, true])
  })
})

describe('stream hygiene', () => {
  it('never logs the ticket, and ends open streams when the app shuts down', async () => {
    const lines: string[] = []
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk))
        done()
      },
    })
    const logger = pino({ level: 'info' }, sink) as unknown as FastifyBaseLogger
    const other = await listeningApp(ctx.database, logger)
    try {
      const s = await signupAndLogin(ctx)
      const t = await ticket(s.auth, other.app)
      const stream = await openSse(`${other.url}/api/chat/events?ticket=${t}&after=0`)
      expect(stream.status).toBe(200)
      const bad = await openSse(`${other.url}/api/chat/events?ticket=${t}x`)
      expect(bad.status).toBe(401)

      await other.app.close()
      await stream.until((c) => c.ended)
      const log = lines.join('')
      expect(log).toContain('/api/chat/events')
      expect(log).not.toContain(t)
      expect(log).not.toContain(t.split('.')[4]!)
    } finally {
      await other.app.close()
      other.cleanup()
    }
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)('two API processes on one Postgres', () => {
  it('a reply posted through one reaches an SSE client connected to the other', async () => {
    await withTwoApps(async (a, b) => {
      const signup = await a.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { name: 'Two Proc', email: 'two.proc@example.com', password: 'pw-two-proc' },
      })
      expect(signup.statusCode).toBe(201)
      const login = await b.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'two.proc@example.com', password: 'pw-two-proc' },
      })
      const student = { authorization: `Bearer ${login.json().token}` }
      const adminA = await adminAuth(a.app)

      await send(student, 'Hello from process B', b.app)
      // Ticket issued by A, stream served by B: tickets are stateless and signed.
      const stream = await openSse(
        `${b.url}/api/chat/events?ticket=${await ticket(student, a.app)}&after=1`,
      )
      expect(stream.status).toBe(200)
      const listed = await a.app.inject({
        method: 'GET',
        url: '/api/admin/chat/threads',
        headers: adminA,
      })
      const threadId = listed.json().items[0].id
      expect((await reply(threadId, 'Reply through process A', a.app, adminA)).statusCode).toBe(201)
      await stream.untilCount(1)
      expect(stream.messages()).toEqual([
        expect.objectContaining({ seq: 2, sender: 'admin', body: 'Reply through process A' }),
      ])

      // And the other way: a stream on A sees a student message sent through B.
      const streamA = await openSse(
        `${a.url}/api/chat/events?ticket=${await ticket(student, b.app)}&after=2`,
      )
      await send(student, 'Thanks, B here', b.app)
      await streamA.untilCount(1)
      await stream.untilCount(2)
      expect(streamA.messages()[0]).toMatchObject({ seq: 3, body: 'Thanks, B here' })
      stream.close()
      streamA.close()
    })
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)('stream limits across two API processes', () => {
  it('holds 3 streams per user across processes, and a ticket used on one is refused by the other', async () => {
    await withTwoApps(async (a, b, dbA) => {
      const clients: SseClient[] = []
      try {
        const email = 'limits.two.proc@example.com'
        const password = 'limits across processes'
        const signup = await a.app.inject({
          method: 'POST',
          url: '/api/auth/signup',
          payload: { name: 'Lim Its', email, password },
        })
        expect(signup.statusCode).toBe(201)
        const login = await a.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password },
        })
        const student = { authorization: `Bearer ${login.json().token}` }

        // Two streams on A, one on B: three in all.
        for (const [app, at] of [
          [a.app, a.url],
          [a.app, a.url],
          [b.app, b.url],
        ] as const) {
          const c = await openSse(
            `${at}/api/chat/events?ticket=${await ticket(student, app)}&after=0`,
          )
          clients.push(c)
          expect(c.status).toBe(200)
        }
        // The fourth is refused by either process.
        for (const [app, at] of [
          [a.app, a.url],
          [b.app, b.url],
        ] as const) {
          const fourth = await openSse(
            `${at}/api/chat/events?ticket=${await ticket(student, app)}&after=0`,
          )
          expect(fourth.status).toBe(429)
        }

        // A ticket spent on A cannot open a stream on B (nor on A again).
        clients.pop()!.close()
        // Wait until B has given the closed stream's slot back.
        for (let i = 0; i < 100; i++) {
          const { rows } = await dbA.pool!.query(
            'select count(*)::int as n from chat_stream_leases',
          )
          if (rows[0].n === 2) break
          await new Promise((r) => setTimeout(r, 50))
        }
        const t = await ticket(student, a.app)
        const first = await openSse(`${a.url}/api/chat/events?ticket=${t}&after=0`)
        expect(first.status).toBe(200)
        clients.push(first)
        expect((await openSse(`${b.url}/api/chat/events?ticket=${t}&after=0`)).status).toBe(401)
        expect((await openSse(`${a.url}/api/chat/events?ticket=${t}&after=0`)).status).toBe(401)
      } finally {
        for (const c of clients) c.close()
      }
    })
  })
})
