import { randomUUID } from 'node:crypto'
import {
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_TTL_SECONDS,
  RESET_TOKEN_TTL_SECONDS,
} from '@nurseready/shared/constants/spec'
import { PASSWORD_MESSAGES } from '@nurseready/shared/domain/password-policy'
import type {
  TLoginRequest,
  TPasswordChangeRequest,
  TSignupRequest,
  TUser,
} from '@nurseready/shared/schemas/auth'
import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../../lib/clock'
import { isCommonPassword } from '../../lib/common-passwords'
import type { Counters } from '../../lib/counters'
import {
  dummyPasswordHash,
  hashPassword,
  hmac,
  newOtp,
  newToken,
  safeEqual,
  sha256,
  verifyPassword,
} from '../../lib/crypto'
import { AppError } from '../../lib/errors'
import { type Mailer, PRODUCT_NAME, renderMail } from '../../lib/mail'
import type { AuthRepository, UserRow } from './auth.repository'
import type { SessionCache } from './session-cache'

export const AUTH_MESSAGES = {
  signedUp: 'Signup Successful.',
  loggedIn: 'Login Successful.',
  loggedOut: 'Logged out.',
  emailTaken: 'An account with this email already exists. Log in or reset your password.',
  badCredentials: 'Invalid email or password.',
  otpSent: 'OTP sent successfully.',
  otpVerified: 'OTP verified successfully.',
  passwordChanged: 'Password changed successfully.',
  otpInvalid: 'Invalid or expired OTP. Check the code or request a new one.',
  otpBurned: 'Too many wrong codes. Please request a new OTP.',
  resetInvalid: 'This password reset has expired. Please start again.',
  disabled: 'This account has been disabled. Please contact support.',
} as const

/** Failed logins per account: at most 100 in an hour are ever evaluated, whatever the limit. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000
export const LOGIN_FAILURES_PER_HOUR = 100
const HOUR_MS = 60 * 60 * 1000

export function accountLockedMessage(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `Too many failed logins for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or reset your password with an emailed code.`
}

type Deps = {
  repo: AuthRepository
  mailer: Mailer
  secret: string
  clock: Clock
  sessionTtlSeconds: number
  log: FastifyBaseLogger
  cache: SessionCache
  /** Where failed logins per account are counted (shared by every process on PostgreSQL). */
  counters: Counters
  /** Failed logins allowed per account in 15 minutes (LOGIN_FAILURES_PER_ACCOUNT, 10). */
  loginFailuresPerAccount: number
}

export function toUser(row: Pick<UserRow, 'id' | 'name' | 'email' | 'role'>): TUser {
  return { id: row.id, name: row.name, email: row.email, role: row.role }
}

