import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders, papers, sessions, users } from '../src/db/schema/index'
import { createTestContext, signupAndLogin, type TestContext, uniqueEmail } from './helper'
import { otpFrom } from './smtp'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

type Auth = { authorization: string }
async function login(email: string, password: string, userAgent = CHROME): Promise<Auth> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: { 'user-agent': userAgent },
  })
  expect(res.statusCode, res.body).toBe(200)
  return { authorization: `Bearer ${res.json().token}` }
}
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  auth?: Auth,
  payload?: Record<string, unknown>,
) => ctx.app.inject({ method, url: `/api${url}`, headers: auth ?? {}, payload })
const me = (auth: Auth) => call('GET', '/auth/me', auth)

describe('name', () => {
  it('changes the name (trimmed); the session shows it at once', async () => {
    const s = await signupAndLogin(ctx, 'Old Name')
    const res = await call('PUT', '/account/name', s.auth, { name: '  New Name ' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      user: { name: 'New Name' },
      message: 'Your name has been updated.',
    })
    expect((await me(s.auth)).json().name).toBe('New Name')
    const empty = await call('PUT', '/account/name', s.auth, { name: '  ' })
    expect(empty.statusCode).toBe(400)
    expect((await call('PUT', '/account/name', undefined, { name: 'X' })).statusCode).toBe(401)
  })
})

describe('sessions', () => {
  it('lists sessions with device and last seen; "end other sessions" keeps this one only', async () => {
    const s = await signupAndLogin(ctx)
    const here = await login(s.email, s.password, CHROME)
    const phone = await login(s.email, s.password, IPHONE)
    // Both resolve (and are cached) before they are revoked.
    expect((await me(phone)).statusCode).toBe(200)
    expect((await me(s.auth)).statusCode).toBe(200)

    const list = await call('GET', '/account/sessions', here)
    expect(list.statusCode, list.body).toBe(200)
    const items = list.json().items as Array<{
      device: string
      current: boolean
      lastSeenAt: string
    }>
    expect(items).toHaveLength(3)
    expect(items.filter((i) => i.current)).toEqual([
      expect.objectContaining({ device: 'Chrome on Windows', current: true }),
    ])
    expect(items.map((i) => i.device)).toContain('Safari on iPhone')
    for (const i of items) expect(Number.isNaN(Date.parse(i.lastSeenAt))).toBe(false)

    const ended = await call('POST', '/account/sessions/end-others', here)
    expect(ended.statusCode, ended.body).toBe(200)
    expect(ended.json()).toEqual({ ended: 2, message: 'Signed out of 2 other sessions.' })
    // Evicted from the session cache, not only deleted: the next request is refused.
    expect((await me(phone)).statusCode).toBe(401)
    expect((await me(s.auth)).statusCode).toBe(401)
    expect((await me(here)).statusCode).toBe(200)
    expect((await call('GET', '/account/sessions', here)).json().items).toHaveLength(1)
  })

  it('updates last seen at most once a minute', async () => {
    const s = await signupAndLogin(ctx)
    const lastSeen = async () => {
      const [row] = await ctx.database.db
        .select({ at: sessions.lastSeenAt })
        .from(sessions)
        .where(eq(sessions.userId, s.user.id))
      return row!.at!.getTime()
    }
    const first = await lastSeen()
    ctx.clock.advance(40) // past the 30 s cache, inside the minute: not written
    await me(s.auth)
    expect(await lastSeen()).toBe(first)
    ctx.clock.advance(40) // 80 s after login: written
    await me(s.auth)
    expect(await lastSeen()).toBeGreaterThan(first + 60_000)
  })
})

