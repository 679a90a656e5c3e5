import { and, desc, eq, gt, isNull } from 'drizzle-orm'
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
    async insertUser(values: { name: string; email: string; passwordHash: string; role?: 'student' | 'admin' }) {
      const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning()
      return row
    },

    async insertSession(values: { userId: string; tokenHash: string; expiresAt: Date }) {
      await db.insert(sessions).values(values)
    },

    async findSession(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ user: { id: users.id, name: users.name, email: users.email, role: users.role } })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
        .limit(1)
      return row?.user
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

    async insertReset(values: { id: string; email: string; codeHash: string; createdAt: Date; expiresAt: Date }) {
      await db.insert(passwordResets).values(values)
    },

    async setFailedAttempts(id: string, failedAttempts: number) {
      await db.update(passwordResets).set({ failedAttempts }).where(eq(passwordResets.id, id))
    },

    async markVerified(id: string, values: { verifiedAt: Date; resetTokenHash: string; resetTokenExpiresAt: Date }) {
      await db.update(passwordResets).set(values).where(eq(passwordResets.id, id))
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

    /** Sets the new password, consumes the reset and revokes every session, in one transaction. */
    async changePassword(resetId: string, userId: string, passwordHash: string, now: Date) {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId))
        await tx.update(passwordResets).set({ consumedAt: now }).where(eq(passwordResets.id, resetId))
        await tx.delete(sessions).where(eq(sessions.userId, userId))
      })
    },
  }
}

export type AuthRepository = ReturnType<typeof authRepository>
