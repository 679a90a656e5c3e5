import { and, eq, gt, lte } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { subscriptions } from '../../db/schema/index'

/**
 * Public contract for other modules: is the student's question-bank subscription valid at `now`?
 * Valid means a paid plan period has started and not yet ended (start <= now < end).
 */
export async function hasValidSubscription(db: Db, userId: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.scope, 'plan'),
        lte(subscriptions.startsAt, now),
        gt(subscriptions.endsAt, now),
      ),
    )
    .limit(1)
  return rows.length > 0
}

/** Is the student's live-lecture access valid at `now`? */
export async function hasLiveLectureAccess(db: Db, userId: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.scope, 'live_lectures'),
        lte(subscriptions.startsAt, now),
        gt(subscriptions.endsAt, now),
      ),
    )
    .limit(1)
  return rows.length > 0
}
