import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions, users } from '../src/db/schema/index'
import { sha256 } from '../src/lib/crypto'
import { createTestContext, signupAndLogin, type TestContext, uniqueEmail } from './helper'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const PROBLEM = 'application/problem+json'
const BAD_CREDENTIALS = 'Invalid email or password.'
const TOKEN_MISSING = 'Authorization token missing'
const SESSION_INVALID = 'Your session has expired. Please log in again.'

function signup(payload: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/signup', payload })
}
function login(payload: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload })
}
function me(headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers })
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

async function userRow(email: string) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email))
  return row
}

describe('POST /api/auth/signup', () => {
  it('creates a student account and stores only a scrypt hash of the password', async () => {
    const email = uniqueEmail()
    const password = 'a long secret phrase'
    const res = await signup({ name: 'Asha Nurse', email, password })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({
      user: { id: expect.any(String), name: 'Asha Nurse', email, role: 'student' },
      message: 'Signup Successful.',
    })
    expect(res.body).not.toContain(password)
    expect(res.body).not.toContain('scrypt')

    const row = await userRow(email)
    expect(row).toBeDefined()
    expect(row!.id).toBe(res.json().user.id)
    expect(row!.passwordHash.startsWith('scrypt$')).toBe(true)
    expect(row!.passwordHash).not.toContain(password)
    expect(row!.role).toBe('student')
  })

  it('gives two accounts with the same password different hashes (per-user salt)', async () => {
    const a = uniqueEmail()
    const b = uniqueEmail()
    expect((await signup({ name: 'A', email: a, password: 'same password' })).statusCode).toBe(201)
    expect((await signup({ name: 'B', email: b, password: 'same password' })).statusCode).toBe(201)
    const [ra, rb] = [await userRow(a), await userRow(b)]
    expect(ra!.passwordHash).not.toBe(rb!.passwordHash)
  })

  it('normalizes the email (trimmed, lower case) and the name (trimmed)', async () => {
    const email = uniqueEmail('Mixed.Case')
    const res = await signup({
      name: '  Ben  ',
      email: `  ${email.toUpperCase()} `,
      password: 'pw-123456',
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().user).toMatchObject({ name: 'Ben', email: email.toLowerCase() })
    expect(await userRow(email.toLowerCase())).toBeDefined()
  })

  it('ignores a role sent by the client: new accounts are always students', async () => {
    const email = uniqueEmail()
    const res = await signup({ name: 'Sneaky', email, password: 'pw-123456', role: 'admin' })
    expect(res.statusCode).toBe(201)
    expect(res.json().user.role).toBe('student')
    expect((await userRow(email))!.role).toBe('student')
  })

  it('refuses a duplicate email (any letter case) with 409 problem details and keeps the first account', async () => {
    const email = uniqueEmail()
    expect((await signup({ name: 'First', email, password: 'first password' })).statusCode).toBe(
      201,
    )
    const before = await userRow(email)

    for (const again of [email, email.toUpperCase()]) {
      const res = await signup({ name: 'Second', email: again, password: 'second password' })
      expect(res.statusCode).toBe(409)
      expect(res.headers['content-type']).toContain(PROBLEM)
      expect(res.json()).toEqual({
        type: 'about:blank',
        title: 'Conflict',
        status: 409,
        detail: 'An account with this email already exists. Log in or reset your password.',
      })
    }

    const after = await userRow(email)
    expect(after).toEqual(before)
    expect((await login({ email, password: 'first password' })).statusCode).toBe(200)
    expect((await login({ email, password: 'second password' })).statusCode).toBe(401)
  })

  it('answers 400 with per-field errors in the spec wording and creates nothing', async () => {
    const email = 'not-an-email'
    const res = await signup({ name: '', email, password: '' })
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toContain(PROBLEM)
    const body = res.json()
    expect(body).toMatchObject({ type: 'about:blank', title: 'Bad Request', status: 400 })
    expect(body.errors).toEqual({
      name: ['Please enter your name'],
      email: ['Invalid email address'],
      password: ['Please write a password'],
    })
    expect(body.detail).toBe('Please enter your name')
    expect(await userRow(email)).toBeUndefined()
  })

  it.each([
    [
      'an email without a dot in the domain',
      { name: 'X', email: 'x@localhost', password: 'a fine password' },
      'email',
      'Invalid email address',
    ],
    [
      'an email with a space',
      { name: 'X', email: 'a b@example.com', password: 'a fine password' },
      'email',
      'Invalid email address',
    ],
    [
      'a name of spaces only',
      { name: '   ', email: 'spaces@example.com', password: 'a fine password' },
      'name',
      'Please enter your name',
    ],
    [
      'a missing name',
      { email: 'noname@example.com', password: 'a fine password' },
      'name',
      'Please enter your name',
    ],
    [
      'a missing email',
      { name: 'X', password: 'a fine password' },
      'email',
      'Invalid email address',
    ],
  ])('rejects %s', async (_label, payload, field, message) => {
    const res = await signup(payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({ [field]: [message] })
    expect(res.json().detail).toBe(message)
  })

  it('rejects a body that is not JSON with 400 problem details', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    })
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toContain(PROBLEM)
    expect(res.json()).toEqual({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: 'The request body is not valid JSON.',
    })
  })
})

