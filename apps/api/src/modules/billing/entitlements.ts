import {
  type EntitlementScope,
  entitlementStatus,
  type Features,
  featuresFor,
} from '@nurseready/shared/domain/billing'
import type { TEntitlement } from '@nurseready/shared/schemas/billing'
import type { Clock } from '../../lib/clock'
import type { BillingRepository, SubscriptionRow } from './billing.repository'

/**
 * The one place that decides what a student is entitled to: a plan (the question bank and the
 * library) or live lectures. Other modules ask through billing's index.ts.
 */
export function entitlements({ repo, clock }: { repo: BillingRepository; clock: Clock }) {
  async function itemName(row: SubscriptionRow) {
    if (row.planId) return (await repo.findPlan(row.planId))?.name ?? null
    if (row.livePackageId) return (await repo.findPackage(row.livePackageId))?.name ?? null
    return null
  }

  return {
    /** Is the `scope` entitlement running at `now` (started, not yet ended)? */
    isActive: (userId: string, scope: EntitlementScope, now: Date = clock.now()) =>
      repo.hasActiveEntitlement(userId, scope, now),

    /**
     * What the account grants at `now`: without a running plan at most FREE_PRACTICE_TESTS
     * practice tests in its lifetime and no flashcards, schedule or readiness; with one, all.
     */
    async features(userId: string, now: Date = clock.now()): Promise<Features> {
      const [plan, used] = await Promise.all([
        repo.hasActiveEntitlement(userId, 'plan', now),
        repo.countPapers(userId),
      ])
      return featuresFor(plan, used)
    },

    /** The running period of `scope` at `now`, or null. */
    async activePeriod(userId: string, scope: EntitlementScope, now: Date = clock.now()) {
      const row = await repo.findEntitlement(userId, scope)
      if (!row || entitlementStatus(row, now) !== 'active') return null
      return { startsAt: row.startsAt, endsAt: row.endsAt }
    },

    /** The entitlement as the student sees it: status, end of validity, what it is for. */
    async status(userId: string, scope: EntitlementScope): Promise<TEntitlement> {
      const row = await repo.findEntitlement(userId, scope)
      const status = entitlementStatus(row ?? null, clock.now())
      return {
        status,
        isValid: status === 'active',
        validUntil: row?.endsAt.toISOString() ?? null,
        itemId: row ? (row.planId ?? row.livePackageId) : null,
        itemName: row ? await itemName(row) : null,
      }
    },
  }
}

export type Entitlements = ReturnType<typeof entitlements>
