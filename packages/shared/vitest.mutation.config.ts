import { defineConfig } from 'vitest/config'

/**
 * The tests of the new rule modules under mutation testing (stryker.rules.config.json): NGN items
 * and their scoring, flashcards, the study plan and the readiness engine. Running only these keeps
 * a module-level ("static") mutant of an item schema from re-running the whole package (the
 * readiness calibration alone takes seconds).
 */
const RULE_TESTS = [
  'src/items/**/*.test.ts',
  'src/domain/ngn-scoring/**/*.test.ts',
  'src/domain/readiness/**/*.test.ts',
  'src/domain/flashcards*.test.ts',
  'src/domain/study-plan*.test.ts',
]

/**
 * A narrower run, as in apps/api: MUTATION_TESTS='src/a.test.ts,src/b.test.ts' npx stryker run
 * stryker.rules.config.json --mutate <files> runs only those test files (docs/testing.md).
 */
const only = process.env.MUTATION_TESTS?.split(',')
  .map((f) => f.trim())
  .filter(Boolean)

export default defineConfig({
  test: {
    // The calibration tests take 1–3 s each; instrumented by Stryker (every mutant's switch
    // checked on each arithmetic step) the slowest passes 5 s, vitest's default, in the dry run.
    testTimeout: 60_000,
    include: only?.length ? only : RULE_TESTS,
  },
})