describe('POST /api/auth/login', () => {
  it('returns a session token, its expiry and the user, and stores only the token hash', async () => {
    const email = uniqueEmail()
    const password = 'login password'
    const created = (await signup({ name: 'Cara', email, password })).json().user
    const res = await login({ email, password })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toEqual({
      token: expect.any(String),
      expiresAt: expect.any(String),
      user: { id: created.id, name: 'Cara', email, role: 'student' },
      message: 'Login Successful.',
    })
    expect(body.token.length).toBeGreaterThanOrEqual(32)
    const expiresIn = new Date(body.expiresAt).getTime() - ctx.clock.now().getTime()
    expect(expiresIn).toBeGreaterThan(ctx.config.SESSION_TTL * 1000 - 60_000)
    expect(expiresIn).toBeLessThanOrEqual(ctx.config.SESSION_TTL * 1000)

    const rows = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, created.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.tokenHash).not.toBe(body.token)
    expect(rows[0]!.tokenHash).not.toContain(body.token)
    expect(rows[0]!.tokenHash).toBe(sha256(body.token))
  })

  it('accepts the email in any letter case', async () => {
    const { email, password } = await signupAndLogin(ctx)
    const res = await login({ email: ` ${email.toUpperCase()}`, password })
    expect(res.statusCode).toBe(200)
    expect(res.json().user.email).toBe(email)
  })

  it('gives each login its own token', async () => {
    const { email, password, token } = await signupAndLogin(ctx)
    const second = (await login({ email, password })).json().token
    expect(second).not.toBe(token)
    expect((await me(bearer(token))).statusCode).toBe(200)
    expect((await me(bearer(second))).statusCode).toBe(200)
  })

  it('answers a wrong password and an unknown email with the same 401 body, and makes no session', async () => {
    const { email, user } = await signupAndLogin(ctx)
    const wrong = await login({ email, password: 'not the password' })
    const unknown = await login({ email: uniqueEmail('nobody'), password: 'not the password' })
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401)
      expect(res.headers['content-type']).toContain(PROBLEM)
      expect(res.json()).toEqual({
        type: 'about:blank',
        title: 'Unauthorized',
        status: 401,
        detail: BAD_CREDENTIALS,
      })
    }
    expect(wrong.body).toBe(unknown.body)
    const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id))
    expect(rows).toHaveLength(1) // only the one from signupAndLogin
  })

  it('is case-sensitive about the password', async () => {
    const { email, password } = await signupAndLogin(ctx)
    const res = await login({ email, password: password.toUpperCase() })
    expect(res.statusCode).toBe(401)
    expect(res.json().detail).toBe(BAD_CREDENTIALS)
  })

  it('answers 400 with per-field errors for a bad email or an empty password', async () => {
    const res = await login({ email: 'nope', password: '' })
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toContain(PROBLEM)
    expect(res.json().errors).toEqual({
      email: ['Invalid email address'],
      password: ['Please enter a password'],
    })
  })

  it('lets the seeded admin log in with the admin role', async () => {
    const res = await login({ email: ctx.config.ADMIN_EMAIL, password: 'admin-test-password' })
    expect(res.statusCode).toBe(200)
    expect(res.json().user).toMatchObject({ email: ctx.config.ADMIN_EMAIL, role: 'admin' })
    const row = await userRow(ctx.config.ADMIN_EMAIL)
    expect(row!.passwordHash.startsWith('scrypt$')).toBe(true)
    expect(row!.passwordHash).not.toContain('admin-test-password')
  })
})

describe('GET /api/auth/me', () => {
  it('returns the signed-in user', async () => {
    const { token, email, user } = await signupAndLogin(ctx, 'Dee Student')
    const res = await me(bearer(token))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ id: user.id, name: 'Dee Student', email, role: 'student' })
  })

  it('answers 401 "Authorization token missing" without a token', async () => {
    const res = await me()
    expect(res.statusCode).toBe(401)
    expect(res.headers['content-type']).toContain(PROBLEM)
    expect(res.json()).toEqual({
      type: 'about:blank',
      title: 'Unauthorized',
      status: 401,
      detail: TOKEN_MISSING,
    })
  })

  it.each([
    ['a token nobody was given', 'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['a malformed token', 'Bearer not a token'],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
  ])('answers 401 for %s', async (_label, authorization) => {
    const res = await me({ authorization })
    expect(res.statusCode).toBe(401)
    expect(res.headers['content-type']).toContain(PROBLEM)
    expect(res.json()).toEqual({
      type: 'about:blank',
      title: 'Unauthorized',
      status: 401,
      detail: SESSION_INVALID,
    })
  })

  it('does not accept the stored hash in place of the token', async () => {
    const { token } = await signupAndLogin(ctx)
    const res = await me(bearer(sha256(token)))
    expect(res.statusCode).toBe(401)
  })
})

describe('POST /api/auth/logout', () => {
  it('revokes the token used, and only that one', async () => {
    const { email, password, token, user } = await signupAndLogin(ctx)
    const other = (await login({ email, password })).json().token as string

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: 'Logged out.' })

    const after = await me(bearer(token))
    expect(after.statusCode).toBe(401)
    expect(after.json().detail).toBe(SESSION_INVALID)
    expect((await me(bearer(other))).statusCode).toBe(200)

    const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id))
    expect(rows.map((r) => r.tokenHash)).toEqual([sha256(other)])

    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
    })
    expect(again.statusCode).toBe(401)
  })

  it('answers 401 without a token', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout' })
    expect(res.statusCode).toBe(401)
    expect(res.json().detail).toBe(TOKEN_MISSING)
  })
})

// Last: moves the test clock forward past the session lifetime.
describe('session expiry', () => {
  it('refuses a token once its session has expired', async () => {
    const { token } = await signupAndLogin(ctx)
    expect((await me(bearer(token))).statusCode).toBe(200)
    ctx.clock.advance(ctx.config.SESSION_TTL - 60)
    expect((await me(bearer(token))).statusCode).toBe(200)
    ctx.clock.advance(61)
    const res = await me(bearer(token))
    expect(res.statusCode).toBe(401)
    expect(res.json().detail).toBe(SESSION_INVALID)
  })
})
