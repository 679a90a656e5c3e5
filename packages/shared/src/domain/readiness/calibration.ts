import { categoryProbabilities } from './model'
import { normalQuadrature } from './quadrature'

/** One student's answers (raw points per item); `weight` counts identical response patterns. */
export type TCalibrationPerson = {
  answers: readonly { itemId: string; score: number }[]
  weight?: number
}

/**
 * The author-given difficulty of an item, in logits, as the prior mean of its steps; `fixed`
 * makes it an anchor: its steps stay at `difficulty` (an established item that sets the scale).
 */
export type TItemPrior = {
  itemId: string
  difficulty: number
  maxScore?: number
  sd?: number
  fixed?: boolean
}

export type TCalibrationOptions = {
  /** Gauss–Hermite points for the N(0, 1) ability distribution (ltm's default is 21). */
  quadraturePoints?: number
  maxIterations?: number
  /** EM stops when no step difficulty moves by more than this (logits). */
  tolerance?: number
  /** Prior SD around the author-given difficulty, for items with a prior (logits). */
  priorSd?: number
  /** Responses an item needs before it counts as calibrated rather than provisional. */
  minResponses?: number
  /**
   * Estimate the ability distribution's mean and SD (normal) instead of fixing it at N(0, 1).
   * Needs anchors or priors to fix the scale (else difficulties and mean shift together).
   */
  estimatePopulation?: boolean
}

export type TCalibratedItem = {
  itemId: string
  /** Step difficulties (one for a right/wrong item: its Rasch difficulty). */
  steps: number[]
  /** Approximate standard errors of the steps (complete-data information at the optimum). */
  se: number[]
  /** Number of responses (weighted). */
  responses: number
  status: 'calibrated' | 'provisional'
}

export type TCalibrationResult = {
  items: TCalibratedItem[]
  iterations: number
  converged: boolean
  logLikelihood: number
  /** The ability distribution: N(0, 1) unless `estimatePopulation`. */
  population: { mean: number; sd: number }
}

export const CALIBRATION_DEFAULTS = {
  quadraturePoints: 41,
  maxIterations: 2000,
  tolerance: 1e-6,
  priorSd: 0.5,
  minResponses: 100,
  estimatePopulation: false,
} as const

/** Flat answer rows (as stored: one per student and item) grouped into people for `calibrate`. */
export function groupResponses(
  rows: readonly { personId: string; itemId: string; score: number }[],
): TCalibrationPerson[] {
  const people = new Map<string, { itemId: string; score: number }[]>()
  for (const { personId, itemId, score } of rows) {
    let answers = people.get(personId)
    if (!answers) {
      answers = []
      people.set(personId, answers)
    }
    answers.push({ itemId, score })
  }
  return [...people.values()].map((answers) => ({ answers }))
}

type TWorkItem = {
  id: string
  m: number
  steps: number[]
  prior: { mean: number; sd: number } | null
  fixed: boolean
  responses: number
  /** Expected counts r[q][k] from the E-step. */
  counts: Float64Array
}

/**
 * Rasch / partial-credit difficulties by marginal maximum likelihood: EM over a N(0, 1) ability
 * distribution on Gauss–Hermite nodes, slope fixed at 1 (ltm's `rasch(data, constraint =
 * cbind(p + 1, 1))`). Items with a prior get a normal prior on each step (modal estimation), so
 * with few responses an item stays near its author-given difficulty and with many the data rule.
 * Items with a prior but no responses keep it. Missing answers (CAT data) are simply absent.
 */
