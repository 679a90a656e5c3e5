import { describe, expect, it } from 'vitest'

// Every item module loads (issue 18). Imported inside the test, never at the top of this file: a
// mutant that makes a module throw while loading (a zod union with an option that lost its
// discriminator) then fails this test, where a file that cannot be imported has no failing test
// and Stryker would count the mutant as survived.
describe('every module loads (a module that throws while loading fails this test)', () => {
  it('items, responses and scoring load, and each example parses, projects and scores', async () => {
    const item = await import('./item')
    const bodies = await import('./bodies')
    const responses = await import('./responses')
    const record = await import('./record')
    const caseStudy = await import('./case-study')
    const common = await import('./common')
    const scoring = await import('../domain/ngn-scoring/score-item')
    const examples = await import('./examples')
    expect(bodies.ITEM_TYPES).toHaveLength(16)
    for (const ex of Object.values(examples.EXAMPLE_ITEMS)) {
      expect(item.ZAuthoredItem.parse(ex)).toEqual(ex)
      expect(item.ZPublicItem.parse(item.toPublicItem(ex)).type).toBe(ex.type)
      expect(scoring.maxPoints(ex)).toBeGreaterThan(0)
    }
    expect(responses.ZResponse.parse({ type: 'mcq', selected: ['o1'] })).toEqual({
      type: 'mcq',
      selected: ['o1'],
    })
    expect(record.ZClientRecord.parse(examples.EXAMPLE_CASE_STUDY.record)).toEqual(
      examples.EXAMPLE_CASE_STUDY.record,
    )
    expect(caseStudy.ZCaseStudy.parse(examples.EXAMPLE_CASE_STUDY).steps).toHaveLength(6)
    expect(common.CJ_STEPS).toHaveLength(6)
  })
})
