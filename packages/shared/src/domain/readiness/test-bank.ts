import type { TBankItem } from './bank'
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