export function calibrate(
  people: readonly TCalibrationPerson[],
  priors: readonly TItemPrior[] = [],
  options: TCalibrationOptions = {},
): TCalibrationResult {
  const settings = { ...CALIBRATION_DEFAULTS, ...options }
  const { nodes: standard, weights } = normalQuadrature(settings.quadraturePoints)
  const Q = standard.length
  // Ability nodes: mean + sd · standard node (N(0, 1) unless the population is estimated).
  const population = { mean: 0, sd: 1 }
  const nodes = Float64Array.from(standard)
  const index = new Map<string, number>()
  const items: TWorkItem[] = []
  const ensure = (id: string) => {
    let at = index.get(id)
    if (at === undefined) {
      at = items.length
      index.set(id, at)
      items.push({
        id,
        m: 1,
        steps: [],
        prior: null,
        fixed: false,
        responses: 0,
        counts: new Float64Array(0),
      })
    }
    return items[at]!
  }
  for (const prior of priors) {
    const item = ensure(prior.itemId)
    item.m = Math.max(item.m, prior.maxScore ?? 1)
    item.prior = { mean: prior.difficulty, sd: prior.sd ?? settings.priorSd }
    item.fixed = prior.fixed ?? false
  }
  const coded = people.map((person) => ({
    weight: person.weight ?? 1,
    answers: person.answers.map(({ itemId, score }) => {
      if (!Number.isInteger(score) || score < 0) throw new RangeError(`bad score for ${itemId}`)
      const item = ensure(itemId)
      item.m = Math.max(item.m, score)
      item.responses += person.weight ?? 1
      return { item: index.get(itemId)!, score }
    }),
  }))
  for (const item of items) {
    item.steps = new Array(item.m).fill(item.prior?.mean ?? 0)
    item.counts = new Float64Array(Q * (item.m + 1))
  }

  let iterations = 0
  let converged = false
  let logLikelihood = Number.NEGATIVE_INFINITY
  const logTable: Float64Array[] = items.map((item) => new Float64Array(Q * (item.m + 1)))
  const logPosterior = new Float64Array(Q)
  while (iterations < settings.maxIterations) {
    iterations++
    // E-step: log P(k | θ_q) per item, then each person's posterior over the nodes.
    items.forEach((item, i) => {
      const table = logTable[i]!
      for (let q = 0; q < Q; q++) {
        const p = categoryProbabilities(nodes[q]!, item.steps)
        for (let k = 0; k <= item.m; k++) table[q * (item.m + 1) + k] = Math.log(p[k]!)
      }
      item.counts.fill(0)
    })
    logLikelihood = 0
    let sum = 0
    let sumSquares = 0
    let total = 0
    for (const person of coded) {
      let max = Number.NEGATIVE_INFINITY
      for (let q = 0; q < Q; q++) {
        let value = Math.log(weights[q]!)
        for (const { item, score } of person.answers) {
          value += logTable[item]![q * (items[item]!.m + 1) + score]!
        }
        logPosterior[q] = value
        if (value > max) max = value
      }
      let mass = 0
      for (let q = 0; q < Q; q++) {
        logPosterior[q] = Math.exp(logPosterior[q]! - max)
        mass += logPosterior[q]!
      }
      logLikelihood += person.weight * (max + Math.log(mass))
      for (let q = 0; q < Q; q++) {
        const share = (person.weight * logPosterior[q]!) / mass
        sum += share * nodes[q]!
        sumSquares += share * nodes[q]! * nodes[q]!
        total += share
        for (const { item, score } of person.answers) {
          items[item]!.counts[q * (items[item]!.m + 1) + score]! += share
        }
      }
    }
    // M-step: each item's steps by Newton's method on its expected complete-data likelihood.
    let change = 0
    for (const item of items) {
      if (item.responses === 0 || item.fixed) continue
      const before = [...item.steps]
      maximizeItem(item, nodes)
      for (let j = 0; j < item.m; j++)
        change = Math.max(change, Math.abs(item.steps[j]! - before[j]!))
    }
    if (settings.estimatePopulation && total > 0) {
      // The population's M-step: the posterior mean and SD of ability over everyone.
      const mean = sum / total
      const sd = Math.sqrt(Math.max(1e-4, sumSquares / total - mean * mean))
      change = Math.max(change, Math.abs(mean - population.mean), Math.abs(sd - population.sd))
      population.mean = mean
      population.sd = sd
      for (let q = 0; q < Q; q++) nodes[q] = mean + sd * standard[q]!
    }
    if (change < settings.tolerance) {
      converged = true
      break
    }
  }

  return {
    iterations,
    converged,
    logLikelihood,
    population,
    items: items.map((item) => ({
      itemId: item.id,
      steps: item.steps,
      se:
        item.responses === 0
          ? item.steps.map(() => item.prior?.sd ?? Number.POSITIVE_INFINITY)
          : standardErrors(item, nodes),
      responses: item.responses,
      status: item.responses >= settings.minResponses ? 'calibrated' : 'provisional',
    })),
  }
}

