import type { OrderStatus } from '@nurseready/shared/domain/billing'
import { and, asc, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { liveLecturePackages, orders, plans, subscriptions, users } from '../../db/schema/index'

export type AdminOrderFilter = {
  status?: OrderStatus
  q?: string
  from?: Date
  /** Exclusive. */
  to?: Date
  limit: number
  offset: number
}

const likeLiteral = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

/** What the admin console reads and edits in billing: every order, every plan, entitlements. */
export function billingAdminRepository(db: Db) {
  return {
    async listOrders(f: AdminOrderFilter) {
      const where: SQL[] = []
      if (f.status) where.push(eq(orders.status, f.status))
      if (f.q) where.push(ilike(users.email, `%${likeLiteral(f.q)}%`))
      if (f.from) where.push(gte(orders.createdAt, f.from))
      if (f.to) where.push(lt(orders.createdAt, f.to))
      const condition = where.length ? and(...where) : undefined
      const [rows, [total]] = await Promise.all([
        db
          .select({ order: orders, user: { id: users.id, email: users.email, name: users.name } })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(condition)
          .orderBy(desc(orders.createdAt), desc(orders.number))
          .limit(f.limit)
          .offset(f.offset),
        db
          .select({ n: count() })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(condition),
      ])
      return { rows, total: total?.n ?? 0 }
    },

    async findOrder(id: string) {
      const [row] = await db
        .select({ order: orders, user: { id: users.id, email: users.email, name: users.name } })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.id, id))
        .limit(1)
      return row
    },

    /** Every plan, on sale or not, in the order students see them. */
    listPlans: () => db.select().from(plans).orderBy(asc(plans.sortOrder), asc(plans.amountCents)),

    async findPlan(id: string) {
      const [row] = await db.select().from(plans).where(eq(plans.id, id)).limit(1)
      return row
    },

    async updatePlan(
      id: string,
      values: Partial<typeof plans.$inferInsert>,
      audit: (tx: Pick<Db, 'insert'>) => Promise<void>,
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx.update(plans).set(values).where(eq(plans.id, id)).returning()
        if (row) await audit(tx)
        return row
      })
    },

    async userExists(id: string) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1)
      return Boolean(row)
    },

    /** A student's entitlements with the name of the plan or package last granted. */
    entitlementsOf: (userId: string) =>
      db
        .select({
          scope: subscriptions.scope,
          planName: plans.name,
          packageName: liveLecturePackages.name,
          startsAt: subscriptions.startsAt,
          endsAt: subscriptions.endsAt,
        })
        .from(subscriptions)
        .leftJoin(plans, eq(plans.id, subscriptions.planId))
        .leftJoin(liveLecturePackages, eq(liveLecturePackages.id, subscriptions.livePackageId))
        .where(eq(subscriptions.userId, userId))
        .orderBy(asc(subscriptions.scope)),
  }
}

export type BillingAdminRepository = ReturnType<typeof billingAdminRepository>
