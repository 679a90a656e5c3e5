import { describe, expect, it } from 'vitest'
import { calibrate, groupResponses } from './calibration'
import { createRandom, normalDraw } from './random'
import { byPattern, LSAT6_FREQUENCIES, lsat, simulatedAnswer } from './test-bank'

describe('marginal maximum likelihood calibration', () => {
  it('reproduces ltm rasch(LSAT, constraint = cbind(6, 1)) on Bock and Lieberman’s LSAT data', () => {
    expect(LSAT6_FREQUENCIES.reduce((a, b) => a + b, 0)).toBe(1000)
    const result = calibrate(lsat, [])
    expect(result.converged).toBe(true)
    const published = [-2.872, -1.063, -0.258, -1.388, -2.219]
    result.items.forEach((item, i) => {
      expect(item.itemId).toBe(`Item ${i + 1}`)
      expect(Math.abs(item.steps[0]! - published[i]!)).toBeLessThan(0.01)
      expect(item.responses).toBe(1000)
      expect(item.status).toBe('calibrated')
    })
    expect(result.logLikelihood).toBeCloseTo(-2473.054, 2) // ltm's log.Lik
  })

  it('gives the same answer with 21 quadrature points (ltm’s default)', () => {
    const result = calibrate(lsat, [], { quadraturePoints: 21 })
    expect(result.items[2]!.steps[0]).toBeCloseTo(-0.258, 2)
  })

  const simulate = (people: number, items: { id: string; steps: number[] }[], seed: number) => {
    const random = createRandom(seed)
    const answer = simulatedAnswer(random)
    return Array.from({ length: people }, () => {
      const theta = normalDraw(random)
      return {
        answers: items.map((item) => ({ itemId: item.id, score: answer(theta, item.steps) })),
      }
    })
  }

  it('counts a weighted answer pattern as that many students', () => {
    const items = [-0.8, 0.1, 0.9].map((b, i) => ({ id: `w${i}`, steps: [b] }))
    items.push({ id: 'w-pcm', steps: [-0.4, 0.6] })
    const people = simulate(250, items, 17)
    const weighted = byPattern(people)
    expect(weighted.length).toBeLessThan(30)
    const one = calibrate(people, [])
    const other = calibrate(weighted, [])
    expect(other.iterations).toBe(one.iterations)
    expect(other.logLikelihood).toBeCloseTo(one.logLikelihood, 6)
    other.items.forEach((item, i) => {
      expect(item.responses).toBe(250)
      item.steps.forEach((step, j) => {
        expect(step).toBeCloseTo(one.items[i]!.steps[j]!, 8)
      })
      item.se.forEach((se, j) => {
        expect(se).toBeCloseTo(one.items[i]!.se[j]!, 8)
      })
    })
  })

  it('recovers Rasch and partial-credit difficulties from simulated data', () => {
    const items = [
      ...[-1.5, -0.5, 0, 0.7, 1.4].map((b, i) => ({ id: `r${i}`, steps: [b] })),
      { id: 'pcm', steps: [-1, 0.2, 1.1] },
    ]
    const result = calibrate(byPattern(simulate(3000, items, 31)), [])
    for (const item of items) {
      const found = result.items.find((row) => row.itemId === item.id)!
      found.steps.forEach((step, j) => {
        expect(Math.abs(step - item.steps[j]!)).toBeLessThan(3.5 * found.se[j]!)
        expect(Math.abs(step - item.steps[j]!)).toBeLessThan(0.2)
      })
    }
  })

  it('reports standard errors close below those of the observed information, for right/wrong and partial-credit steps', () => {
    // The reference, computed here without the calibration's code: the marginal log-likelihood
    // of the data (its own partial-credit formula, a 0.1-logit grid over N(0, 1)), its Hessian in
    // all 8 steps by central differences, inverted by Gauss–Jordan. The calibration reports the
    // complete-data information, which ignores the uncertainty about each student's ability, so
    // its standard errors must be a little smaller (6–9 % here), never larger. Summing a row of
    // the inverse instead of taking its diagonal (calibration.ts's `standardErrors` with the unit
    // vector all ones) made the partial-credit item's first step 20 % smaller.
    const items = [
      ...[-1.5, -0.5, 0, 0.7, 1.4].map((b, i) => ({ id: `r${i}`, steps: [b] })),
      { id: 'pcm', steps: [-1, 0.2, 1.1] },
    ]
    const data = byPattern(simulate(3000, items, 31))
    const found = items.map((item) => calibrate(data, []).items.find((r) => r.itemId === item.id)!)
    const probabilities = (theta: number, steps: readonly number[]) => {
      const exps = [1]
      for (const step of steps) exps.push(exps[exps.length - 1]! * Math.exp(theta - step))
      const sum = exps.reduce((a, b) => a + b, 0)
      return exps.map((e) => e / sum)
    }
    const grid = Array.from({ length: 121 }, (_, i) => -6 + i / 10)
    const density = grid.map((theta) => Math.exp((-theta * theta) / 2))
    const mass = density.reduce((a, b) => a + b, 0)
    const logLikelihood = (flat: number[]) => {
      const steps = [[0], [1], [2], [3], [4], [5, 6, 7]].map((at) => at.map((k) => flat[k]!))
      const tables = steps.map((itemSteps) => grid.map((theta) => probabilities(theta, itemSteps)))
      let total = 0
      for (const person of data) {
        let likelihood = 0
        grid.forEach((_, q) => {
          let product = density[q]! / mass
          person.answers.forEach((answer, i) => {
            product *= tables[i]![q]![answer.score]!
          })
          likelihood += product
        })
        total += person.weight! * Math.log(likelihood)
      }
      return total
    }
    const estimate = found.flatMap((item) => item.steps)
    const h = 1e-3
    const n = estimate.length
    const information = Array.from({ length: n }, () => new Array<number>(n).fill(0))
    for (let i = 0; i < n; i++) {
      for (let j = i; j < n; j++) {
        const at = (di: number, dj: number) => {
          const moved = [...estimate]
          moved[i]! += di
          moved[j]! += dj
          return logLikelihood(moved)
        }
        const second = (at(h, h) - at(h, -h) - at(-h, h) + at(-h, -h)) / (4 * h * h)
        information[i]![j] = -second
        information[j]![i] = -second
      }
    }
    const augmented = information.map((row, i) => [...row, ...row.map((_, j) => (i === j ? 1 : 0))])
    for (let c = 0; c < n; c++) {
      const pivot = augmented[c]![c]!
      for (let k = 0; k < 2 * n; k++) augmented[c]![k]! /= pivot
      for (let r = 0; r < n; r++) {
        if (r === c) continue
        const factor = augmented[r]![c]!
        for (let k = 0; k < 2 * n; k++) augmented[r]![k]! -= factor * augmented[c]![k]!
      }
    }
    const observed = augmented.map((row, i) => Math.sqrt(row[n + i]!))
    const reported = found.flatMap((item) => item.se)
    expect(reported).toHaveLength(8)
    reported.forEach((se, i) => {
      expect(se / observed[i]!).toBeGreaterThan(0.88)
      expect(se / observed[i]!).toBeLessThan(1)
    })
    // The partial-credit item's steps, written out (observed information: 0.057, 0.053, 0.063).
    expect(found[5]!.se.map((se) => Number(se.toFixed(3)))).toEqual([0.053, 0.05, 0.059])
  })

  it('keeps a sparsely answered item near its author-given prior, and lets data rule with many', () => {
    const anchors = [-1, -0.3, 0.3, 1].map((b, i) => ({ id: `a${i}`, steps: [b] }))
    const target = { id: 'new', steps: [1.5] }
    const many = simulate(2000, [...anchors, target], 41)
    // Only the first 8 people answered the new item (CAT data: others simply lack it).
    const few = many.map((person, i) =>
      i < 8 ? person : { answers: person.answers.filter((a) => a.itemId !== 'new') },
    )
    const prior = [{ itemId: 'new', difficulty: 0 }]
    const sparse = calibrate(byPattern(few), prior).items.find((row) => row.itemId === 'new')!
    const rich = calibrate(byPattern(many), prior).items.find((row) => row.itemId === 'new')!
    expect(sparse.responses).toBe(8)
    expect(sparse.status).toBe('provisional')
    expect(Math.abs(sparse.steps[0]!)).toBeLessThan(0.6)
    expect(rich.status).toBe('calibrated')
    expect(Math.abs(rich.steps[0]! - 1.5)).toBeLessThan(0.2)
  })

  it('anchors hold the scale: with fixed items and an estimated population, a class abler than N(0, 1) does not shift new items', () => {
    const anchors = [-1.2, -0.6, -0.2, 0.2, 0.6, 1.2].map((b, i) => ({ id: `a${i}`, steps: [b] }))
    const fresh = { id: 'new', steps: [0.5] }
    const random = createRandom(53)
    const answer = simulatedAnswer(random)
    // The students are on average one logit above the scale's zero (SD 0.8).
    const people = byPattern(
      Array.from({ length: 3000 }, () => {
        const theta = 1 + 0.8 * normalDraw(random)
        return {
          answers: [...anchors, fresh].map((item) => ({
            itemId: item.id,
            score: answer(theta, item.steps),
          })),
        }
      }),
    )
    const priors = [
      ...anchors.map((item) => ({ itemId: item.id, difficulty: item.steps[0]!, fixed: true })),
      { itemId: 'new', difficulty: 0 },
    ]
    const anchored = calibrate(people, priors, { estimatePopulation: true })
    expect(anchored.converged).toBe(true)
    for (const item of anchors) {
      expect(anchored.items.find((row) => row.itemId === item.id)!.steps).toEqual(item.steps)
    }
    expect(Math.abs(anchored.population.mean - 1)).toBeLessThan(0.1)
    expect(Math.abs(anchored.population.sd - 0.8)).toBeLessThan(0.1)
    const found = anchored.items.find((row) => row.itemId === 'new')!
    expect(Math.abs(found.steps[0]! - 0.5)).toBeLessThan(0.15)
    // Without anchors, N(0, 1) takes the class as the zero: every difficulty slides about 1 logit.
    const drifting = calibrate(people, []).items.find((row) => row.itemId === 'new')!
    expect(drifting.steps[0]!).toBeLessThan(-0.3)
    expect(calibrate(people, []).population).toEqual({ mean: 0, sd: 1 })
  })

  it('an item with a prior and no responses keeps its prior', () => {
    const result = calibrate(lsat, [{ itemId: 'unseen', difficulty: 0.4, maxScore: 3 }])
    const unseen = result.items.find((row) => row.itemId === 'unseen')!
    expect(unseen).toMatchObject({ steps: [0.4, 0.4, 0.4], responses: 0, status: 'provisional' })
    expect(unseen.se).toEqual([0.5, 0.5, 0.5])
  })

  it('groups flat answer rows by student (the shape a job reads from the database)', () => {
    const rows = [
      { personId: 'ann', itemId: 'a', score: 1 },
      { personId: 'bob', itemId: 'a', score: 0 },
      { personId: 'ann', itemId: 'b', score: 2 },
    ]
    expect(groupResponses(rows)).toEqual([
      {
        answers: [
          { itemId: 'a', score: 1 },
          { itemId: 'b', score: 2 },
        ],
      },
      { answers: [{ itemId: 'a', score: 0 }] },
    ])
  })
})
