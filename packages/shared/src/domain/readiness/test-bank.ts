import type { TBankItem } from './bank'
import type { TCalibrationPerson } from './calibration'
import { blueprintTargets, CLIENT_NEEDS, type TExamConfig } from './exams'
import { categoryProbabilities } from './model'
import { createRandom, normalDraw } from './random'

/** A synthetic bank for tests: categories in blueprint proportion, difficulties ~ N(0, 1). */
export function syntheticBank(config: TExamConfig, size: number, seed: number): TBankItem[] {
  const random = createRandom(seed)
  const targets = blueprintTargets(config.blueprint)
  return CLIENT_NEEDS.flatMap((need) =>
    Array.from({ length: Math.round(size * targets[need]) }, (_, i) => ({
      id: `${need}-${i}`,
      clientNeed: need,
      steps: [normalDraw(random)],
    })),
  )
}

/** A simulated candidate of ability θ answering under the model. */
export function simulatedAnswer(random: () => number) {
  return (theta: number, steps: readonly number[]) => {
    const p = categoryProbabilities(theta, steps)
    let u = random()
    for (let k = 0; k < p.length; k++) {
      u -= p[k]!
      if (u < 0) return k
    }
    return p.length - 1
  }
}

/**
 * LSAT section 6 (Bock & Lieberman 1970, Psychometrika 35, 179–197): 1,000 examinees, 5 items,
 * 32 response patterns. Frequencies as in R psych's `bock.table` column Ob6 (Rdatasets,
 * csv/psych/bock.table.csv) and, cumulated, in stan-dev/example-models
 * bugs_examples/vol1/lsat/lsat.data.json; the same data is ltm's `LSAT` and mirt's `LSAT6`.
 * Pattern p (0…31) answers item i right when bit (4 − i) of p is set.
 */
export const LSAT6_FREQUENCIES = [
  3, 6, 2, 11, 1, 1, 3, 4, 1, 8, 0, 16, 0, 3, 2, 15, 10, 29, 14, 81, 3, 28, 15, 80, 16, 56, 21, 173,
  11, 61, 28, 298,
]

export const lsat: TCalibrationPerson[] = LSAT6_FREQUENCIES.map((weight, pattern) => ({
  weight,
  answers: [0, 1, 2, 3, 4].map((i) => ({
    itemId: `Item ${i + 1}`,
    score: (pattern >> (4 - i)) & 1,
  })),
}))

/**
 * Identical answer patterns counted once with a weight, as the LSAT data is given. The
 * likelihood is the same sum, so the estimates are the same; 3,000 simulated students on six
 * items make at most 128 patterns, which keeps these tests fast enough to run under mutation
 * testing (each mutant of the model re-runs them).
 */
export const byPattern = (people: readonly TCalibrationPerson[]): TCalibrationPerson[] => {
  const patterns = new Map<string, { answers: TCalibrationPerson['answers']; weight: number }>()
  for (const person of people) {
    const key = person.answers.map((a) => `${a.itemId}=${a.score}`).join(' ')
    const seen = patterns.get(key)
    if (seen) seen.weight += person.weight ?? 1
    else patterns.set(key, { answers: person.answers, weight: person.weight ?? 1 })
  }
  return [...patterns.values()]
}
