import { randomUUID } from 'node:crypto'
import { OTP_MAX_ATTEMPTS } from '@nurseready/shared/constants/spec'
import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { emailChanges, orders, sessions, users } from '../../db/schema/index'

export type EmailChangeRow = typeof emailChanges.$inferSelect

/** The signed-in student's own account: profile, sessions, email changes, deletion. */
export function accountRepository(db: Db) {
  return {
    async findUser(userId: string) {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1)
      return row
    },

    async isEmailTaken(email: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email))
        .limit(1)
      return Boolean(row)
    },

    async updateName(userId: string, name: string, now: Date) {
      await db.update(users).set({ name, updatedAt: now }).where(eq(users.id, userId))
    },

    /** The user's sessions still valid at `now`, newest activity first. */
    async listSessions(userId: string, now: Date) {
      return db
        .select({
          id: sessions.id,
          tokenHash: sessions.tokenHash,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
        .limit(100)
    },

    /** Deletes every session of the user but `keepTokenHash`; returns how many ended. */
    async deleteOtherSessions(userId: string, keepTokenHash: string) {
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)))
        .returning({ id: sessions.id })
      return rows.length
    },

    /** New password, and every other session ended, in one transaction. */
    async setPassword(userId: string, passwordHash: string, keepTokenHash: string, now: Date) {
      return db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId))
        const ended = await tx
          .delete(sessions)
          .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)))
          .returning({ id: sessions.id })
        return ended.length
      })
    },

    async latestEmailChange(userId: string): Promise<EmailChangeRow | undefined> {
      const [row] = await db
        .select()
        .from(emailChanges)
        .where(eq(emailChanges.userId, userId))
        .orderBy(desc(emailChanges.createdAt))
        .limit(1)
      return row
    },

    /** A new request replaces the user's earlier ones (only the latest code can be used). */
    async insertEmailChange(values: {
      userId: string
      newEmail: string
      codeHash: string
      createdAt: Date
      expiresAt: Date
      id: string
    }) {
      await db.transaction(async (tx) => {
        await tx.delete(emailChanges).where(eq(emailChanges.userId, values.userId))
        await tx.insert(emailChanges).values(values)
      })
    },

    /** Takes one of the code's five attempts atomically: its number, or null when none is left. */
    async claimEmailAttempt(id: string): Promise<number | null> {
      const [row] = await db
        .update(emailChanges)
        .set({ failedAttempts: sql`${emailChanges.failedAttempts} + 1` })
        .where(
          and(
            eq(emailChanges.id, id),
            isNull(emailChanges.consumedAt),
            lt(emailChanges.failedAttempts, OTP_MAX_ATTEMPTS),
          ),
        )
        .returning({ failedAttempts: emailChanges.failedAttempts })
      return row?.failedAttempts ?? null
    },

    /**
     * Consumes the request once and sets the email, in one transaction. 'taken' when another
     * account has the address by now; 'gone' when a concurrent request consumed it first.
     */
    async applyEmailChange(
      id: string,
      userId: string,
      newEmail: string,
      now: Date,
    ): Promise<'ok' | 'taken' | 'gone'> {
      return db.transaction(async (tx) => {
        const consumed = await tx
          .update(emailChanges)
          .set({ consumedAt: now })
          .where(and(eq(emailChanges.id, id), isNull(emailChanges.consumedAt)))
          .returning({ id: emailChanges.id })
        if (consumed.length !== 1) return 'gone'
        const [other] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, newEmail))
          .limit(1)
        if (other) return 'taken'
        await tx.update(users).set({ email: newEmail, updatedAt: now }).where(eq(users.id, userId))
        return 'ok'
      })
    },

    /**
     * Deletes the account and, through the foreign keys, every record of the student. Orders
     * are kept, as the law requires, on a new anonymised record (no name, no email, no usable
     * password), one per deleted account. One transaction: all of it or nothing.
     */
    async deleteAccount(userId: string, now: Date) {
      await db.transaction(async (tx) => {
        const [tombstone] = await tx
          .insert(users)
          .values({
            name: 'Deleted account',
            email: `deleted-${randomUUID()}@deleted.invalid`,
            passwordHash: '!',
            anonymisedAt: now,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: users.id })
        await tx.update(orders).set({ userId: tombstone!.id }).where(eq(orders.userId, userId))
        await tx.delete(users).where(eq(users.id, userId))
      })
    },
  }
}

export type AccountRepository = ReturnType<typeof accountRepository>