export function authService({
  repo,
  mailer,
  secret,
  clock,
  sessionTtlSeconds,
  log,
  cache,
  counters,
  loginFailuresPerAccount,
}: Deps) {
  const codeHash = (resetId: string, code: string) => hmac(secret, `otp:${resetId}:${code}`)
  const addSeconds = (d: Date, s: number) => new Date(d.getTime() + s * 1000)
  // Keyed by a digest of the email, so the counters table holds no addresses.
  const failureKeys = (email: string) => {
    const id = hmac(secret, `login:${email}`)
    return { quarter: `login-fail:15m:${id}`, hour: `login-fail:1h:${id}` }
  }

  /**
   * Takes one of the account's failed-login slots before the password is checked, so concurrent
   * guesses can never evaluate more than the limit; a success gives its slot back. Refused
   * attempts give theirs back too, so they do not fill the hour.
   */
  async function reserveLoginAttempt(email: string) {
    const now = clock.now().getTime()
    const keys = failureKeys(email)
    const quarter = await counters.hit(keys.quarter, LOGIN_FAILURE_WINDOW_MS, now)
    const hour = await counters.hit(keys.hour, HOUR_MS, now)
    const release = async () => {
      await counters.hit(keys.quarter, LOGIN_FAILURE_WINDOW_MS, now, -1)
      await counters.hit(keys.hour, HOUR_MS, now, -1)
    }
    const over =
      quarter.count > loginFailuresPerAccount
        ? quarter.ttlMs
        : hour.count > LOGIN_FAILURES_PER_HOUR
          ? hour.ttlMs
          : 0
    if (over > 0) {
      await release()
      const retryAfter = Math.max(1, Math.ceil(over / 1000))
      throw new AppError('too_many_requests', accountLockedMessage(retryAfter), {
        'retry-after': String(retryAfter),
      })
    }
    return release
  }

  function refuseCommonPassword(password: string) {
    if (isCommonPassword(password))
      throw new AppError(
        'bad_request',
        PASSWORD_MESSAGES.tooCommon,
        {},
        { password: [PASSWORD_MESSAGES.tooCommon] },
      )
  }

  return {
    async signup(input: TSignupRequest): Promise<TUser> {
      refuseCommonPassword(input.password)
      const passwordHash = await hashPassword(input.password)
      const row = await repo.insertUser({ name: input.name, email: input.email, passwordHash })
      if (!row) throw new AppError('conflict', AUTH_MESSAGES.emailTaken)
      return toUser(row)
    },

    async login(input: TLoginRequest, userAgent: string | null = null) {
      // Unknown emails are throttled the same way, so a 429 does not reveal who has an account.
      const releaseAttempt = await reserveLoginAttempt(input.email)
      const row = await repo.findUserByEmail(input.email)
      // Unknown emails still pay for one scrypt, so timing does not reveal which accounts exist.
      const ok = await verifyPassword(
        input.password,
        row?.passwordHash ?? (await dummyPasswordHash()),
      )
      if (!row || !ok) throw new AppError('unauthorized', AUTH_MESSAGES.badCredentials)
      await releaseAttempt()
      // Said only to someone who knows the password, so it reveals nothing to a guesser.
      if (row.disabledAt) throw new AppError('forbidden', AUTH_MESSAGES.disabled)
      const token = newToken()
      const expiresAt = addSeconds(clock.now(), sessionTtlSeconds)
      await repo.insertSession({
        userId: row.id,
        tokenHash: sha256(token),
        expiresAt,
        userAgent: userAgent ? userAgent.slice(0, 512) : null,
        createdAt: clock.now(),
      })
      return { token, expiresAt: expiresAt.toISOString(), user: toUser(row) }
    },

    async resolveSession(token: string): Promise<{ user: TUser; tokenHash: string } | null> {
      const tokenHash = sha256(token)
      const now = clock.now()
      const cached = cache.get(tokenHash, now)
      if (cached) return { user: cached, tokenHash }
      const found = await repo.findSession(tokenHash, now)
      if (!found) return null
      // Last seen, for the account's list of sessions: written at most once a minute (and, with
      // the cache, read from here at most every 30 s per process).
      if (!found.lastSeenAt || now.getTime() - found.lastSeenAt.getTime() >= 60_000)
        await repo.touchSession(tokenHash, now)
      cache.set(tokenHash, found.user, found.expiresAt, now)
      return { user: found.user, tokenHash }
    },

    /**
     * Evicts the user's cached sessions in every process (after their sessions were deleted, a
     * name or an email changed, or the account was deleted).
     */
    evictUser: (userId: string) => cache.revokeUser(userId),

    async logout(tokenHash: string) {
      await repo.deleteSession(tokenHash)
      await cache.revokeToken(tokenHash)
    },

    /**
     * Sends a fresh code. Unknown emails get the same reply and the same cooldown (a row with a
     * code nobody receives), so the endpoint does not reveal who has an account.
     */
    async sendOtp(email: string) {
      const now = clock.now()
      const last = await repo.latestReset(email)
      if (last && now.getTime() - last.createdAt.getTime() < OTP_RESEND_COOLDOWN_SECONDS * 1000) {
        const wait = Math.ceil(
          OTP_RESEND_COOLDOWN_SECONDS - (now.getTime() - last.createdAt.getTime()) / 1000,
        )
        throw new AppError(
          'too_many_requests',
          `Please wait ${wait} seconds before requesting a new OTP.`,
        )
      }
      const user = await repo.findUserByEmail(email)
      const id = randomUUID()
      const code = newOtp()
      // Expired requests (for unknown emails too) are deleted as new ones arrive, so the table
      // holds at most the requests of the last OTP lifetime.
      await repo.deleteExpiredResets(now)
      await repo.insertReset({
        id,
        email,
        codeHash: codeHash(id, code),
        createdAt: now,
        expiresAt: addSeconds(now, OTP_TTL_SECONDS),
      })
      if (!user) return
      // Sent after the reply, so a known email answers as fast as an unknown one and a mail
      // failure is not visible to the caller (it is logged; the user can resend after the cooldown).
      const minutes = OTP_TTL_SECONDS / 60
      const mail = {
        to: user.email,
        subject: `${PRODUCT_NAME} password reset code`,
        ...renderMail({
          heading: `Hello ${user.name}, here is your password reset code.`,
          lines: [
            `Enter this code on the ${PRODUCT_NAME} password reset screen. It expires in ${minutes} minutes.`,
            'If you did not ask to reset your password, you can ignore this email.',
          ],
          code,
        }),
      }
      setImmediate(() => {
        mailer
          .send(mail)
          .catch((err: Error) => log.error({ err: { message: err.message } }, 'reset mail failed'))
      })
    },

    async verifyOtp(email: string, otp: string) {
      const now = clock.now()
      const reset = await repo.latestReset(email)
      if (!reset || reset.consumedAt || reset.verifiedAt || reset.expiresAt <= now) {
        throw new AppError('bad_request', AUTH_MESSAGES.otpInvalid)
      }
      // Each guess first takes one of the code's five attempts in one atomic update; only a guess
      // that got one is compared, so concurrent guesses never evaluate more than five.
      const attempt = await repo.claimAttempt(reset.id)
      if (attempt === null) throw new AppError('bad_request', AUTH_MESSAGES.otpBurned)
      if (!safeEqual(codeHash(reset.id, otp.toUpperCase()), reset.codeHash)) {
        throw new AppError(
          'bad_request',
          attempt >= OTP_MAX_ATTEMPTS ? AUTH_MESSAGES.otpBurned : AUTH_MESSAGES.otpInvalid,
        )
      }
      const resetToken = newToken()
      const verified = await repo.markVerified(reset.id, {
        verifiedAt: now,
        resetTokenHash: sha256(resetToken),
        resetTokenExpiresAt: addSeconds(now, RESET_TOKEN_TTL_SECONDS),
      })
      if (!verified) throw new AppError('bad_request', AUTH_MESSAGES.otpInvalid)
      return resetToken
    },

    async changePassword(input: TPasswordChangeRequest) {
      const now = clock.now()
      const reset = await repo.findUnconsumedResetByToken(sha256(input.resetToken), now)
      const user = reset && (await repo.findUserByEmail(reset.email))
      if (!reset || !user) throw new AppError('bad_request', AUTH_MESSAGES.resetInvalid)
      refuseCommonPassword(input.newPassword)
      const changed = await repo.changePassword(
        reset.id,
        user.id,
        await hashPassword(input.newPassword),
        now,
      )
      if (!changed) throw new AppError('bad_request', AUTH_MESSAGES.resetInvalid)
      // The owner proved the address: failed logins by others no longer lock them out.
      const keys = failureKeys(user.email)
      await counters.clear(keys.quarter)
      await counters.clear(keys.hour)
      await cache.revokeUser(user.id)
    },
  }
}

export type AuthService = ReturnType<typeof authService>
