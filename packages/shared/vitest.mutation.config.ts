import { defineConfig } from 'vitest/config'

/**
 * The tests of the new rule modules under mutation testing (stryker.rules.config.json): NGN items
 * and their scoring, flashcards, the study plan and the readiness engine. Running only these keeps
 * a module-level ("static") mutant of an item schema from re-running the whole package (the
 * readiness calibration alone takes seconds).
 */
export default defineConfig({
  test: {
    include: [
      'src/items/**/*.test.ts',
      'src/domain/ngn-scoring/**/*.test.ts',
      'src/domain/readiness/**/*.test.ts',
      'src/domain/flashcards*.test.ts',
      'src/domain/study-plan*.test.ts',
    ],
  },
})
