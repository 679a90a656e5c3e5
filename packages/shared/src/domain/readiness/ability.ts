import { logProbability, scoreMoments, type TSteps } from './model'
import { normalQuadrature } from './quadrature'

export type TScoredResponse = { steps: TSteps; score: number }
export type TPrior = { mean: number; sd: number }
export type TAbilityEstimate = { theta: number; se: number; method: 'mle' | 'eap' }

export const DEFAULT_PRIOR: TPrior = { mean: 0, sd: 1 }
const MAX_STEP = 1
const BOUND = 10
const EAP_POINTS = 61

/**
 * Ability from scored responses. Maximum likelihood (Newton–Raphson, each step at most 1 logit,
 * θ kept within ±10) when the raw score is strictly between zero and the maximum, since only then
 * does the likelihood have a finite maximum; the standard error is 1/√(test information at θ̂).
 * Otherwise (no responses, all right, all wrong) the expected a posteriori estimate under a
 * normal prior, by Gauss–Hermite quadrature, with the posterior standard deviation as its SE.
 */
export function estimateAbility(
  responses: readonly TScoredResponse[],
  options: { prior?: TPrior; start?: number } = {},
): TAbilityEstimate {
  const prior = options.prior ?? DEFAULT_PRIOR
  let total = 0
  let maximum = 0
  for (const r of responses) {
    total += r.score
    maximum += r.steps.length
  }
  if (total <= 0 || total >= maximum) return expectedAPosteriori(responses, prior)
  return maximumLikelihood(responses, options.start ?? 0)
}

export function maximumLikelihood(
  responses: readonly TScoredResponse[],
  start = 0,
): TAbilityEstimate {
  let theta = start
  let information = 0
  for (let iteration = 0; iteration < 100; iteration++) {
    let gradient = 0
    information = 0
    for (const r of responses) {
      const { mean, variance } = scoreMoments(theta, r.steps)
      gradient += r.score - mean
      information += variance
    }
    const step = Math.max(-MAX_STEP, Math.min(MAX_STEP, gradient / information))
    const next = Math.max(-BOUND, Math.min(BOUND, theta + step))
    const moved = Math.abs(next - theta)
    theta = next
    if (moved < 1e-9) break
  }
  information = 0
  for (const r of responses) information += scoreMoments(theta, r.steps).variance
  return { theta, se: 1 / Math.sqrt(information), method: 'mle' }
}

export function expectedAPosteriori(
  responses: readonly TScoredResponse[],
  prior: TPrior = DEFAULT_PRIOR,
): TAbilityEstimate {
  if (responses.length === 0) return { theta: prior.mean, se: prior.sd, method: 'eap' }
  const { nodes, weights } = normalQuadrature(EAP_POINTS)
  const logPosterior = new Float64Array(nodes.length)
  let max = -Infinity
  for (let q = 0; q < nodes.length; q++) {
    const theta = prior.mean + prior.sd * nodes[q]!
    let value = Math.log(weights[q]!)
    for (const r of responses) value += logProbability(theta, r.steps, r.score)
    logPosterior[q] = value
    if (value > max) max = value
  }
  let mass = 0
  let first = 0
  let second = 0
  for (let q = 0; q < nodes.length; q++) {
    const theta = prior.mean + prior.sd * nodes[q]!
    const p = Math.exp(logPosterior[q]! - max)
    mass += p
    first += p * theta
    second += p * theta * theta
  }
  const theta = first / mass
  return { theta, se: Math.sqrt(Math.max(second / mass - theta * theta, 0)), method: 'eap' }
}

/** Standard normal CDF (Abramowitz–Stegun 7.1.26 via erf; absolute error below 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2
  const t = 1 / (1 + 0.3275911 * x)
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
  const erf = 1 - poly * Math.exp(-x * x)
  return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf)
}
