/**
 * The measurement model: Masters' partial credit model (PCM), of which the dichotomous Rasch
 * model is the one-step case. An item is its step difficulties δ₁…δₘ in logits; a score is an
 * integer 0…m; P(X = k | θ) ∝ exp(Σ_{j≤k} (θ − δⱼ)). With m = 1, P(correct) = 1 / (1 + e^−(θ−b)).
 * Decision 0016 says why NGN items enter through the PCM.
 */
export type TSteps = readonly number[]

/** P(correct | θ, b) for a right/wrong item. */
export function rasch(theta: number, difficulty: number): number {
  return 1 / (1 + Math.exp(difficulty - theta))
}

/** P(X = k | θ) for k = 0…m. */
export function categoryProbabilities(theta: number, steps: TSteps): number[] {
  const m = steps.length
  if (m === 1) {
    const p = rasch(theta, steps[0]!)
    return [1 - p, p]
  }
  const logits = new Array<number>(m + 1)
  logits[0] = 0
  let max = 0
  for (let k = 1; k <= m; k++) {
    logits[k] = logits[k - 1]! + theta - steps[k - 1]!
    if (logits[k]! > max) max = logits[k]!
  }
  let total = 0
  for (let k = 0; k <= m; k++) {
    logits[k] = Math.exp(logits[k]! - max)
    total += logits[k]!
  }
  for (let k = 0; k <= m; k++) logits[k] = logits[k]! / total
  return logits
}

/** Expected score E[X | θ] and its variance, which is the item's Fisher information at θ. */
export function scoreMoments(theta: number, steps: TSteps): { mean: number; variance: number } {
  if (steps.length === 1) {
    const p = rasch(theta, steps[0]!)
    return { mean: p, variance: p * (1 - p) }
  }
  const probabilities = categoryProbabilities(theta, steps)
  let mean = 0
  let square = 0
  for (let k = 1; k < probabilities.length; k++) {
    mean += k * probabilities[k]!
    square += k * k * probabilities[k]!
  }
  return { mean, variance: square - mean * mean }
}

export function itemInformation(theta: number, steps: TSteps): number {
  if (steps.length === 1) {
    const p = rasch(theta, steps[0]!)
    return p * (1 - p)
  }
  return scoreMoments(theta, steps).variance
}

/** log P(X = score | θ), for likelihoods. */
export function logProbability(theta: number, steps: TSteps, score: number): number {
  if (steps.length === 1) {
    const z = theta - steps[0]!
    // log σ(z) = −log(1 + e^−z), written to stay finite for large |z|.
    const s = score === 1 ? z : -z
    return s >= 0 ? -Math.log1p(Math.exp(-s)) : s - Math.log1p(Math.exp(s))
  }
  return Math.log(categoryProbabilities(theta, steps)[score]!)
}

/**
 * The difficulty of earning full credit on a partial-credit item when an exam gives no partial
 * credit: the θ at which P(X = m | θ) = ½ under the item's PCM (bisection; P(X = m) rises with θ).
 */
export function fullCreditDifficulty(steps: TSteps): number {
  if (steps.length === 1) return steps[0]!
  let low = -20
  let high = 20
  for (let i = 0; i < 80; i++) {
    const mid = (low + high) / 2
    const p = categoryProbabilities(mid, steps)[steps.length]!
    if (p < 0.5) low = mid
    else high = mid
  }
  return (low + high) / 2
}
