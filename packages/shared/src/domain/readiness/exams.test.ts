import { describe, expect, it } from 'vitest'
import { blueprintTargets, CLIENT_NEED_LABELS, clientNeedLabel, EXAM_CONFIGS } from './exams'

/**
 * The exams' constants as their test plans publish them (docs/readiness.md cites the sources),
 * written out: a figure changed here changes what the student is measured against.
 */
describe('exam configurations', () => {
  it('names the eight client-need categories as the test plans do', () => {
    expect(CLIENT_NEED_LABELS).toEqual({
      'management-of-care': 'Management of Care',
      'safety-and-infection-control': 'Safety and Infection Control',
      'health-promotion-and-maintenance': 'Health Promotion and Maintenance',
      'psychosocial-integrity': 'Psychosocial Integrity',
      'basic-care-and-comfort': 'Basic Care and Comfort',
      'pharmacological-and-parenteral-therapies': 'Pharmacological and Parenteral Therapies',
      'reduction-of-risk-potential': 'Reduction of Risk Potential',
      'physiological-adaptation': 'Physiological Adaptation',
    })
  })

  it('NCLEX-PN calls Management of Care "Coordinated Care"; the other exams do not rename it', () => {
    expect(clientNeedLabel(EXAM_CONFIGS['nclex-pn'], 'management-of-care')).toBe('Coordinated Care')
    expect(clientNeedLabel(EXAM_CONFIGS['nclex-pn'], 'psychosocial-integrity')).toBe(
      'Psychosocial Integrity',
    )
    expect(clientNeedLabel(EXAM_CONFIGS['nclex-rn'], 'management-of-care')).toBe(
      'Management of Care',
    )
    expect(clientNeedLabel(EXAM_CONFIGS['rex-pn'], 'management-of-care')).toBe('Management of Care')
  })

  const common = {
    confidenceZ: 1.96,
    timeoutWindow: 60,
    exposureTopK: 5,
    prior: { mean: 0, sd: 1 },
  }

  it('NCLEX-RN: 85–150 items, 15 pretest, 5 hours, partial credit, the April 2023 plan', () => {
    expect(EXAM_CONFIGS['nclex-rn']).toEqual({
      ...common,
      labels: {},
      exam: 'nclex-rn',
      name: 'NCLEX-RN',
      passingStandard: 0,
      minItems: 85,
      maxItems: 150,
      pretestItems: 15,
      timeLimitMinutes: 300,
      partialCredit: true,
      blueprint: {
        'management-of-care': { min: 15, max: 21 },
        'safety-and-infection-control': { min: 10, max: 16 },
        'health-promotion-and-maintenance': { min: 6, max: 12 },
        'psychosocial-integrity': { min: 6, max: 12 },
        'basic-care-and-comfort': { min: 6, max: 12 },
        'pharmacological-and-parenteral-therapies': { min: 13, max: 19 },
        'reduction-of-risk-potential': { min: 9, max: 15 },
        'physiological-adaptation': { min: 11, max: 17 },
      },
    })
  })

  it('NCLEX-PN: standard −0.18 logits, partial credit, the April 2023 plan', () => {
    expect(EXAM_CONFIGS['nclex-pn']).toEqual({
      ...common,
      labels: { 'management-of-care': 'Coordinated Care' },
      exam: 'nclex-pn',
      name: 'NCLEX-PN',
      passingStandard: -0.18,
      minItems: 85,
      maxItems: 150,
      pretestItems: 15,
      timeLimitMinutes: 300,
      partialCredit: true,
      blueprint: {
        'management-of-care': { min: 18, max: 24 },
        'safety-and-infection-control': { min: 10, max: 16 },
        'health-promotion-and-maintenance': { min: 6, max: 12 },
        'psychosocial-integrity': { min: 9, max: 15 },
        'basic-care-and-comfort': { min: 7, max: 13 },
        'pharmacological-and-parenteral-therapies': { min: 10, max: 16 },
        'reduction-of-risk-potential': { min: 9, max: 15 },
        'physiological-adaptation': { min: 7, max: 13 },
      },
    })
  })

  it('REx-PN: 90–150 items, 30 pretest, 4 hours, right/wrong only', () => {
    expect(EXAM_CONFIGS['rex-pn']).toEqual({
      ...common,
      labels: {},
      exam: 'rex-pn',
      name: 'REx-PN',
      passingStandard: -0.18,
      minItems: 90,
      maxItems: 150,
      pretestItems: 30,
      timeLimitMinutes: 240,
      partialCredit: false,
      blueprint: {
        'management-of-care': { min: 18, max: 24 },
        'safety-and-infection-control': { min: 9, max: 16 },
        'health-promotion-and-maintenance': { min: 6, max: 12 },
        'psychosocial-integrity': { min: 8, max: 14 },
        'basic-care-and-comfort': { min: 6, max: 12 },
        'pharmacological-and-parenteral-therapies': { min: 14, max: 20 },
        'reduction-of-risk-potential': { min: 8, max: 14 },
        'physiological-adaptation': { min: 11, max: 17 },
      },
    })
  })
})

describe('blueprint targets', () => {
  it('are the range midpoints over their sum (RN and PN: 100 %; REx-PN: 104.5 %, normalised)', () => {
    const rn = blueprintTargets(EXAM_CONFIGS['nclex-rn'].blueprint)
    expect(rn['management-of-care']).toBeCloseTo(0.18, 12)
    expect(rn['health-promotion-and-maintenance']).toBeCloseTo(0.09, 12)
    const pn = blueprintTargets(EXAM_CONFIGS['nclex-pn'].blueprint)
    expect(pn['management-of-care']).toBeCloseTo(0.21, 12)
    expect(pn['physiological-adaptation']).toBeCloseTo(0.1, 12)
    const rex = blueprintTargets(EXAM_CONFIGS['rex-pn'].blueprint)
    // (18 + 24) / 2 = 21 of 104.5; (9 + 16) / 2 = 12.5 of 104.5
    expect(rex['management-of-care']).toBeCloseTo(21 / 104.5, 12)
    expect(rex['safety-and-infection-control']).toBeCloseTo(12.5 / 104.5, 12)
  })

  it('are computed once per blueprint (the same object on the next call)', () => {
    const blueprint = EXAM_CONFIGS['nclex-pn'].blueprint
    expect(blueprintTargets(blueprint)).toBe(blueprintTargets(blueprint))
    const copy = { ...blueprint }
    expect(blueprintTargets(copy)).not.toBe(blueprintTargets(blueprint))
    expect(blueprintTargets(copy)).toEqual(blueprintTargets(blueprint))
  })
})
