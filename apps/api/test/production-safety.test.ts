import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { desc, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config'
import { passwordResets, users } from '../src/db/schema/index'
import { createLogger } from '../src/lib/logger'
import { hasValidSubscription } from '../src/modules/billing/index'
import { seed } from '../src/seed/index'
import {
  createTestContext,
  freshDatabase,
  signupAndLogin,
  type TestContext,
  uniqueEmail,
} from './helper'
import { otpFrom } from './smtp'
import { startStripeStandIn } from './stripe-stand-in'

const PROBLEM = 'application/problem+json'
const OTP_INVALID = 'Invalid or expired OTP. Check the code or request a new one.'
const OTP_BURNED = 'Too many wrong codes. Please request a new OTP.'
const BAD_CREDENTIALS = 'Invalid email or password.'
const TOO_SHORT = 'Password must be at least 8 characters'
const TOO_LONG = 'Password is too long (128 characters at most)'
const TOO_COMMON = 'This password is one of the most common passwords. Please choose another.'

/** The settings every production config below shares. */
const PROD = { NODE_ENV: 'production' }

describe('configuration defaults in production', () => {
  it('refuses to start with NODE_ENV=production and no PAYMENT_PROVIDER', () => {
    expect(() => loadConfig(PROD)).toThrow(
      'Invalid configuration:\n  PAYMENT_PROVIDER must be set when NODE_ENV=production (stripe; sandbox only for staging, with ALLOW_SANDBOX_PAYMENTS=true)',
    )
  })

  it('refuses the sandbox in production unless ALLOW_SANDBOX_PAYMENTS=true', () => {
    expect(() => loadConfig({ ...PROD, PAYMENT_PROVIDER: 'sandbox' })).toThrow(
      'Invalid configuration:\n  PAYMENT_PROVIDER=sandbox grants plans without payment; with NODE_ENV=production it needs ALLOW_SANDBOX_PAYMENTS=true (staging only)',
    )
    expect(() =>
      loadConfig({ ...PROD, PAYMENT_PROVIDER: 'sandbox', ALLOW_SANDBOX_PAYMENTS: 'false' }),
    ).toThrow(/ALLOW_SANDBOX_PAYMENTS=true/)
    const staging = loadConfig({
      ...PROD,
      PAYMENT_PROVIDER: 'sandbox',
      ALLOW_SANDBOX_PAYMENTS: 'true',
    })
    expect(staging.PAYMENT_PROVIDER).toBe('sandbox')
  })

  it('keeps the sandbox as the default outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).PAYMENT_PROVIDER).toBe('sandbox')
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe('sandbox')
  })

  it('turns off the demo seed, the outbox page and /api/docs by default in production only', () => {
    const stripe = {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    }
    const prod = loadConfig({ ...PROD, ...stripe })
    expect([prod.SEED_DEMO, prod.DEV_OUTBOX_PAGE, prod.API_DOCS]).toEqual([false, false, false])
    const dev = loadConfig({ NODE_ENV: 'development' })
    expect([dev.SEED_DEMO, dev.DEV_OUTBOX_PAGE, dev.API_DOCS]).toEqual([true, true, true])
    const optedIn = loadConfig({ ...PROD, ...stripe, SEED_DEMO: 'true', API_DOCS: 'true' })
    expect([optedIn.SEED_DEMO, optedIn.API_DOCS]).toEqual([true, true])
  })

  it('seeds no demo student on a production config', async () => {
    const { database, drop } = await freshDatabase()
    const dataDir = mkdtempSync(path.join(tmpdir(), 'nr-prod-seed-'))
    try {
      const config = loadConfig({
        ...PROD,
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: 'admin-test-password',
      })
      await seed(database.db, config, createLogger(config))
      const demo = await database.db
        .select()
        .from(users)
        .where(eq(users.email, 'student@nurseready.local'))
      expect(demo).toHaveLength(0)
      const admins = await database.db.select().from(users).where(eq(users.role, 'admin'))
      expect(admins).toHaveLength(1)
    } finally {
      await database.close()
      await drop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

describe('TRUST_PROXY', () => {
  it('refuses true with a message, and takes a hop count or a list of addresses/CIDRs', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      'TRUST_PROXY: true would let any client choose its own address with X-Forwarded-For',
    )
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
    expect(loadConfig({}).TRUST_PROXY).toBe(false)
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ])
    expect(() => loadConfig({ TRUST_PROXY: 'my-proxy.example' })).toThrow(
      'not an address: my-proxy.example',
    )
  })

  describe('with TRUST_PROXY=1 behind one proxy', () => {
    let ctx: TestContext
    beforeAll(async () => {
      ctx = await createTestContext({ TRUST_PROXY: '1', RATE_LIMIT_AUTH_PER_MINUTE: '3' })
    })
    afterAll(() => ctx.close())

    /** A request as the proxy forwards it: the client's own header, then what the proxy saw. */
    const viaProxy = (clientHeader: string | null, realClient: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/otp',
        remoteAddress: '10.1.1.1',
        headers: {
          'x-forwarded-for': clientHeader ? `${clientHeader}, ${realClient}` : realClient,
        },
        payload: { email: uniqueEmail('proxy') },
      })

    it('counts the address the proxy appended, whatever X-Forwarded-For the client sent', async () => {
      const codes: number[] = []
      for (let i = 0; i < 5; i++)
        codes.push((await viaProxy(`198.51.100.${i}`, '203.0.113.7')).statusCode)
      expect(codes).toEqual([200, 200, 200, 429, 429])
      // Another real client behind the same proxy has its own budget.
      expect((await viaProxy(null, '203.0.113.8')).statusCode).toBe(200)
      expect((await viaProxy('203.0.113.8', '203.0.113.9')).statusCode).toBe(200)
    })
  })
})

