import { describe, expect, it } from 'vitest'
import { estimateAbility, expectedAPosteriori, maximumLikelihood, normalCdf } from './ability'
import { fullCreditDifficulty, rasch } from './model'
import { normalQuadrature } from './quadrature'

// Expected values are worked by hand (closed forms noted) or, where no closed form exists, by an
// independent method: SciPy's brentq root finder on the score equation and adaptive quadrature
// (scipy.integrate.quad) of the posterior, not by this code.
const right = (b: number) => ({ steps: [b], score: 1 })
const wrong = (b: number) => ({ steps: [b], score: 0 })

describe('the Rasch model', () => {
  it('gives 1/(1+e^-(θ−b))', () => {
    expect(rasch(0, 0)).toBe(0.5)
    expect(rasch(1, 0)).toBeCloseTo(0.7310585786, 10)
    expect(rasch(0, 1)).toBeCloseTo(1 - 0.7310585786, 10)
  })
})

describe('maximum likelihood ability and its standard error', () => {
  it('one right and one wrong at b = 0: θ = 0, SE = 1/√(2·¼) = √2', () => {
    const estimate = estimateAbility([right(0), wrong(0)])
    expect(estimate.method).toBe('mle')
    expect(estimate.theta).toBeCloseTo(0, 8)
    expect(estimate.se).toBeCloseTo(Math.SQRT2, 8)
  })

  it('3 of 4 right at b = 0.5: P = ¾ so θ = 0.5 + ln 3, SE = 1/√(4·¾·¼)', () => {
    const estimate = estimateAbility([right(0.5), right(0.5), right(0.5), wrong(0.5)])
    expect(estimate.theta).toBeCloseTo(1.5986122887, 8)
    expect(estimate.se).toBeCloseTo(1.1547005384, 8)
  })

  it('b = −1, 0, 1 answered right, right, wrong (SciPy: θ = 0.802934, SE = 1.309982)', () => {
    const estimate = estimateAbility([right(-1), right(0), wrong(1)])
    expect(estimate.theta).toBeCloseTo(0.8029343811, 7)
    expect(estimate.se).toBeCloseTo(1.3099815827, 7)
  })

  it('59 of 60 right at b = 0 needs the step limit from θ = 0: θ = ln 59, SE = 1/√(59/60)', () => {
    const responses = [...Array.from({ length: 59 }, () => right(0)), wrong(0)]
    const estimate = maximumLikelihood(responses, 0)
    expect(estimate.theta).toBeCloseTo(4.0775374439, 8)
    expect(estimate.se).toBeCloseTo(1.0084389682, 8)
  })

  it('a partial-credit item with steps −0.5, 0.5 scored 1 of 2: θ = 0, information 2/(2+e^½)', () => {
    const estimate = estimateAbility([{ steps: [-0.5, 0.5], score: 1 }])
    expect(estimate.method).toBe('mle')
    expect(estimate.theta).toBeCloseTo(0, 8)
    expect(estimate.se).toBeCloseTo(1.3506889484, 8)
  })

  it('a 3-step item scored 2 with a right/wrong item b = 0.3 wrong (SciPy: 0.358769, 1.029038)', () => {
    const estimate = estimateAbility([{ steps: [-1, 0.5, 1.5], score: 2 }, wrong(0.3)])
    expect(estimate.theta).toBeCloseTo(0.3587693862, 7)
    expect(estimate.se).toBeCloseTo(1.029038304, 7)
  })
})

describe('the EAP fallback while every answer is right or every answer wrong', () => {
  it('with no answers returns the prior', () => {
    expect(estimateAbility([], { prior: { mean: 0.2, sd: 1.5 } })).toEqual({
      theta: 0.2,
      se: 1.5,
      method: 'eap',
    })
  })

  it('one right answer at b = 0, prior N(0, 1) (quad: mean 0.413242, SD 0.910621)', () => {
    const estimate = estimateAbility([right(0)])
    expect(estimate.method).toBe('eap')
    expect(estimate.theta).toBeCloseTo(0.4132419283, 6)
    expect(estimate.se).toBeCloseTo(0.9106212762, 6)
  })

  it('three wrong answers at b = −1, 0, 1 (quad: mean −0.959253, SD 0.811736)', () => {
    const estimate = estimateAbility([wrong(-1), wrong(0), wrong(1)])
    expect(estimate.method).toBe('eap')
    expect(estimate.theta).toBeCloseTo(-0.9592525142, 6)
    expect(estimate.se).toBeCloseTo(0.8117364317, 6)
  })

  it('stays finite when the likelihood is tiny at every node (1,000 wrong answers at b = −20)', () => {
    // Every node's log posterior is below −5,000: exp() of it underflows to 0 unless the largest
    // is taken out first, and taking out any other node's overflows.
    const estimate = expectedAPosteriori(Array.from({ length: 1000 }, () => wrong(-20)))
    expect(Number.isFinite(estimate.theta)).toBe(true)
    expect(estimate.theta).toBeLessThan(-12)
    expect(Number.isFinite(estimate.se)).toBe(true)
  })

  it('a shifted prior moves the estimate by its mean when there is no data', () => {
    expect(expectedAPosteriori([], { mean: -0.18, sd: 1 }).theta).toBeCloseTo(-0.18, 10)
  })
})

describe('helpers', () => {
  it('Gauss–Hermite weights integrate 1, θ² and θ⁴ under N(0, 1) exactly', () => {
    for (const size of [21, 41, 61]) {
      const { nodes, weights } = normalQuadrature(size)
      let m0 = 0
      let m2 = 0
      let m4 = 0
      nodes.forEach((x, i) => {
        m0 += weights[i]!
        m2 += weights[i]! * x * x
        m4 += weights[i]! * x ** 4
      })
      expect(m0).toBeCloseTo(1, 12)
      expect(m2).toBeCloseTo(1, 10)
      expect(m4).toBeCloseTo(3, 9)
    }
  })

  it('normal CDF', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6)
    expect(normalCdf(1.96)).toBeCloseTo(0.9750021049, 6)
    expect(normalCdf(-1)).toBeCloseTo(0.1586552539, 6)
  })

  it('full-credit difficulty of steps −0.5, 0.5 solves e^{2θ} = 1 + e^{θ+½}: ln((e^½ + √(e + 4))/2)', () => {
    expect(fullCreditDifficulty([-0.5, 0.5])).toBeCloseTo(0.7515778986, 8)
  })
})
