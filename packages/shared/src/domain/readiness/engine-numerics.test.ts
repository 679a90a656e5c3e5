import { describe, expect, it } from 'vitest'
import { calibrate, solve, type TCalibrationPerson } from './calibration'
import {
  categoryProbabilities,
  fullCreditDifficulty,
  itemInformation,
  logProbability,
} from './model'
import { normalQuadrature } from './quadrature'
import { createRandom, nextRandom, normalDraw } from './random'
import { byPattern, lsat, simulatedAnswer } from './test-bank'

/**
 * The engine's numerical parts at the edges where a slip would show: extreme abilities, the
 * shortcuts for right/wrong items, the quadrature's cache and limits, the generator's published
 * sequence, and the calibration's options. Expected values are closed forms or computed outside
 * this code (the mulberry32 values by a Python transcription of the published algorithm).
 */
describe('the partial credit model', () => {
  it('stays finite and exact far from the steps (no overflow in exp)', () => {
    expect(categoryProbabilities(1000, [0, 0])).toEqual([0, 0, 1])
    expect(categoryProbabilities(-1000, [0, 0])).toEqual([1, 0, 0])
    expect(logProbability(800, [0], 1)).toBeCloseTo(0, 12)
    expect(logProbability(0, [800], 1)).toBeCloseTo(-800, 9)
    expect(logProbability(-800, [0], 0)).toBeCloseTo(0, 12)
    expect(logProbability(0, [-800], 0)).toBeCloseTo(-800, 9)
  })

  it('gives log P for right/wrong items from θ − b, and for multi-step items from the PCM', () => {
    const sigmoid = (z: number) => 1 / (1 + Math.exp(-z))
    expect(logProbability(0.3, [1.2], 1)).toBeCloseTo(Math.log(sigmoid(-0.9)), 12)
    expect(logProbability(0.3, [1.2], 0)).toBeCloseTo(Math.log(sigmoid(0.9)), 12)
    // Steps −0.5, 0.5 at θ = 0: categories ∝ 1, e^½, 1.
    const total = 2 + Math.exp(0.5)
    expect(logProbability(0, [-0.5, 0.5], 1)).toBeCloseTo(Math.log(Math.exp(0.5) / total), 12)
    expect(logProbability(0, [-0.5, 0.5], 2)).toBeCloseTo(-Math.log(total), 12)
  })

  it('gives a multi-step item’s information as its score variance, a right/wrong item’s as p(1 − p)', () => {
    expect(itemInformation(0, [-0.5, 0.5])).toBeCloseTo(2 / (2 + Math.exp(0.5)), 12)
    const p = 1 / (1 + Math.exp(-0.4))
    expect(itemInformation(0.4, [0])).toBeCloseTo(p * (1 - p), 12)
  })

  it('a one-step item’s full-credit difficulty is its own difficulty', () => {
    expect(fullCreditDifficulty([0.3])).toBe(0.3)
  })
})

describe('Gauss–Hermite quadrature', () => {
  it('is computed once per size', () => {
    expect(normalQuadrature(21)).toBe(normalQuadrature(21))
  })

  it('takes 2 to 150 points and refuses anything else', () => {
    // Two points: θ = ±1, weight ½ each.
    const two = normalQuadrature(2)
    expect([...two.nodes].map((v) => Number(v.toFixed(12)))).toEqual([-1, 1])
    expect([...two.weights].map((v) => Number(v.toFixed(12)))).toEqual([0.5, 0.5])
    const many = normalQuadrature(150)
    expect(many.weights.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10)
    expect(many.weights.reduce((a, w, i) => a + w * many.nodes[i]! ** 2, 0)).toBeCloseTo(1, 10)
    for (const size of [1, 0, 151, 200, 2.5]) {
      expect(() => normalQuadrature(size), String(size)).toThrow(RangeError)
      expect(() => normalQuadrature(size), String(size)).toThrow('size must be 2..150')
    }
  })
})

describe('the seeded generator', () => {
  it('follows mulberry32’s published sequence', () => {
    const one = createRandom(1)
    expect([one(), one(), one()]).toEqual([
      0.6270739405881613, 0.002735721180215478, 0.5274470399599522,
    ])
    const step = nextRandom(42)
    expect(step.value).toBe(0.6011037519201636)
    expect(nextRandom(step.state).value).toBe(0.44829055899754167)
  })

  it('draws standard normal values (Box–Muller)', () => {
    const random = createRandom(2024)
    const draws = Array.from({ length: 20000 }, () => normalDraw(random))
    const mean = draws.reduce((a, b) => a + b, 0) / draws.length
    const variance = draws.reduce((a, b) => a + (b - mean) ** 2, 0) / draws.length
    expect(Math.abs(mean)).toBeLessThan(0.03)
    expect(Math.abs(variance - 1)).toBeLessThan(0.04)
    // 2.5 % below −1.96 and above 1.96
    const low = draws.filter((x) => x < -1.96).length / draws.length
    const high = draws.filter((x) => x > 1.96).length / draws.length
    expect(Math.abs(low - 0.025)).toBeLessThan(0.005)
    expect(Math.abs(high - 0.025)).toBeLessThan(0.005)
  })
})