/** Gradient and negative Hessian of an item's expected log-likelihood plus log-prior. */
function derivatives(
  item: TWorkItem,
  nodes: Float64Array,
): { gradient: number[]; negHessian: number[][] } {
  const m = item.m
  const gradient = new Array<number>(m).fill(0)
  const negHessian = Array.from({ length: m }, () => new Array<number>(m).fill(0))
  const atLeast = new Array<number>(m + 2).fill(0)
  for (let q = 0; q < nodes.length; q++) {
    const p = categoryProbabilities(nodes[q]!, item.steps)
    let total = 0
    let observedAtLeast = 0
    const observed = new Array<number>(m + 2).fill(0)
    atLeast[m + 1] = 0
    for (let k = m; k >= 0; k--) {
      const r = item.counts[q * (m + 1) + k]!
      total += r
      observedAtLeast += r
      observed[k] = observedAtLeast
      atLeast[k] = atLeast[k + 1]! + p[k]!
    }
    if (total === 0) continue
    for (let j = 1; j <= m; j++) {
      gradient[j - 1]! += total * atLeast[j]! - observed[j]!
      for (let l = 1; l <= m; l++) {
        negHessian[j - 1]![l - 1]! += total * (atLeast[Math.max(j, l)]! - atLeast[j]! * atLeast[l]!)
      }
    }
  }
  if (item.prior) {
    const precision = 1 / (item.prior.sd * item.prior.sd)
    for (let j = 0; j < m; j++) {
      gradient[j]! -= (item.steps[j]! - item.prior.mean) * precision
      negHessian[j]![j]! += precision
    }
  }
  return { gradient, negHessian }
}

function maximizeItem(item: TWorkItem, nodes: Float64Array): void {
  for (let iteration = 0; iteration < 20; iteration++) {
    const { gradient, negHessian } = derivatives(item, nodes)
    const delta = solve(negHessian, gradient)
    let moved = 0
    for (let j = 0; j < item.m; j++) {
      const step = Math.max(-1, Math.min(1, delta[j]!))
      item.steps[j] = Math.max(-10, Math.min(10, item.steps[j]! + step))
      moved = Math.max(moved, Math.abs(step))
    }
    if (moved < 1e-10) break
  }
}

function standardErrors(item: TWorkItem, nodes: Float64Array): number[] {
  const { negHessian } = derivatives(item, nodes)
  return item.steps.map((_, j) => {
    const unit = item.steps.map((__, i) => (i === j ? 1 : 0))
    return Math.sqrt(solve(negHessian, unit)[j]!)
  })
}

/**
 * Gaussian elimination with partial pivoting for the small m×m systems of the M-step (exported
 * for its own tests); a singular matrix gives zeros (no step).
 */
export function solve(matrix: number[][], vector: number[]): number[] {
  const n = vector.length
  const a = matrix.map((row, i) => [...row, vector[i]!])
  for (let col = 0; col < n; col++) {
    let pivot = col
    for (let row = col + 1; row < n; row++) {
      if (Math.abs(a[row]![col]!) > Math.abs(a[pivot]![col]!)) pivot = row
    }
    ;[a[col], a[pivot]] = [a[pivot]!, a[col]!]
    const diagonal = a[col]![col]!
    if (Math.abs(diagonal) < 1e-300) return new Array(n).fill(0)
    for (let row = col + 1; row < n; row++) {
      const factor = a[row]![col]! / diagonal
      for (let c = col; c <= n; c++) a[row]![c]! -= factor * a[col]![c]!
    }
  }
  const x = new Array<number>(n).fill(0)
  for (let row = n - 1; row >= 0; row--) {
    let sum = a[row]![n]!
    for (let c = row + 1; c < n; c++) sum -= a[row]![c]! * x[c]!
    x[row] = sum / a[row]![row]!
  }
  return x
}
