import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions, users } from '../src/db/schema/index'
import { createTestContext, type TestContext, uniqueEmail } from './helper'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_AUTH_PER_MINUTE: '3' })
})
afterAll(() => ctx.close())

const TOO_MANY = {
  type: 'about:blank',
  title: 'Too Many Requests',
  status: 429,
  detail: 'Too many requests. Please wait a minute and try again.',
}

// Each test calls from its own address, so the per-client budgets do not mix between tests.
let lastOctet = 10
const newClient = () => `10.0.0.${lastOctet++}`

function post(url: string, payload: Record<string, unknown>, remoteAddress: string) {
  return ctx.app.inject({ method: 'POST', url: `/api/auth${url}`, payload, remoteAddress })
}

/** An account created from an address no test uses for its limited calls. */
async function account() {
  const email = uniqueEmail()
  const password = 'rate limit password'
  const res = await post('/signup', { name: 'Rita', email, password }, newClient())
  expect(res.statusCode).toBe(201)
  return { email, password, id: res.json().user.id as string }
}

function expectTooMany(res: Awaited<ReturnType<typeof post>>) {
  expect(res.statusCode).toBe(429)
  expect(res.headers['content-type']).toContain('application/problem+json')
  expect(res.json()).toEqual(TOO_MANY)
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
  expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60)
}

describe('rate limit on POST /api/auth/login', () => {
  it('refuses the 4th login in a minute with 429, even with the right password, and makes no session', async () => {
    const { email, password, id } = await account()
    const ip = newClient()
    const first = await post('/login', { email, password }, ip)
    expect(first.statusCode).toBe(200)
    expect(first.headers['x-ratelimit-limit']).toBe('3')
    expect(first.headers['x-ratelimit-remaining']).toBe('2')
    expect((await post('/login', { email, password: 'wrong password' }, ip)).statusCode).toBe(401)
    expect((await post('/login', { email, password }, ip)).statusCode).toBe(200)

    const fourth = await post('/login', { email, password }, ip)
    expectTooMany(fourth)
    expect(fourth.json()).not.toHaveProperty('token')
    expect(
      await ctx.database.db.select().from(sessions).where(eq(sessions.userId, id)),
    ).toHaveLength(2)

    expectTooMany(await post('/login', { email, password }, ip))

    // Tokens issued before the limit keep working; /me is not limited.
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      remoteAddress: ip,
      headers: { authorization: `Bearer ${first.json().token}` },
    })
    expect(me.statusCode).toBe(200)
  })

  it('counts each client separately', async () => {
    const { email, password } = await account()
    const busy = newClient()
    for (let i = 0; i < 3; i++)
      expect((await post('/login', { email, password }, busy)).statusCode).toBe(200)
    expectTooMany(await post('/login', { email, password }, busy))
    expect((await post('/login', { email, password }, newClient())).statusCode).toBe(200)
  })

  it('gives the other auth routes their own budget', async () => {
    const { email, password } = await account()
    const ip = newClient()
    for (let i = 0; i < 3; i++) await post('/login', { email, password }, ip)
    expectTooMany(await post('/login', { email, password }, ip))
    const signup = await post(
      '/signup',
      { name: 'Other', email: uniqueEmail(), password: 'pw-123456' },
      ip,
    )
    expect(signup.statusCode).toBe(201)
  })
})

describe('rate limit on signup and password reset', () => {
  it('refuses the 4th signup in a minute and creates no account', async () => {
    const ip = newClient()
    for (let i = 0; i < 3; i++) {
      expect(
        (await post('/signup', { name: 'S', email: uniqueEmail(), password: 'pw-123456' }, ip))
          .statusCode,
      ).toBe(201)
    }
    const email = uniqueEmail()
    expectTooMany(await post('/signup', { name: 'S', email, password: 'pw-123456' }, ip))
    expect(await ctx.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0)
  })

  it('refuses the 4th OTP request in a minute', async () => {
    const ip = newClient()
    for (let i = 0; i < 3; i++) {
      expect(
        (await post('/password-reset/otp', { email: uniqueEmail('nobody') }, ip)).statusCode,
      ).toBe(200)
    }
    expectTooMany(await post('/password-reset/otp', { email: uniqueEmail('nobody') }, ip))
  })

  it('refuses the 4th OTP guess in a minute', async () => {
    const ip = newClient()
    for (let i = 0; i < 3; i++) {
      expect(
        (await post('/password-reset/verify', { email: 'guess@example.com', otp: '000000' }, ip))
          .statusCode,
      ).toBe(400)
    }
    expectTooMany(
      await post('/password-reset/verify', { email: 'guess@example.com', otp: '000000' }, ip),
    )
  })

  it('refuses the 4th password change in a minute', async () => {
    const ip = newClient()
    const body = {
      resetToken: 'not-a-reset-token',
      newPassword: 'pw-123456',
      confirmPassword: 'pw-123456',
    }
    for (let i = 0; i < 3; i++)
      expect((await post('/password-reset/password', body, ip)).statusCode).toBe(400)
    expectTooMany(await post('/password-reset/password', body, ip))
  })
})