describe('PAYMENT_PROVIDER=stripe: no TEST MODE Pay', () => {
  let ctx: TestContext
  let stripe: Awaited<ReturnType<typeof startStripeStandIn>>
  beforeAll(async () => {
    stripe = await startStripeStandIn()
    ctx = await createTestContext({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_nurseready',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_nurseready_webhook_secret',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(stripe.port),
      STRIPE_API_PROTOCOL: 'http',
    })
  })
  afterAll(async () => {
    await ctx.close()
    await stripe.close()
  })

  it('answers POST /api/orders/:id/pay with 404 and grants nothing', async () => {
    const student = await signupAndLogin(ctx)
    const plan = (await ctx.app.inject({ method: 'GET', url: '/api/plans' })).json().items[0]
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: student.auth,
      payload: { kind: 'plan', planId: plan.id },
    })
    expect(created.statusCode).toBe(201)
    const orderId = created.json().order.id as string
    const pay = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/pay`,
      headers: student.auth,
    })
    expect(pay.statusCode).toBe(404)
    const order = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}`,
      headers: student.auth,
    })
    expect(order.json().order.status).toBe('pending')
    expect(await hasValidSubscription(ctx.database.db, student.user.id, new Date())).toBe(false)
  })
})

describe('/api/docs', () => {
  let prod: TestContext
  let dev: TestContext
  beforeAll(async () => {
    prod = await createTestContext({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'sandbox',
      ALLOW_SANDBOX_PAYMENTS: 'true',
    })
    dev = await createTestContext()
  })
  afterAll(async () => {
    await prod.close()
    await dev.close()
  })

  it('is off in production unless API_DOCS=true; the OpenAPI document stays', async () => {
    expect((await prod.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404)
    expect((await prod.app.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(404)
    const doc = await prod.app.inject({ method: 'GET', url: '/api/openapi.json' })
    expect(doc.statusCode).toBe(200)
    expect(doc.json().info.title).toBe('NurseReady API')
    const ui = await dev.app.inject({ method: 'GET', url: '/api/docs/' })
    expect(ui.statusCode).toBe(200)
    expect(ui.headers['content-type']).toContain('text/html')
  })
})

describe('per-account login throttling', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext()
  })
  afterAll(() => ctx.close())

  let octet = 1
  const login = (email: string, password: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      // A new source address each time: the per-address limit never applies here.
      remoteAddress: `192.0.2.${octet++ % 250}`,
    })

  it('answers 429 with Retry-After after 10 failed logins in 15 minutes, from any address, even with the right password', async () => {
    const { email, password } = await signupAndLogin(ctx)
    for (let i = 0; i < 10; i++)
      expect((await login(email, `wrong password ${i}`)).json().detail).toBe(BAD_CREDENTIALS)
    const locked = await login(email, password)
    expect(locked.statusCode).toBe(429)
    expect(locked.headers['content-type']).toContain(PROBLEM)
    expect(locked.json()).toEqual({
      type: 'about:blank',
      title: 'Too Many Requests',
      status: 429,
      detail:
        'Too many failed logins for this account. Try again in 15 minutes, or reset your password with an emailed code.',
    })
    const retryAfter = Number(locked.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(840)
    expect(retryAfter).toBeLessThanOrEqual(900)
    // Other accounts are not affected.
    const other = await signupAndLogin(ctx)
    expect((await login(other.email, other.password)).statusCode).toBe(200)
    // 15 minutes (900 s) later the account logs in again.
    ctx.clock.advance(901)
    expect((await login(email, password)).statusCode).toBe(200)
  })

  it('throttles unknown emails the same way (a 429 does not reveal who has an account)', async () => {
    const nobody = uniqueEmail('nobody')
    for (let i = 0; i < 10; i++) expect((await login(nobody, 'guess guess')).statusCode).toBe(401)
    expect((await login(nobody, 'guess guess')).statusCode).toBe(429)
  })

  it('never evaluates more than 10 of many concurrent guesses', async () => {
    const { email } = await signupAndLogin(ctx)
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(email, `concurrent guess ${i}`)),
    )
    const codes = replies.map((r) => r.statusCode)
    expect(codes.filter((c) => c === 401)).toHaveLength(10)
    expect(codes.filter((c) => c === 429)).toHaveLength(20)
  })

  it('does not count successful logins', async () => {
    const { email, password } = await signupAndLogin(ctx)
    for (let i = 0; i < 9; i++) expect((await login(email, 'not it at all')).statusCode).toBe(401)
    for (let i = 0; i < 5; i++) expect((await login(email, password)).statusCode).toBe(200)
    expect((await login(email, 'not it at all')).statusCode).toBe(401)
    expect((await login(email, password)).statusCode).toBe(429)
  })

  it('lets the owner in again once they reset the password by email code', async () => {
    const { email } = await signupAndLogin(ctx)
    for (let i = 0; i < 10; i++) await login(email, 'someone else guessing')
    expect((await login(email, 'someone else guessing')).statusCode).toBe(429)
    const post = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url: `/api/auth/password-reset/${url}`, payload })
    expect((await post('otp', { email })).statusCode).toBe(200)
    const code = otpFrom(await ctx.smtp.next(email))
    const verified = await post('verify', { email, otp: code })
    expect(verified.statusCode).toBe(200)
    const resetToken = verified.json().resetToken as string
    const changed = await post('password', {
      resetToken,
      newPassword: 'a brand new phrase',
      confirmPassword: 'a brand new phrase',
    })
    expect(changed.statusCode).toBe(200)
    expect((await login(email, 'a brand new phrase')).statusCode).toBe(200)
  })
})