describe('password', () => {
  it('needs the current password; ends the other sessions and keeps this one', async () => {
    const s = await signupAndLogin(ctx)
    const other = await login(s.email, s.password)
    expect((await me(other)).statusCode).toBe(200)

    const wrong = await call('PUT', '/account/password', s.auth, {
      currentPassword: 'not the password',
      newPassword: 'a brand new passphrase',
      confirmPassword: 'a brand new passphrase',
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().detail).toBe('Your current password is incorrect.')

    const short = await call('PUT', '/account/password', s.auth, {
      currentPassword: s.password,
      newPassword: 'short',
      confirmPassword: 'short',
    })
    expect(short.statusCode).toBe(400)
    const common = await call('PUT', '/account/password', s.auth, {
      currentPassword: s.password,
      newPassword: 'password123',
      confirmPassword: 'password123',
    })
    expect(common.statusCode).toBe(400)
    expect(common.json().detail).toMatch(/most common passwords/)
    expect((await me(other)).statusCode).toBe(200)

    const ok = await call('PUT', '/account/password', s.auth, {
      currentPassword: s.password,
      newPassword: 'a brand new passphrase',
      confirmPassword: 'a brand new passphrase',
    })
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json()).toEqual({
      ended: 1,
      message: 'Password changed. Your other sessions have been signed out.',
    })
    expect((await me(other)).statusCode).toBe(401)
    expect((await me(s.auth)).statusCode).toBe(200)
    expect(
      (await call('POST', '/auth/login', undefined, { email: s.email, password: s.password }))
        .statusCode,
    ).toBe(401)
    await login(s.email, 'a brand new passphrase')
  })
})

describe('email', () => {
  it('changes only with the code mailed to the new address', async () => {
    const s = await signupAndLogin(ctx)
    const newEmail = uniqueEmail('moved')
    const noPassword = await call('POST', '/account/email-change', s.auth, {
      newEmail,
      password: 'wrong password!',
    })
    expect(noPassword.statusCode).toBe(400)

    const asked = await call('POST', '/account/email-change', s.auth, {
      newEmail,
      password: s.password,
    })
    expect(asked.statusCode, asked.body).toBe(200)
    const code = otpFrom(await ctx.smtp.next(newEmail))
    expect((await me(s.auth)).json().email).toBe(s.email)

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const bad = await call('POST', '/account/email-change/confirm', s.auth, { code: wrong })
    expect(bad.statusCode).toBe(400)
    expect((await me(s.auth)).json().email).toBe(s.email)

    const ok = await call('POST', '/account/email-change/confirm', s.auth, { code })
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json().user.email).toBe(newEmail)
    expect((await me(s.auth)).json().email).toBe(newEmail)
    // The old address is told.
    expect((await ctx.smtp.next(s.email)).raw).toMatch(/email address was changed/)
    // A code works once.
    expect((await call('POST', '/account/email-change/confirm', s.auth, { code })).statusCode).toBe(
      400,
    )
    await login(newEmail, s.password)
  })

  it('burns the code after five wrong tries, and refuses an address taken meanwhile', async () => {
    const s = await signupAndLogin(ctx)
    const target = uniqueEmail('target')
    await call('POST', '/account/email-change', s.auth, { newEmail: target, password: s.password })
    const code = otpFrom(await ctx.smtp.next(target))
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0')
    for (let i = 0; i < 5; i += 1)
      expect(
        (await call('POST', '/account/email-change/confirm', s.auth, { code: wrong })).statusCode,
      ).toBe(400)
    const burned = await call('POST', '/account/email-change/confirm', s.auth, { code })
    expect(burned.statusCode).toBe(400)
    expect(burned.json().detail).toBe('Too many wrong codes. Please request a new code.')

    // Taken between request and confirmation: 409, nothing changes.
    ctx.clock.advance(61)
    const other = await signupAndLogin(ctx)
    await call('POST', '/account/email-change', s.auth, {
      newEmail: other.email,
      password: s.password,
    })
    const code2 = otpFrom(await ctx.smtp.next(other.email))
    const taken = await call('POST', '/account/email-change/confirm', s.auth, { code: code2 })
    expect(taken.statusCode).toBe(409)
    expect((await me(s.auth)).json().email).toBe(s.email)
  })
})

