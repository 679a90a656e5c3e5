import { describe, expect, it } from 'vitest'
import { EXAM_CONFIGS } from './exams'
import {
  BAND_THRESHOLDS,
  bandFor,
  categoryReport,
  fourConsecutiveHigh,
  probabilityAboveStandard,
} from './report'

const rn = EXAM_CONFIGS['nclex-rn']

describe('readiness bands from P(θ > standard)', () => {
  it('thresholds are 0.975, 0.80 and 0.20', () => {
    expect(BAND_THRESHOLDS).toEqual({ veryHigh: 0.975, high: 0.8, borderline: 0.2 })
  })

  it.each([
    [0.999, 'very-high'],
    [0.975, 'very-high'],
    [0.9749, 'high'],
    [0.8, 'high'],
    [0.7999, 'borderline'],
    [0.5, 'borderline'],
    [0.2, 'borderline'],
    [0.1999, 'low'],
    [0, 'low'],
  ] as const)('P = %s is %s', (probability, band) => {
    expect(bandFor(probability)).toBe(band)
  })

  it('uses the normal approximation Φ((θ − standard)/SE)', () => {
    expect(probabilityAboveStandard(0.49, 0.25, 0)).toBeCloseTo(0.9750021, 6) // z = 1.96
    expect(probabilityAboveStandard(-0.18, 0.3, -0.18)).toBeCloseTo(0.5, 6)
    expect(probabilityAboveStandard(-0.25, 0.25, 0)).toBeCloseTo(0.1586553, 6) // z = −1
  })

  it('four consecutive High or Very High, counting only the latest four', () => {
    expect(fourConsecutiveHigh(['high', 'very-high', 'high', 'high'])).toBe(true)
    expect(fourConsecutiveHigh(['low', 'high', 'very-high', 'high', 'high'])).toBe(true)
    expect(fourConsecutiveHigh(['high', 'high', 'borderline', 'high'])).toBe(false)
    expect(fourConsecutiveHigh(['high', 'high', 'high'])).toBe(false)
  })
})

describe('per-category report (Below / Near / Above)', () => {
  const item =
    (clientNeed: 'management-of-care' | 'pharmacological-and-parenteral-therapies') =>
    (b: number, score: number) => ({ clientNeed, steps: [b], score })

  it("compares the category-only estimate's 95 % interval with the standard", () => {
    const care = item('management-of-care')
    const drugs = item('pharmacological-and-parenteral-therapies')
    // 18 of 20 right at b = 0: θ = ln 9 = 2.197, SE = 1/√(20·0.9·0.1) = 0.745 → low end 0.737.
    const responses = [
      ...Array.from({ length: 18 }, () => care(0, 1)),
      care(0, 0),
      care(0, 0),
      // 2 of 20 right: θ = −2.197, high end −0.737.
      ...Array.from({ length: 18 }, () => drugs(0, 0)),
      drugs(0, 1),
      drugs(0, 1),
    ]
    const report = categoryReport(rn, responses)
    const byNeed = Object.fromEntries(report.map((row) => [row.clientNeed, row]))
    expect(byNeed['management-of-care']).toMatchObject({ items: 20, level: 'above' })
    expect(byNeed['management-of-care']!.theta).toBeCloseTo(Math.log(9), 6)
    expect(byNeed['management-of-care']!.se).toBeCloseTo(0.7453559925, 6)
    expect(byNeed['pharmacological-and-parenteral-therapies']).toMatchObject({ level: 'below' })
    expect(byNeed['psychosocial-integrity']).toMatchObject({ items: 0, level: 'near' })
    expect(report).toHaveLength(8)
  })

  it('is Near when the interval contains the standard', () => {
    const care = item('management-of-care')
    const report = categoryReport(rn, [care(0, 1), care(0, 0), care(0.5, 1), care(-0.5, 0)])
    expect(report.find((row) => row.clientNeed === 'management-of-care')?.level).toBe('near')
  })

  it("uses the exam's labels (NCLEX-PN: Coordinated Care)", () => {
    const report = categoryReport(EXAM_CONFIGS['nclex-pn'], [])
    expect(report[0]!.label).toBe('Coordinated Care')
  })
})
