import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { passwordResets, sessions, users } from '../src/db/schema/index'
import { sha256 } from '../src/lib/crypto'
import { createTestContext, signupAndLogin, type TestContext, uniqueEmail } from './helper'
import { otpFrom } from './smtp'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const PROBLEM = 'application/problem+json'
const OTP_SENT = { message: 'OTP sent successfully.' }
const OTP_INVALID = 'Invalid or expired OTP. Check the code or request a new one.'
const OTP_BURNED = 'Too many wrong codes. Please request a new OTP.'
const RESET_INVALID = 'This password reset has expired. Please start again.'

function post(url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'POST', url: `/api/auth${url}`, payload, headers })
}
const requestOtp = (email: string) => post('/password-reset/otp', { email })
const verify = (email: string, otp: string) => post('/password-reset/verify', { email, otp })
const changePassword = (resetToken: string, newPassword: string, confirmPassword = newPassword) =>
  post('/password-reset/password', { resetToken, newPassword, confirmPassword })
const login = (email: string, password: string) => post('/login', { email, password })
const me = (token: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${token}` },
  })

/** Requests a code for a known email and returns it from the mail. */
async function sendCode(email: string) {
  const res = await requestOtp(email)
  expect(res.statusCode).toBe(200)
  return otpFrom(await ctx.smtp.next(email))
}

/** A code that is not `code` (and still six digits). */
const wrongCode = (code: string, n = 1) => String((Number(code) + n) % 1_000_000).padStart(6, '0')

async function latestReset(email: string) {
  const [row] = await ctx.database.db
    .select()
    .from(passwordResets)
    .where(eq(passwordResets.email, email))
    .orderBy(desc(passwordResets.createdAt))
    .limit(1)
  return row
}

async function resetsFor(email: string) {
  return ctx.database.db.select().from(passwordResets).where(eq(passwordResets.email, email))
}

function expectProblem(res: Awaited<ReturnType<typeof post>>, status: number, detail: string) {
  expect(res.statusCode).toBe(status)
  expect(res.headers['content-type']).toContain(PROBLEM)
  expect(res.json()).toMatchObject({ type: 'about:blank', status, detail })
}

describe('POST /api/auth/password-reset/otp', () => {
  it('mails a six-digit code to a known email and stores only its hash', async () => {
    const { email } = await signupAndLogin(ctx, 'Esi Mensah')
    const res = await requestOtp(email)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual(OTP_SENT)

    const mail = await ctx.smtp.next(email)
    expect(mail.to).toEqual([email])
    expect(mail.raw).toContain('Subject: NurseReady password reset code')
    expect(mail.raw).toContain('Hello Esi Mensah')
    const code = otpFrom(mail)
    expect(code).toMatch(/^\d{6}$/)
    expect(res.body).not.toContain(code)

    const rows = await resetsFor(email)
    expect(rows).toHaveLength(1)
    const row = rows[0]!
    expect(row.codeHash).not.toBe(code)
    expect(row.codeHash).not.toContain(code)
    expect(row.codeHash).not.toBe(sha256(code))
    expect(row.failedAttempts).toBe(0)
    expect(row.verifiedAt).toBeNull()
    expect(row.resetTokenHash).toBeNull()
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(600_000)
  })

  it('answers an unknown email exactly like a known one, without sending mail', async () => {
    const known = (await signupAndLogin(ctx)).email
    const unknown = uniqueEmail('nobody')
    const a = await requestOtp(unknown)
    const b = await requestOtp(known)
    expect(a.statusCode).toBe(200)
    expect(b.statusCode).toBe(200)
    expect(a.body).toBe(b.body)
    expect(a.headers['content-type']).toBe(b.headers['content-type'])
    // The known one's mail has arrived (the reply waits for SMTP); none went to the unknown one.
    await ctx.smtp.next(known)
    expect(ctx.smtp.messages.filter((m) => m.to.includes(unknown))).toHaveLength(0)
    // The unknown email still gets a row, so it has the same cooldown.
    expect(await resetsFor(unknown)).toHaveLength(1)
    expectProblem(
      await requestOtp(unknown),
      429,
      'Please wait 60 seconds before requesting a new OTP.',
    )
  })

  it('refuses a second request within 60 seconds with 429, then allows one after', async () => {
    const { email } = await signupAndLogin(ctx)
    const first = await sendCode(email)

    ctx.clock.advance(30)
    const again = await requestOtp(email)
    expectProblem(again, 429, 'Please wait 30 seconds before requesting a new OTP.')
    expect(again.json().title).toBe('Too Many Requests')
    expect(await resetsFor(email)).toHaveLength(1)

    ctx.clock.advance(29)
    expect((await requestOtp(email)).statusCode).toBe(429)
    expect(ctx.smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(0)

    ctx.clock.advance(1)
    const second = await sendCode(email)
    expect(await resetsFor(email)).toHaveLength(2)

    // Only the newest code counts.
    if (first !== second) expectProblem(await verify(email, first), 400, OTP_INVALID)
    const ok = await verify(email, second)
    expect(ok.statusCode).toBe(200)
  })

  it('treats the email case-insensitively', async () => {
    const { email } = await signupAndLogin(ctx)
    const res = await requestOtp(email.toUpperCase())
    expect(res.statusCode).toBe(200)
    const code = otpFrom(await ctx.smtp.next(email))
    expect((await verify(` ${email.toUpperCase()} `, code)).statusCode).toBe(200)
  })

  it('answers 400 for an invalid email', async () => {
    const res = await requestOtp('not-an-email')
    expectProblem(res, 400, 'Invalid email address')
    expect(res.json().errors).toEqual({ email: ['Invalid email address'] })
    expect(await resetsFor('not-an-email')).toHaveLength(0)
  })
})

describe('POST /api/auth/password-reset/verify', () => {
  it('exchanges the right code for a reset token, stored only as a hash', async () => {
    const { email } = await signupAndLogin(ctx)
    const code = await sendCode(email)
    const res = await verify(email, code)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toEqual({ resetToken: expect.any(String), message: 'OTP verified successfully.' })
    expect(body.resetToken.length).toBeGreaterThanOrEqual(32)

    const row = await latestReset(email)
    expect(row!.verifiedAt).not.toBeNull()
    expect(row!.resetTokenHash).toBe(sha256(body.resetToken))
    expect(row!.resetTokenHash).not.toContain(body.resetToken)
  })

  it('refuses a wrong code with 400 and counts it; the right code still works before the limit', async () => {
    const { email } = await signupAndLogin(ctx)
    const code = await sendCode(email)
    for (let i = 1; i <= 4; i++) {
      const res = await verify(email, wrongCode(code, i))
      expectProblem(res, 400, OTP_INVALID)
      expect(res.json().title).toBe('Bad Request')
      expect((await latestReset(email))!.failedAttempts).toBe(i)
    }
    const ok = await verify(email, code)
    expect(ok.statusCode).toBe(200)
    expect(ok.json().message).toBe('OTP verified successfully.')
  })

  it('burns the code after 5 wrong tries: the right code is refused too', async () => {
    const { email } = await signupAndLogin(ctx)
    const code = await sendCode(email)
    for (let i = 1; i <= 4; i++)
      expectProblem(await verify(email, wrongCode(code, i)), 400, OTP_INVALID)
    expectProblem(await verify(email, wrongCode(code, 5)), 400, OTP_BURNED)
    expect((await latestReset(email))!.failedAttempts).toBe(5)

    const right = await verify(email, code)
    expectProblem(right, 400, OTP_BURNED)
    expect(right.json()).not.toHaveProperty('resetToken')
    const row = await latestReset(email)
    expect(row!.verifiedAt).toBeNull()
    expect(row!.resetTokenHash).toBeNull()

    // A new code (after the cooldown) works again.
    ctx.clock.advance(60)
    const fresh = await sendCode(email)
    expect((await verify(email, fresh)).statusCode).toBe(200)
  })

  it('accepts a code up to 10 minutes old and refuses it after', async () => {
    const a = (await signupAndLogin(ctx)).email
    const b = (await signupAndLogin(ctx)).email
    const codeA = await sendCode(a)
    const codeB = await sendCode(b)
    ctx.clock.advance(599)
    expect((await verify(a, codeA)).statusCode).toBe(200)
    ctx.clock.advance(2)
    const late = await verify(b, codeB)
    expectProblem(late, 400, OTP_INVALID)
    expect((await latestReset(b))!.verifiedAt).toBeNull()
  })

  it('refuses a code that was already used', async () => {
    const { email } = await signupAndLogin(ctx)
    const code = await sendCode(email)
    expect((await verify(email, code)).statusCode).toBe(200)
    expectProblem(await verify(email, code), 400, OTP_INVALID)
  })

  it("refuses one account's code for another email", async () => {
    const a = (await signupAndLogin(ctx)).email
    const b = (await signupAndLogin(ctx)).email
    const codeA = await sendCode(a)
    const codeB = await sendCode(b)
    if (codeA !== codeB) expectProblem(await verify(b, codeA), 400, OTP_INVALID)
    expectProblem(await verify(uniqueEmail('nobody'), codeA), 400, OTP_INVALID)
  })

  it('answers 400 with per-field errors for a code of the wrong length or a bad email', async () => {
    const short = await verify('someone@example.com', '12345')
    expectProblem(short, 400, 'OTP must be exactly 6 characters long')
    expect(short.json().errors).toEqual({ otp: ['OTP must be exactly 6 characters long'] })

    const long = await verify('someone@example.com', '1234567')
    expect(long.json().errors).toEqual({ otp: ['OTP must be exactly 6 characters long'] })

    const badEmail = await verify('nope', '123456')
    expect(badEmail.statusCode).toBe(400)
    expect(badEmail.json().errors).toEqual({ email: ['Invalid email address'] })
  })
})

describe('POST /api/auth/password-reset/password', () => {
  async function verifiedReset() {
    const account = await signupAndLogin(ctx)
    const code = await sendCode(account.email)
    const res = await verify(account.email, code)
    expect(res.statusCode).toBe(200)
    return { ...account, resetToken: res.json().resetToken as string }
  }

  it('refuses mismatched passwords with 400 and changes nothing', async () => {
    const { email, password, token, resetToken, user } = await verifiedReset()
    const [before] = await ctx.database.db.select().from(users).where(eq(users.id, user.id))

    const res = await changePassword(resetToken, 'new password one', 'new password two')
    expectProblem(res, 400, 'Passwords do not match')
    expect(res.json().errors).toEqual({ confirmPassword: ['Passwords do not match'] })

    const [after] = await ctx.database.db.select().from(users).where(eq(users.id, user.id))
    expect(after!.passwordHash).toBe(before!.passwordHash)
    expect((await me(token)).statusCode).toBe(200)
    expect((await login(email, password)).statusCode).toBe(200)
    expect((await latestReset(email))!.consumedAt).toBeNull()
    // The reset token is still good for a correct attempt.
    expect((await changePassword(resetToken, 'new password one')).statusCode).toBe(200)
  })

  it('refuses an empty new password with 400', async () => {
    const { resetToken } = await verifiedReset()
    const res = await changePassword(resetToken, '', '')
    expectProblem(res, 400, 'Please enter a password')
    expect(res.json().errors).toEqual({ newPassword: ['Please enter a password'] })
  })

  it('changes the password, revokes every session and cannot be used twice', async () => {
    const { email, password, token, resetToken, user } = await verifiedReset()
    const second = (await login(email, password)).json().token as string
    expect((await me(second)).statusCode).toBe(200)
    const newPassword = 'a brand new password'

    const res = await changePassword(resetToken, newPassword)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: 'Password changed successfully.' })

    // Every session made before the change is revoked.
    for (const t of [token, second]) {
      const r = await me(t)
      expect(r.statusCode).toBe(401)
      expect(r.json().detail).toBe('Your session has expired. Please log in again.')
    }
    expect(
      await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id)),
    ).toHaveLength(0)

    // The database holds a new scrypt hash, not the password.
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id))
    expect(row!.passwordHash.startsWith('scrypt$')).toBe(true)
    expect(row!.passwordHash).not.toContain(newPassword)
    expect((await latestReset(email))!.consumedAt).not.toBeNull()

    // Old password fails, new one works.
    const old = await login(email, password)
    expectProblem(old, 401, 'Invalid email or password.')
    const fresh = await login(email, newPassword)
    expect(fresh.statusCode).toBe(200)
    expect((await me(fresh.json().token)).statusCode).toBe(200)

    // The reset token is spent: a second use changes nothing.
    expectProblem(await changePassword(resetToken, 'yet another password'), 400, RESET_INVALID)
    expect((await login(email, newPassword)).statusCode).toBe(200)
    expect((await login(email, 'yet another password')).statusCode).toBe(401)
    expect((await me(fresh.json().token)).statusCode).toBe(200)
  })

  it('leaves other accounts and their sessions alone', async () => {
    const bystander = await signupAndLogin(ctx)
    const { resetToken } = await verifiedReset()
    expect((await changePassword(resetToken, 'changed password')).statusCode).toBe(200)
    expect((await me(bystander.token)).statusCode).toBe(200)
    expect((await login(bystander.email, bystander.password)).statusCode).toBe(200)
  })

  it('refuses an unknown reset token', async () => {
    expectProblem(
      await changePassword('no-such-reset-token', 'whatever password'),
      400,
      RESET_INVALID,
    )
  })

  it('refuses a reset token older than 15 minutes', async () => {
    const { email, password, resetToken } = await verifiedReset()
    ctx.clock.advance(15 * 60 + 1)
    expectProblem(await changePassword(resetToken, 'too late password'), 400, RESET_INVALID)
    expect((await login(email, password)).statusCode).toBe(200)
  })

  it('does not accept an OTP in place of the reset token', async () => {
    const { email } = await signupAndLogin(ctx)
    const code = await sendCode(email)
    expectProblem(await changePassword(code, 'guessing password'), 400, RESET_INVALID)
  })
})

/** Races: wrong guesses are counted atomically and a reset is consumed exactly once. */
describe('concurrent requests', () => {
  it('burns the code after 5 wrong tries even when the guesses arrive together', async () => {
    const { email } = await signupAndLogin(ctx)
    ctx.clock.advance(60)
    const code = await sendCode(email)
    const guesses = Array.from({ length: 10 }, (_, i) => wrongCode(code, i + 1))
    const replies = await Promise.all(guesses.map((otp) => verify(email, otp)))
    expect(replies.map((r) => r.statusCode)).toEqual(guesses.map(() => 400))
    expect((await latestReset(email))!.failedAttempts).toBeGreaterThanOrEqual(5)
    expectProblem(await verify(email, code), 400, OTP_BURNED)
  })

  it('lets a reset token change the password only once when the requests arrive together', async () => {
    const { email } = await signupAndLogin(ctx)
    ctx.clock.advance(60)
    const code = await sendCode(email)
    const resetToken = (await verify(email, code)).json().resetToken as string
    const replies = await Promise.all(
      ['first pass', 'second pass', 'third pass'].map((p) => changePassword(resetToken, p)),
    )
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 400, 400])
  })
})
