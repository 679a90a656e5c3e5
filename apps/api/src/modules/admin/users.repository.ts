import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  isNotNull,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm'
import type { Db } from '../../db/client'
import { plans, sessions, subscriptions, users } from '../../db/schema/index'

export type UserFilter = {
  /** Part of the email or the name. */
  q?: string
  role?: 'student' | 'admin'
  status?: 'active' | 'disabled'
  /** Whether the user holds a question-bank plan now. */
  plan?: 'active' | 'none'
  now: Date
  limit: number
  offset: number
}

const likeLiteral = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

/** Users as the console lists and changes them (users and sessions tables). */
export function usersRepository(db: Db) {
  const currentPlan = (now: Date) =>
    and(
      eq(subscriptions.userId, users.id),
      eq(subscriptions.scope, 'plan'),
      lte(subscriptions.startsAt, now),
      gt(subscriptions.endsAt, now),
    )
  const columns = {
    id: users.id,
    name: users.name,
    email: users.email,
    role: users.role,
    createdAt: users.createdAt,
    disabledAt: users.disabledAt,
    planName: plans.name,
    planEndsAt: subscriptions.endsAt,
  }

  return {
    async list(f: UserFilter) {
      const where: SQL[] = [isNull(users.anonymisedAt)]
      if (f.q) {
        const like = `%${likeLiteral(f.q)}%`
        where.push(or(ilike(users.email, like), ilike(users.name, like))!)
      }
      if (f.role) where.push(eq(users.role, f.role))
      if (f.status === 'active') where.push(isNull(users.disabledAt))
      if (f.status === 'disabled') where.push(isNotNull(users.disabledAt))
      if (f.plan === 'active') where.push(isNotNull(subscriptions.id))
      if (f.plan === 'none') where.push(isNull(subscriptions.id))
      const condition = and(...where)
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(users)
          .leftJoin(subscriptions, currentPlan(f.now))
          .leftJoin(plans, eq(plans.id, subscriptions.planId))
          .where(condition)
          .orderBy(desc(users.createdAt), asc(users.id))
          .limit(f.limit)
          .offset(f.offset),
        db
          .select({ n: count() })
          .from(users)
          .leftJoin(subscriptions, currentPlan(f.now))
          .where(condition),
      ])
      return { rows, total: total?.n ?? 0 }
    },

    async find(id: string, now: Date) {
      const [row] = await db
        .select(columns)
        .from(users)
        .leftJoin(subscriptions, currentPlan(now))
        .leftJoin(plans, eq(plans.id, subscriptions.planId))
        .where(and(eq(users.id, id), isNull(users.anonymisedAt)))
        .limit(1)
      return row
    },

    /**
     * Changes a user's role or disabled state in one transaction, with `audit` run inside it.
     * Every enabled admin's row is locked first, so two admins demoting or disabling each other
     * at once cannot leave no admin: `guard` sees the enabled admins after the other's commit.
     * Disabling deletes the user's sessions in the same transaction.
     */
    async change(
      id: string,
      values: { role?: 'student' | 'admin'; disabledAt?: Date | null },
      now: Date,
      guard: (target: { role: string; disabledAt: Date | null }, enabledAdmins: string[]) => void,
      audit: (tx: Pick<Db, 'insert'>, before: typeof users.$inferSelect) => Promise<void>,
    ) {
      return db.transaction(async (tx) => {
        const admins = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)))
          .orderBy(asc(users.id))
          .for('update')
        const [before] = await tx
          .select()
          .from(users)
          .where(and(eq(users.id, id), isNull(users.anonymisedAt)))
          .for('update')
        if (!before) return null
        guard(
          before,
          admins.map((a) => a.id),
        )
        const [after] = await tx
          .update(users)
          .set({ ...values, updatedAt: now })
          .where(eq(users.id, id))
          .returning()
        if (values.disabledAt) await tx.delete(sessions).where(eq(sessions.userId, id))
        await audit(tx, before)
        return after!
      })
    },

    /** Number of live sessions of a user (the console shows it; disabling ends them). */
    async sessionCount(id: string, now: Date) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(sessions)
        .where(and(eq(sessions.userId, id), gt(sessions.expiresAt, now)))
      return row?.n ?? 0
    },
  }
}

export type UsersRepository = ReturnType<typeof usersRepository>
