import { randomUUID } from 'node:crypto'
import {
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_TTL_SECONDS,
} from '@nurseready/shared/constants/spec'
import { describeDevice } from '@nurseready/shared/domain/device'
import { PASSWORD_MESSAGES } from '@nurseready/shared/domain/password-policy'
import type {
  TAccountPasswordChangeRequest,
  TAccountSessionList,
  TEmailChangeRequest,
} from '@nurseready/shared/schemas/account'
import type { TUser } from '@nurseready/shared/schemas/auth'
import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../../lib/clock'
import { isCommonPassword } from '../../lib/common-passwords'
import { hashPassword, hmac, newOtp, safeEqual, verifyPassword } from '../../lib/crypto'
import { AppError } from '../../lib/errors'
import { type Mailer, PRODUCT_NAME, renderMail } from '../../lib/mail'
import type { AccountRepository } from './account.repository'
import { toUser } from './auth.service'

export const ACCOUNT_TEXTS = {
  nameChanged: 'Your name has been updated.',
  codeSent: 'We sent a 6-digit code to your new email address. It expires in 10 minutes.',
  emailChanged: 'Your email address has been changed.',
  passwordChanged: 'Password changed. Your other sessions have been signed out.',
  sessionsEnded: (n: number) =>
    n === 0
      ? 'No other sessions were active.'
      : `Signed out of ${n} other session${n === 1 ? '' : 's'}.`,
  accountDeleted: 'Your account has been deleted.',
  wrongPassword: 'Your current password is incorrect.',
  sameEmail: 'This is already your email address.',
  emailTaken: 'An account with this email already exists.',
  codeInvalid: 'Invalid or expired code. Check the code or request a new one.',
  codeBurned: 'Too many wrong codes. Please request a new code.',
  noChange: 'There is no email change to confirm. Please request a new code.',
} as const

type Deps = {
  repo: AccountRepository
  mailer: Mailer
  secret: string
  clock: Clock
  log: FastifyBaseLogger
  /** Evicts the user's cached sessions in every process (auth's session cache, event bus). */
  evictUser(userId: string): Promise<void>
}