describe('per-account throttling: the hourly ceiling', () => {
  let ctx: TestContext
  beforeAll(async () => {
    // A deployment that raised the 15-minute allowance still evaluates at most 100 an hour.
    ctx = await createTestContext({ LOGIN_FAILURES_PER_ACCOUNT: '500' })
  })
  afterAll(() => ctx.close())

  it('evaluates at most 100 failures per account per hour', async () => {
    const email = uniqueEmail('hourly')
    const replies = await Promise.all(
      Array.from({ length: 110 }, (_, i) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: `hourly guess ${i}` },
        }),
      ),
    )
    const codes = replies.map((r) => r.statusCode)
    expect(codes.filter((c) => c === 401)).toHaveLength(100)
    expect(codes.filter((c) => c === 429)).toHaveLength(10)
  })
})

describe('password reset codes', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext()
  })
  afterAll(() => ctx.close())

  const post = (url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/auth/password-reset/${url}`, payload })

  async function latestReset(email: string) {
    const [row] = await ctx.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.email, email))
      .orderBy(desc(passwordResets.createdAt))
      .limit(1)
    return row!
  }

  it('evaluates at most 5 of 20 concurrent guesses; the right code after them is refused', async () => {
    const { email } = await signupAndLogin(ctx)
    expect((await post('otp', { email })).statusCode).toBe(200)
    const code = otpFrom(await ctx.smtp.next(email))
    const wrong = (n: number) => String((Number(code) + n) % 1_000_000).padStart(6, '0')
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post('verify', { email, otp: wrong(i + 1) })),
    )
    expect(replies.every((r) => r.statusCode === 400)).toBe(true)
    const details = replies.map((r) => r.json().detail)
    expect(details.filter((d) => d === OTP_INVALID)).toHaveLength(4)
    expect(details.filter((d) => d === OTP_BURNED)).toHaveLength(16)
    expect((await latestReset(email)).failedAttempts).toBe(5)
    const right = await post('verify', { email, otp: code })
    expect(right.statusCode).toBe(400)
    expect(right.json().detail).toBe(OTP_BURNED)
    expect((await latestReset(email)).verifiedAt).toBeNull()
  })

  it('does not keep expired requests for unknown emails', async () => {
    const unknown = [uniqueEmail('ghost'), uniqueEmail('ghost'), uniqueEmail('ghost')]
    for (const email of unknown) expect((await post('otp', { email })).statusCode).toBe(200)
    const stored = () =>
      ctx.database.db.select().from(passwordResets).where(inArray(passwordResets.email, unknown))
    expect(await stored()).toHaveLength(3)
    // A code lives 10 minutes (600 s); the next request after that clears the expired ones.
    ctx.clock.advance(601)
    expect((await post('otp', { email: uniqueEmail('ghost') })).statusCode).toBe(200)
    expect(await stored()).toHaveLength(0)
  })
})

describe('new passwords (ASVS 6.2)', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext()
  })
  afterAll(() => ctx.close())

  const signup = (password: string, email = uniqueEmail()) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Pat', email, password },
    })

  it.each([
    ['', 'Please write a password'],
    ['seven77', TOO_SHORT],
    ['x'.repeat(129), TOO_LONG],
    ['password', TOO_COMMON],
    ['Sunshine', TOO_COMMON],
    ['1qaz2wsx', TOO_COMMON],
  ])('refuses %j at signup with the message for it', async (password, message) => {
    const res = await signup(password)
    expect(res.statusCode).toBe(400)
    expect(res.json().detail).toBe(message)
    expect(res.json().errors).toEqual({ password: [message] })
  })

  it('accepts 8 and 128 characters', async () => {
    expect((await signup('eight ch')).statusCode).toBe(201)
    expect((await signup('y'.repeat(128))).statusCode).toBe(201)
  })

  it('applies the same rule on reset', async () => {
    const { email } = await signupAndLogin(ctx)
    const post = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url: `/api/auth/password-reset/${url}`, payload })
    await post('otp', { email })
    const code = otpFrom(await ctx.smtp.next(email))
    const resetToken = (await post('verify', { email, otp: code })).json().resetToken as string
    for (const [pw, message] of [
      ['short', TOO_SHORT],
      ['iloveyou', TOO_COMMON],
    ] as const) {
      const res = await post('password', { resetToken, newPassword: pw, confirmPassword: pw })
      expect(res.statusCode).toBe(400)
      expect(res.json().detail).toBe(message)
    }
    const ok = await post('password', {
      resetToken,
      newPassword: 'a proper passphrase',
      confirmPassword: 'a proper passphrase',
    })
    expect(ok.statusCode).toBe(200)
  })

  it('still logs in an account whose password predates the rule', async () => {
    const email = uniqueEmail('legacy')
    const { hashPassword } = await import('../src/lib/crypto')
    await ctx.database.db
      .insert(users)
      .values({ name: 'Old Timer', email, passwordHash: await hashPassword('abc') })
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'abc' },
    })
    expect(res.statusCode).toBe(200)
  })
})
