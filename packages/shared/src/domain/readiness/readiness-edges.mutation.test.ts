import { describe, expect, it } from 'vitest'
import { EXAM_CONFIGS } from './exams'
import { BAND_LABELS, categoryReport, probabilityAboveStandard } from './report'
import { timeOutDecision } from './stop-rules'

// The readiness report and the time-out rule at their edges (issue 18).
const rn = EXAM_CONFIGS['nclex-rn']

describe('the readiness report', () => {
  it('names the bands as the student reads them', () => {
    expect(BAND_LABELS).toEqual({
      'very-high': 'Very High',
      high: 'High',
      borderline: 'Borderline',
      low: 'Low',
    })
  })
  it('with no standard error the estimate alone decides: above is 1, at or below is 0', () => {
    expect(probabilityAboveStandard(0.5, 0, 0)).toBe(1)
    expect(probabilityAboveStandard(0, 0, 0)).toBe(0)
    expect(probabilityAboveStandard(-0.5, 0, 0)).toBe(0)
    expect(probabilityAboveStandard(0.5, Number.NaN, 0)).toBe(1)
    expect(probabilityAboveStandard(0, 1, 0)).toBeCloseTo(0.5, 6)
  })
  it('a category with no items is Near, whatever the prior says', () => {
    const high = { ...rn, prior: { mean: 5, sd: 0.1 } }
    const low = { ...rn, prior: { mean: -5, sd: 0.1 } }
    for (const config of [high, low])
      expect(new Set(categoryReport(config, []).map((c) => c.level))).toEqual(new Set(['near']))
    expect(categoryReport(high, []).map((c) => [c.items, c.theta, c.se])[0]).toEqual([0, 5, 0.1])
  })
})

describe('running out of time', () => {
  it('past the minimum with no scored estimate yet: not passed', () => {
    expect(timeOutDecision(rn, rn.minItems, [])).toEqual({ reason: 'time', passed: false })
    expect(timeOutDecision(rn, rn.minItems, [rn.passingStandard + 1])).toEqual({
      reason: 'time',
      passed: true,
    })
  })
})
