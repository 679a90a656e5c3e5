import type { EntitlementScope, Features, Period } from '@nurseready/shared/domain/billing'
import type { TEntitlement, TLivePackage } from '@nurseready/shared/schemas/billing'
import type { Db } from '../../db/client'
import { type Clock, systemClock } from '../../lib/clock'
import { billingRepository } from './billing.repository'
import { toPackage } from './billing.service'
import { entitlements } from './entitlements'

/**
 * Billing's public interface: what other modules may ask it (they never import its repository
 * or service). Billing decides; the library, the question bank and live lectures ask.
 */
export type BillingQueries = {
  /** Is the student's `scope` entitlement running at `now` (start <= now < end)? */
  isEntitled(userId: string, scope: EntitlementScope, now: Date): Promise<boolean>
  /** The student's `scope` entitlement as shown to them. */
  entitlement(userId: string, scope: EntitlementScope): Promise<TEntitlement>
  /** The courses covered by the live-lecture packages the student holds at `now`. */
  heldLectureCourses(userId: string, now: Date): Promise<string[]>
  /** Live-lecture packages on sale. */
  livePackages(): Promise<TLivePackage[]>
  /** The student's `scope` period running at `now` (start <= now < end), or null. */
  activePeriod(userId: string, scope: EntitlementScope, now: Date): Promise<Period | null>
  /**
   * What the account grants at `now` (entitlements.ts decides): { plan, practiceTestsUsed,
   * practiceTestsLimit (20 without a plan, null with one), practiceTestAllowed, flashcards,
   * schedule, readiness }.
   */
  features(userId: string, now: Date): Promise<Features>
}

export type { Features }

export function billingQueries(db: Db, clock: Clock = systemClock): BillingQueries {
  const repo = billingRepository(db)
  const decide = entitlements({ repo, clock })
  return {
    isEntitled: (userId, scope, now) => decide.isActive(userId, scope, now),
    entitlement: (userId, scope) => decide.status(userId, scope),
    heldLectureCourses: (userId, now) => repo.heldLectureCourses(userId, now),
    livePackages: async () => (await repo.listPackages()).map(toPackage),
    activePeriod: (userId, scope, now) => decide.activePeriod(userId, scope, now),
    features: (userId, now) => decide.features(userId, now),
  }
}

/** Is the student's question-bank plan valid at `now`? (billingQueries(db).isEntitled(…, 'plan', …)) */
export function hasValidSubscription(db: Db, userId: string, now: Date): Promise<boolean> {
  return billingQueries(db).isEntitled(userId, 'plan', now)
}
