import { describe, expect, it } from 'vitest'
import { EXAM_CONFIGS } from './exams'
import { checkStop, timeOutDecision } from './stop-rules'

const rn = EXAM_CONFIGS['nclex-rn']
const pn = EXAM_CONFIGS['nclex-pn']
// 1.96 × 0.25 = 0.49 exactly in binary floating point (a power-of-two scaling).
const se = 0.25

describe('95 % confidence rule', () => {
  it('does not apply before the minimum length (85 items, pretest included)', () => {
    expect(checkStop(rn, { administered: 84, theta: 3, se })).toBeNull()
  })

  it('passes at the minimum when θ − standard > 1.96·SE, fails when below by as much', () => {
    expect(checkStop(rn, { administered: 85, theta: 0.4901, se })).toEqual({
      reason: 'confidence',
      passed: true,
    })
    expect(checkStop(rn, { administered: 85, theta: -0.4901, se })).toEqual({
      reason: 'confidence',
      passed: false,
    })
  })

  it('continues when |θ − standard| equals 1.96·SE exactly', () => {
    expect(checkStop(rn, { administered: 100, theta: 0.49, se })).toBeNull()
    expect(checkStop(rn, { administered: 100, theta: -0.49, se })).toBeNull()
  })

  it("measures from the exam's own standard (NCLEX-PN −0.18)", () => {
    expect(checkStop(pn, { administered: 85, theta: 0.3, se })).toBeNull() // 0.48 above
    expect(checkStop(pn, { administered: 85, theta: 0.32, se })?.passed).toBe(true) // 0.50 above
    expect(checkStop(pn, { administered: 85, theta: -0.68, se })?.passed).toBe(false) // 0.50 below
  })
})

describe('maximum-length rule', () => {
  it('does not stop at 149 items when still uncertain', () => {
    expect(checkStop(rn, { administered: 149, theta: 0.1, se: 0.17 })).toBeNull()
  })

  it('at 150 items the final estimate decides: above the standard passes', () => {
    expect(checkStop(rn, { administered: 150, theta: 0.01, se: 0.17 })).toEqual({
      reason: 'max-length',
      passed: true,
    })
    expect(checkStop(rn, { administered: 150, theta: -0.01, se: 0.17 })).toEqual({
      reason: 'max-length',
      passed: false,
    })
  })

  it('an estimate exactly at the standard is not above it', () => {
    expect(checkStop(rn, { administered: 150, theta: 0, se: 0.17 })?.passed).toBe(false)
  })
})

describe('run-out-of-time rule', () => {
  const above = (n: number) => Array.from({ length: n }, () => 0.2)

  it('fails below the minimum length whatever the estimates', () => {
    expect(timeOutDecision(rn, 84, above(70))).toEqual({ reason: 'time', passed: false })
  })

  it('at the minimum passes only if each of the last 60 estimates is above the standard', () => {
    const estimates = [...Array.from({ length: 10 }, () => -1), ...above(60)]
    expect(timeOutDecision(rn, 85, estimates)).toEqual({ reason: 'time', passed: true })
  })

  it('fails when one of the last 60 is not above the standard', () => {
    const oldest = [-1, ...above(59)] // the 60th from the end is below
    expect(timeOutDecision(rn, 90, [...above(10), ...oldest]).passed).toBe(false)
    const atStandard = [...above(30), 0, ...above(29)]
    expect(timeOutDecision(rn, 90, atStandard).passed).toBe(false)
  })

  it('ignores the 61st estimate from the end', () => {
    expect(timeOutDecision(rn, 120, [-2, ...above(60)]).passed).toBe(true)
  })
})
