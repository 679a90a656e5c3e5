import { defineConfig } from 'vitest/config'

/**
 * The API tests that exercise the rules under mutation testing (stryker.config.json): papers,
 * timing and answers; order payments (refunds included) and entitlements; readiness; flashcards
 * (the service and the Next Gen card). The whole suite would make a mutation run hours long on
 * two cores. Same set-up as vitest.config.ts (one database per file).
 */
export const MUTATION_TESTS = [
  'src/modules/question-bank/paper-rules.test.ts',
  'test/paper-lifecycle.test.ts',
  'test/question-bank.test.ts',
  'test/timed-test.test.ts',
  'test/plan-limits.test.ts',
  'test/billing.test.ts',
  'test/billing-expiry.test.ts',
  'test/billing-stripe.test.ts',
  'test/billing-stripe-events.test.ts',
  'test/billing-races.test.ts',
  'test/billing-periods.test.ts',
  'test/receipt.test.ts',
  'test/mutation-receipts.test.ts',
  'test/admin-billing.test.ts',
  'test/mutation-paper-answers.test.ts',
  'test/mutation-papers.test.ts',
  'test/mutation-refunds.test.ts',
  'test/mutation-order-payments.test.ts',
  'test/readiness.test.ts',
  'test/mutation-readiness.test.ts',
  'test/mutation-assessment.test.ts',
  'test/mutation-assessment-races.test.ts',
  'test/flashcards.test.ts',
  'test/mutation-flashcards.test.ts',
  'test/mutation-item-card.test.ts',
]

/**
 * A narrower run: MUTATION_TESTS='test/a.test.ts,test/b.test.ts' npx stryker run --mutate <file>
 * runs only those test files (the ones that reach the file), so one file's run takes minutes.
 */
const only = process.env.MUTATION_TESTS?.split(',')
  .map((f) => f.trim())
  .filter(Boolean)

export default defineConfig({
  test: {
    include: only?.length ? only : MUTATION_TESTS,
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 1,
  },
})