describe('delete account', () => {
  it('needs the password; deletes the data; keeps the orders, anonymised', async () => {
    const s = await signupAndLogin(ctx, 'Leaving Student')
    const other = await login(s.email, s.password)
    const subjects = await call('GET', '/subjects', s.auth)
    const subjectId = subjects.json().items[0].id
    const paper = await call('POST', '/papers', s.auth, {
      style: 'traditional',
      mode: 'tutor',
      subjectId,
      count: 3,
    })
    expect(paper.statusCode, paper.body).toBe(201)
    const plans = await call('GET', '/plans')
    const order = await call('POST', '/orders', s.auth, {
      kind: 'plan',
      planId: plans.json().items[0].id,
    })
    const orderId = order.json().order.id as string
    expect((await call('POST', `/orders/${orderId}/pay`, s.auth)).statusCode).toBe(200)

    const wrong = await call('DELETE', '/account', s.auth, { password: 'not it at all' })
    expect(wrong.statusCode).toBe(400)
    expect((await me(s.auth)).statusCode).toBe(200)

    const gone = await call('DELETE', '/account', s.auth, { password: s.password })
    expect(gone.statusCode, gone.body).toBe(200)
    expect(gone.json().message).toBe('Your account has been deleted.')
    expect((await me(s.auth)).statusCode).toBe(401)
    expect((await me(other)).statusCode).toBe(401)
    expect(
      (await call('POST', '/auth/login', undefined, { email: s.email, password: s.password }))
        .statusCode,
    ).toBe(401)

    const db = ctx.database.db
    expect(await db.select().from(users).where(eq(users.id, s.user.id))).toEqual([])
    expect(await db.select().from(papers).where(eq(papers.userId, s.user.id))).toEqual([])
    expect(await db.select().from(users).where(eq(users.email, s.email))).toEqual([])
    const [kept] = await db.select().from(orders).where(eq(orders.id, orderId))
    expect(kept).toBeDefined()
    expect(kept!.status).toBe('paid')
    expect(kept!.userId).not.toBe(s.user.id)
    const [holder] = await db.select().from(users).where(eq(users.id, kept!.userId))
    expect(holder!.anonymisedAt).not.toBeNull()
    expect(holder!.name).toBe('Deleted account')
    expect(holder!.email).not.toContain('example.com')
    expect(JSON.stringify(holder)).not.toContain('Leaving Student')
  })
})

describe('abandon a test', () => {
  it('stops counting as in process; only an in-process test; another student gets 404', async () => {
    const s = await signupAndLogin(ctx)
    const b = await signupAndLogin(ctx)
    const subjectId = (await call('GET', '/subjects', s.auth)).json().items[0].id
    const created = await call('POST', '/papers', s.auth, {
      style: 'traditional',
      mode: 'time',
      subjectId,
      count: 3,
    })
    const code = created.json().code as string
    expect((await call('GET', '/dashboard', s.auth)).json()).toMatchObject({ inProcessPapers: 1 })
    expect((await call('POST', `/papers/${code}/abandon`, b.auth)).statusCode).toBe(404)
    const res = await call('POST', `/papers/${code}/abandon`, s.auth)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().status).toBe('abandoned')
    expect((await call('GET', '/dashboard', s.auth)).json()).toMatchObject({ inProcessPapers: 0 })
    // Again: the same answer; a completed test cannot be abandoned.
    expect((await call('POST', `/papers/${code}/abandon`, s.auth)).statusCode).toBe(200)
    const done = await call('POST', '/papers', s.auth, {
      style: 'traditional',
      mode: 'tutor',
      subjectId,
      count: 3,
    })
    const doneCode = done.json().code as string
    expect((await call('POST', `/papers/${doneCode}/finish`, s.auth)).statusCode).toBe(200)
    expect((await call('POST', `/papers/${doneCode}/abandon`, s.auth)).statusCode).toBe(409)
  })
})
