import { OTP_MAX_ATTEMPTS } from '@nurseready/shared/constants/spec'
import { and, desc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { passwordResets, sessions, users } from '../../db/schema/index'

export type UserRow = typeof users.$inferSelect
export type ResetRow = typeof passwordResets.$inferSelect

export function authRepository(db: Db) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1)
      return row
    },

    /** Inserts the user; returns undefined when the email is already taken. */
    async insertUser(values: {
      name: string
      email: string
      passwordHash: string
      role?: 'student' | 'admin'
    }) {
      const [row] = await db
        .insert(users)
        .values(values)
        .onConflictDoNothing({ target: users.email })
        .returning()
      return row
    },

    async insertSession(values: {
      userId: string
      tokenHash: string
      expiresAt: Date
      userAgent?: string | null
      createdAt?: Date
    }) {
      const at = values.createdAt ?? new Date()
      await db.insert(sessions).values({ ...values, createdAt: at, lastSeenAt: at })
    },

    /** Records activity on a session, at most once a minute (a no-op when seen more recently). */
    async touchSession(tokenHash: string, now: Date) {
      const minuteAgo = new Date(now.getTime() - 60_000)
      await db
        .update(sessions)
        .set({ lastSeenAt: now })
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            or(isNull(sessions.lastSeenAt), lt(sessions.lastSeenAt, minuteAgo)),
          ),
        )
    },

    async findSession(tokenHash: string, now: Date) {
      const [row] = await db
        .select({
          user: { id: users.id, name: users.name, email: users.email, role: users.role },
          expiresAt: sessions.expiresAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            gt(sessions.expiresAt, now),
            // A disabled account's sessions are deleted; this holds even if one were missed.
            isNull(users.disabledAt),
          ),
        )
        .limit(1)
      return row
    },

    async deleteSession(tokenHash: string) {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash))
    },

    async latestReset(email: string): Promise<ResetRow | undefined> {
      const [row] = await db
        .select()
        .from(passwordResets)
        .where(eq(passwordResets.email, email))
        .orderBy(desc(passwordResets.createdAt))
        .limit(1)
      return row
    },

    async insertReset(values: {
      id: string
      email: string
      codeHash: string
      createdAt: Date
      expiresAt: Date
    }) {
      await db.insert(passwordResets).values(values)
    },

    /**
     * Takes one of the code's attempts atomically (failed_attempts counts every guess compared);
     * returns its number (1-5), or null when all five are used or the code was already verified.
     */
    async claimAttempt(id: string): Promise<number | null> {
      const [row] = await db
        .update(passwordResets)
        .set({ failedAttempts: sql`${passwordResets.failedAttempts} + 1` })
        .where(
          and(
            eq(passwordResets.id, id),
            isNull(passwordResets.verifiedAt),
            lt(passwordResets.failedAttempts, OTP_MAX_ATTEMPTS),
          ),
        )
        .returning({ failedAttempts: passwordResets.failedAttempts })
      return row?.failedAttempts ?? null
    },

    /** Deletes resets whose code and reset token have both expired. */
    async deleteExpiredResets(now: Date) {
      await db
        .delete(passwordResets)
        .where(
          and(
            lte(passwordResets.expiresAt, now),
            or(
              isNull(passwordResets.resetTokenExpiresAt),
              lte(passwordResets.resetTokenExpiresAt, now),
            ),
          ),
        )
    },

    /** Marks the code used, once: false when a concurrent request verified it first. */
    async markVerified(
      id: string,
      values: { verifiedAt: Date; resetTokenHash: string; resetTokenExpiresAt: Date },
    ): Promise<boolean> {
      const rows = await db
        .update(passwordResets)
        .set(values)
        .where(and(eq(passwordResets.id, id), isNull(passwordResets.verifiedAt)))
        .returning({ id: passwordResets.id })
      return rows.length === 1
    },

    async findUnconsumedResetByToken(resetTokenHash: string, now: Date) {
      const [row] = await db
        .select()
        .from(passwordResets)
        .where(
          and(
            eq(passwordResets.resetTokenHash, resetTokenHash),
            isNull(passwordResets.consumedAt),
            gt(passwordResets.resetTokenExpiresAt, now),
          ),
        )
        .limit(1)
      return row
    },

    /**
     * Consumes the reset (only if still unconsumed), sets the new password and revokes every
     * session, in one transaction. False when a concurrent request consumed it first.
     */
    async changePassword(resetId: string, userId: string, passwordHash: string, now: Date) {
      return db.transaction(async (tx) => {
        const consumed = await tx
          .update(passwordResets)
          .set({ consumedAt: now })
          .where(and(eq(passwordResets.id, resetId), isNull(passwordResets.consumedAt)))
          .returning({ id: passwordResets.id })
        if (consumed.length !== 1) return false
        await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId))
        await tx.delete(sessions).where(eq(sessions.userId, userId))
        return true
      })
    },
  }
}

export type AuthRepository = ReturnType<typeof authRepository>