/** The signed-in student's own account (issue 14 section 7). */
export function accountService({ repo, mailer, secret, clock, log, evictUser }: Deps) {
  const codeHash = (id: string, code: string) => hmac(secret, `email-change:${id}:${code}`)

  async function userWithPassword(userId: string, password: string) {
    const user = await repo.findUser(userId)
    if (!user) throw new AppError('unauthorized', 'Your session has expired. Please log in again.')
    if (!(await verifyPassword(password, user.passwordHash)))
      throw new AppError(
        'bad_request',
        ACCOUNT_TEXTS.wrongPassword,
        {},
        { password: [ACCOUNT_TEXTS.wrongPassword] },
      )
    return user
  }

  function sendLater(message: Parameters<Mailer['send']>[0], what: string) {
    setImmediate(() => {
      mailer
        .send(message)
        .catch((err: Error) => log.error({ err: { message: err.message } }, `${what} mail failed`))
    })
  }

  return {
    async changeName(userId: string, name: string): Promise<TUser> {
      await repo.updateName(userId, name, clock.now())
      // Cached sessions carry the name: refresh them everywhere.
      await evictUser(userId)
      const user = await repo.findUser(userId)
      return toUser(user!)
    },

    async requestEmailChange(userId: string, input: TEmailChangeRequest) {
      const user = await userWithPassword(userId, input.password)
      if (user.email === input.newEmail) throw new AppError('bad_request', ACCOUNT_TEXTS.sameEmail)
      const now = clock.now()
      const last = await repo.latestEmailChange(userId)
      const since = last ? now.getTime() - last.createdAt.getTime() : Number.POSITIVE_INFINITY
      if (since < OTP_RESEND_COOLDOWN_SECONDS * 1000) {
        const wait = Math.ceil(OTP_RESEND_COOLDOWN_SECONDS - since / 1000)
        throw new AppError(
          'too_many_requests',
          `Please wait ${wait} seconds before requesting a new code.`,
        )
      }
      // A taken address is refused only at confirmation (which needs the code from that
      // mailbox), so this step does not reveal which addresses have accounts.
      const id = randomUUID()
      const code = newOtp()
      await repo.insertEmailChange({
        id,
        userId,
        newEmail: input.newEmail,
        codeHash: codeHash(id, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
      })
      sendLater(
        {
          to: input.newEmail,
          subject: `${PRODUCT_NAME} email change code`,
          ...renderMail({
            heading: `Hello ${user.name}, confirm your new email address.`,
            lines: [
              `Enter this code on your ${PRODUCT_NAME} account page. It expires in ${OTP_TTL_SECONDS / 60} minutes.`,
              'If you did not ask to change your email address, you can ignore this email.',
            ],
            code,
          }),
        },
        'email change',
      )
    },

    async confirmEmailChange(userId: string, code: string): Promise<TUser> {
      const now = clock.now()
      const change = await repo.latestEmailChange(userId)
      if (!change || change.consumedAt) throw new AppError('bad_request', ACCOUNT_TEXTS.noChange)
      if (change.expiresAt <= now) throw new AppError('bad_request', ACCOUNT_TEXTS.codeInvalid)
      const attempt = await repo.claimEmailAttempt(change.id)
      if (attempt === null) throw new AppError('bad_request', ACCOUNT_TEXTS.codeBurned)
      if (!safeEqual(codeHash(change.id, code), change.codeHash))
        throw new AppError(
          'bad_request',
          attempt >= OTP_MAX_ATTEMPTS ? ACCOUNT_TEXTS.codeBurned : ACCOUNT_TEXTS.codeInvalid,
        )
      const before = await repo.findUser(userId)
      const result = await repo.applyEmailChange(change.id, userId, change.newEmail, now)
      if (result === 'taken') throw new AppError('conflict', ACCOUNT_TEXTS.emailTaken)
      if (result === 'gone') throw new AppError('bad_request', ACCOUNT_TEXTS.noChange)
      await evictUser(userId)
      if (before)
        sendLater(
          {
            to: before.email,
            subject: `${PRODUCT_NAME} email address changed`,
            ...renderMail({
              heading: `Hello ${before.name}, your email address was changed.`,
              lines: [
                `Your ${PRODUCT_NAME} account now uses a new email address. You will sign in with it from now on.`,
                'If you did not make this change, reset your password and contact us.',
              ],
            }),
          },
          'email changed notice',
        )
      return toUser((await repo.findUser(userId))!)
    },

    /** Current password required; the other sessions end, this one is kept. */
    async changePassword(
      userId: string,
      currentTokenHash: string,
      input: TAccountPasswordChangeRequest,
    ) {
      await userWithPassword(userId, input.currentPassword)
      if (isCommonPassword(input.newPassword))
        throw new AppError(
          'bad_request',
          PASSWORD_MESSAGES.tooCommon,
          {},
          { newPassword: [PASSWORD_MESSAGES.tooCommon] },
        )
      const hash = await hashPassword(input.newPassword)
      const ended = await repo.setPassword(userId, hash, currentTokenHash, clock.now())
      await evictUser(userId)
      return ended
    },

    async listSessions(userId: string, currentTokenHash: string): Promise<TAccountSessionList> {
      const rows = await repo.listSessions(userId, clock.now())
      return {
        items: rows.map((s) => ({
          id: s.id,
          device: describeDevice(s.userAgent),
          current: s.tokenHash === currentTokenHash,
          createdAt: s.createdAt.toISOString(),
          lastSeenAt: (s.lastSeenAt ?? s.createdAt).toISOString(),
        })),
      }
    },

    /** ASVS 7.4.3: end every other session; their cached copies go in every process. */
    async endOtherSessions(userId: string, currentTokenHash: string) {
      const ended = await repo.deleteOtherSessions(userId, currentTokenHash)
      await evictUser(userId)
      return ended
    },

    async deleteAccount(userId: string, password: string) {
      await userWithPassword(userId, password)
      await repo.deleteAccount(userId, clock.now())
      await evictUser(userId)
      log.info({ userId }, 'account deleted')
    },
  }
}

export type AccountService = ReturnType<typeof accountService>