describe('solving the M-step’s linear systems', () => {
  it('needs a row swap and still solves exactly; a singular matrix gives no step', () => {
    // x = (1, 2, 3): the first pivot is 0, so a row must be swapped.
    const x = solve(
      [
        [0, 1, 2],
        [1, 0, 3],
        [4, -3, 8],
      ],
      [8, 10, 22],
    )
    expect(x.map((v) => Number(v.toFixed(12)))).toEqual([1, 2, 3])
    expect(
      solve(
        [
          [2, -1],
          [-1, 2],
        ],
        [1, 1],
      ).map((v) => Number(v.toFixed(12))),
    ).toEqual([1, 1])
    // Already upper triangular: the row below has a 0 in the pivot column and must not be chosen.
    expect(
      solve(
        [
          [1, 2],
          [0, 1],
        ],
        [5, 2],
      ).map((v) => Number(v.toFixed(12))),
    ).toEqual([1, 2])
    expect(
      solve(
        [
          [1, 2],
          [2, 4],
        ],
        [1, 2],
      ),
    ).toEqual([0, 0])
  })
})

const answered = 1000 // LSAT section 6's examinees

describe('calibration options and edges', () => {
  it('with no priors argument calibrates the items answered; SEs are the data’s, not a prior’s', () => {
    const result = calibrate(lsat)
    expect(result.items.map((item) => item.itemId)).toEqual([
      'Item 1',
      'Item 2',
      'Item 3',
      'Item 4',
      'Item 5',
    ])
    expect(result.converged).toBe(true)
    expect(result.iterations).toBeGreaterThan(2)
    for (const item of result.items) {
      expect(item.responses).toBe(answered)
      expect(item.se[0]).toBeGreaterThan(0.03)
      expect(item.se[0]).toBeLessThan(0.3)
    }
  })

  it('stops at maxIterations and says it did not converge', () => {
    const once = calibrate(lsat, [], { maxIterations: 1 })
    expect(once.iterations).toBe(1)
    expect(once.converged).toBe(false)
  })

  it('counts an item calibrated from exactly minResponses responses', () => {
    expect(calibrate(lsat, [], { minResponses: answered }).items[0]!.status).toBe('calibrated')
    expect(calibrate(lsat, [], { minResponses: answered + 1 }).items[0]!.status).toBe('provisional')
  })

  it('refuses a negative or fractional score, naming the item', () => {
    const bad = (score: number) => [{ answers: [{ itemId: 'q7', score }] }]
    expect(() => calibrate(bad(-1))).toThrow('bad score for q7')
    expect(() => calibrate(bad(1.5))).toThrow(RangeError)
  })

  it('with nobody to learn from, keeps N(0, 1) even when asked to estimate the population', () => {
    const result = calibrate([], [{ itemId: 'q', difficulty: 0.5 }], { estimatePopulation: true })
    expect(result.population).toEqual({ mean: 0, sd: 1 })
    expect(result.items[0]).toMatchObject({ itemId: 'q', steps: [0.5], responses: 0 })
  })

  it('estimates the population to convergence even when every item is an anchor', () => {
    const anchors = [-1.2, -0.6, -0.2, 0.2, 0.6, 1.2]
    const random = createRandom(53)
    const answer = simulatedAnswer(random)
    const people = byPattern(
      Array.from({ length: 3000 }, () => {
        const theta = 1 + 0.8 * normalDraw(random)
        return { answers: anchors.map((b, j) => ({ itemId: `a${j}`, score: answer(theta, [b]) })) }
      }),
    )
    const priors = anchors.map((b, j) => ({ itemId: `a${j}`, difficulty: b, fixed: true }))
    const result = calibrate(people, priors, { estimatePopulation: true })
    expect(result.converged).toBe(true)
    expect(result.iterations).toBeGreaterThan(5)
    expect(Math.abs(result.population.mean - 1)).toBeLessThan(0.08)
    expect(Math.abs(result.population.sd - 0.8)).toBeLessThan(0.08)
  })

  it('pulls a sparsely answered item to its prior by the prior’s strength', () => {
    // Eight students, five of them right: the data alone says about ln(5/3) below ability 0.
    const few: TCalibrationPerson[] = [
      { answers: [{ itemId: 'new', score: 1 }], weight: 5 },
      { answers: [{ itemId: 'new', score: 0 }], weight: 3 },
    ]
    const strong = calibrate(few, [{ itemId: 'new', difficulty: -1, sd: 0.1 }]).items[0]!
    expect(Math.abs(strong.steps[0]! + 1)).toBeLessThan(0.05)
    expect(strong.se[0]).toBeLessThan(0.1)
    const weak = calibrate(few, [{ itemId: 'new', difficulty: -1, sd: 100 }]).items[0]!
    expect(weak.steps[0]!).toBeGreaterThan(-0.8)
    expect(weak.steps[0]!).toBeLessThan(0)
  })

  it('stays finite for students with 150 answers each (a log posterior spread of hundreds)', () => {
    const items = Array.from({ length: 150 }, (_, i) => `i${i}`)
    const people = [0, 1].map((parity) => ({
      answers: items.map((itemId, i) => ({ itemId, score: (i + parity) % 2 })),
    }))
    const result = calibrate(people, [], { maxIterations: 50 })
    expect(Number.isFinite(result.logLikelihood)).toBe(true)
    for (const item of result.items) expect(Number.isFinite(item.steps[0]!)).toBe(true)
  })
})
