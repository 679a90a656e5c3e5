import type { EntitlementScope, PaymentProviderName } from '@nurseready/shared/domain/billing'
import { and, asc, count, desc, eq, gt, lt, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  liveLecturePackages,
  orders,
  papers,
  paymentEvents,
  plans,
  subscriptions,
  users,
} from '../../db/schema/index'

export type PlanRow = typeof plans.$inferSelect
export type LivePackageRow = typeof liveLecturePackages.$inferSelect
export type OrderRow = typeof orders.$inferSelect
export type NewOrder = typeof orders.$inferInsert
export type SubscriptionRow = typeof subscriptions.$inferSelect
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type Executor = Db | Tx

/** The only code of billing that touches Drizzle. */
export function billingRepository(db: Executor): BillingRepository {
  return {
    ...queries(db),
    transaction: (fn) => db.transaction((tx) => fn(billingRepository(tx))),
  }
}

export type BillingRepository = ReturnType<typeof queries> & {
  /** Runs `fn` in one transaction with a repository bound to it. */
  transaction<T>(fn: (repo: BillingRepository) => Promise<T>): Promise<T>
}

function queries(db: Executor) {
  return {
    /** The database or transaction this repository runs on (for the audit log's insert). */
    executor: db as Pick<Db, 'insert'>,

    listPlans: () =>
      db
        .select()
        .from(plans)
        .where(eq(plans.active, true))
        .orderBy(asc(plans.sortOrder), asc(plans.amountCents)),

    async findPlan(id: string): Promise<PlanRow | undefined> {
      const [row] = await db.select().from(plans).where(eq(plans.id, id)).limit(1)
      return row
    },

    listPackages: () =>
      db
        .select()
        .from(liveLecturePackages)
        .where(eq(liveLecturePackages.active, true))
        .orderBy(asc(liveLecturePackages.sortOrder), asc(liveLecturePackages.amountCents)),

    async findPackage(id: string): Promise<LivePackageRow | undefined> {
      const [row] = await db
        .select()
        .from(liveLecturePackages)
        .where(eq(liveLecturePackages.id, id))
        .limit(1)
      return row
    },

    /**
     * The courses of the live-lecture packages a student holds: those of their paid package
     * orders whose validity has not ended.
     */
    async heldLectureCourses(userId: string, now: Date): Promise<string[]> {
      const rows = await db
        .select({ courses: liveLecturePackages.courses })
        .from(orders)
        .innerJoin(liveLecturePackages, eq(orders.livePackageId, liveLecturePackages.id))
        .where(
          and(
            eq(orders.userId, userId),
            eq(orders.kind, 'live_package'),
            eq(orders.status, 'paid'),
            gt(orders.validUntil, now),
          ),
        )
      return [...new Set(rows.flatMap((r) => r.courses))]
    },

    /** Practice tests the student has created (lifetime; the free account's limit counts them). */
    async countPapers(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(papers).where(eq(papers.userId, userId))
      return row?.n ?? 0
    },

    /**
     * Is the student's `scope` entitlement running at `now`? Running means its period has
     * started and not yet ended (start <= now < end).
     */
    async hasActiveEntitlement(userId: string, scope: EntitlementScope, now: Date) {
      const rows = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            eq(subscriptions.scope, scope),
            lte(subscriptions.startsAt, now),
            gt(subscriptions.endsAt, now),
          ),
        )
        .limit(1)
      return rows.length > 0
    },

    async findEntitlement(userId: string, scope: EntitlementScope) {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.scope, scope)))
        .limit(1)
      return row
    },

    /** Serialises entitlement changes of one student (inside a transaction). */
    async lockUser(userId: string) {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    },

    async upsertEntitlement(values: typeof subscriptions.$inferInsert) {
      await db
        .insert(subscriptions)
        .values(values)
        .onConflictDoUpdate({
          target: [subscriptions.userId, subscriptions.scope],
          set: {
            planId: values.planId ?? null,
            livePackageId: values.livePackageId ?? null,
            lastOrderId: values.lastOrderId,
            startsAt: values.startsAt,
            endsAt: values.endsAt,
            updatedAt: sql`now()`,
          },
        })
    },

    async insertOrder(values: NewOrder): Promise<OrderRow> {
      const [row] = await db.insert(orders).values(values).returning()
      return row!
    },

    async updateOrder(id: string, values: Partial<NewOrder>): Promise<OrderRow> {
      const [row] = await db.update(orders).set(values).where(eq(orders.id, id)).returning()
      return row!
    },

    /** An order by id; `lock` takes a row lock for the rest of the transaction. */
    async findOrder(id: string, lock = false): Promise<OrderRow | undefined> {
      const q = db.select().from(orders).where(eq(orders.id, id)).limit(1)
      const [row] = lock ? await q.for('update') : await q
      return row
    },

    async findOrderByProviderRef(provider: PaymentProviderName, providerRef: string) {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.provider, provider), eq(orders.providerRef, providerRef)))
        .limit(1)
      return row
    },

    /** The order a provider's payment reference (Stripe payment intent) paid. */
    async findOrderByPaymentRef(provider: PaymentProviderName, paymentRef: string) {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.provider, provider), eq(orders.paymentRef, paymentRef)))
        .limit(1)
      return row
    },

    /** Shortens (or ends) an entitlement; a period that would end before it starts is removed. */
    async setEntitlementEnd(userId: string, scope: EntitlementScope, endsAt: Date) {
      const mine = and(eq(subscriptions.userId, userId), eq(subscriptions.scope, scope))
      const updated = await db
        .update(subscriptions)
        .set({ endsAt, updatedAt: sql`now()` })
        .where(and(mine, lt(subscriptions.startsAt, endsAt)))
        .returning({ id: subscriptions.id })
      if (updated.length === 0) await db.delete(subscriptions).where(mine)
    },

    /** The student's orders, newest first, paged in SQL. */
    async listOrders(userId: string, limit: number, offset: number) {
      const where = eq(orders.userId, userId)
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.number))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(orders).where(where),
      ])
      return { rows, total: total?.n ?? 0 }
    },

    /** Records a webhook event; false when it was already recorded (a replay). */
    async recordEvent(values: typeof paymentEvents.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(paymentEvents)
        .values(values)
        .onConflictDoNothing({ target: paymentEvents.id })
        .returning({ id: paymentEvents.id })
      return rows.length > 0
    },

    /** Seeding: inserts rows whose key is not there yet. */
    async insertPlanIfAbsent(values: typeof plans.$inferInsert) {
      await db.insert(plans).values(values).onConflictDoNothing({ target: plans.key })
    },
    async insertPackageIfAbsent(values: typeof liveLecturePackages.$inferInsert) {
      await db
        .insert(liveLecturePackages)
        .values(values)
        .onConflictDoNothing({ target: liveLecturePackages.key })
    },
  }
}
