import { ZItem, ZPublicItem } from '@nurseready/shared/items/item'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paperItems, papers, questions } from '../src/db/schema/index'
import { itemOf } from '../src/modules/question-bank/index'
import { createTestContext, signupAndLogin, type TestContext } from './helper'
import {
  type Auth,
  answerQuestion,
  createPaper,
  get,
  PROBLEM,
  paperHolding,
  paperItemsOf,
  paperRow,
  problemBody,
  subjectIds,
} from './question-bank-helper'

/*
 * Next Generation items through the API (issue 12): points per NGN rule, refusals, the key kept
 * back until the answer, case studies in six consecutive positions. Expected points are worked
 * out by hand from the seed content (apps/api/src/seed/data/ngn) and written out.
 */

let ctx: TestContext
let subject: Record<string, string>
beforeAll(async () => {
  ctx = await createTestContext()
  subject = await subjectIds(ctx)
})
afterAll(() => ctx.close())

async function student(): Promise<Auth> {
  return (await signupAndLogin(ctx)).auth
}

/** A tutor (or timed) Next Gen Pharmacology paper holding the seeded items `items`, each worth its marks. */
const paperWith = (auth: Auth, items: [key: string, marks: number][], mode = 'tutor') =>
  paperHolding(ctx, auth, subject.Pharmacology!, items, mode)

const answer = (auth: Auth, code: string, position: number, body: unknown) =>
  answerQuestion(ctx, auth, code, position, body)

describe('scoring each type on the server (tutor mode shows the score at once)', () => {
  it('select all that apply in a trend item: all 4 keyed plus 2 wrong scores 2 / 4 (+/−)', async () => {
    const auth = await student()
    const code = await paperWith(auth, [['ngn-trend-01', 4]])
    const res = await answer(auth, code, 1, {
      type: 'trend',
      response: { type: 'multi', selected: ['o1', 'o5', 'o4', 'o6', 'o2', 'o7'] },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().result).toMatchObject({
      type: 'trend',
      correct: false,
      marks: 4,
      marksAwarded: 2,
      score: {
        rule: 'plus-minus',
        points: 2,
        max: 4,
        correct: false,
        parts: [
          { id: 'o1', earned: 1 },
          { id: 'o2', earned: -1 },
          { id: 'o3', earned: 0 },
          { id: 'o4', earned: 1 },
          { id: 'o5', earned: 1 },
          { id: 'o6', earned: 1 },
          { id: 'o7', earned: -1 },
        ],
      },
    })
    // The exhibit (vital signs over time) is part of the item itself.
    expect(res.json().result.item.exhibit.tabs.length).toBeGreaterThan(0)
    expect(res.json().result.case).toBeNull()
  })

  it('bow-tie: condition right, one of two actions, one of two parameters scores 3 / 5 (0/1 per zone)', async () => {
    const auth = await student()
    const code = await paperWith(auth, [['ngn-bowtie-01', 5]])
    const res = await answer(auth, code, 1, {
      type: 'bowtie',
      condition: ['c1'],
      actions: ['a1', 'a5'],
      parameters: ['p3'],
    })
    expect(res.statusCode, res.body).toBe(200)
    const { score, marksAwarded, correct } = res.json().result
    expect({ marksAwarded, correct }).toEqual({ marksAwarded: 3, correct: false })
    expect(score).toMatchObject({ rule: 'zero-one', points: 3, max: 5 })
    expect(score.parts.filter((p: { earned: number }) => p.earned !== 0)).toEqual([
      { id: 'c1', earned: 1 },
      { id: 'a5', earned: 1 },
      { id: 'p3', earned: 1 },
    ])
    expect(score.parts.find((p: { id: string }) => p.id === 'a1')).toEqual({ id: 'a1', earned: 0 })
  })

  it('matrix multiple response: +/− floored per row scores 2 / 6', async () => {
    const auth = await student()
    const code = await paperWith(auth, [['ngn-matrix-mr-01', 6]])
    const res = await answer(auth, code, 1, {
      type: 'matrix-mr',
      cells: [
        { row: 'r1', column: 'c1' },
        { row: 'r1', column: 'c2' },
        { row: 'r2', column: 'c2' },
        { row: 'r2', column: 'c3' },
        { row: 'r3', column: 'c1' },
        { row: 'r3', column: 'c3' },
        { row: 'r4', column: 'c2' },
      ],
    })
    expect(res.statusCode, res.body).toBe(200)
    const { score, marksAwarded } = res.json().result
    expect(marksAwarded).toBe(2)
    expect(score).toMatchObject({ rule: 'plus-minus', points: 2, max: 6, correct: false })
    expect(score.parts.filter((p: { earned: number }) => p.earned !== 0)).toEqual([
      { id: 'r1:c1', earned: 1 },
      { id: 'r1:c2', earned: -1 },
      { id: 'r2:c2', earned: 1 },
      { id: 'r2:c3', earned: 1 },
      { id: 'r3:c1', earned: 1 },
      { id: 'r3:c3', earned: -1 },
      { id: 'r4:c2', earned: -1 },
    ])
  })

  it('drop-down rationale: a dyad with its first part right and its second wrong scores 0; the other link 1 (1 / 2)', async () => {
    const auth = await student()
    const code = await paperWith(auth, [
      ['ngn-dropdown-rationale-01', 2],
      ['ngn-dropdown-rationale-01', 2],
    ])
    const partly = await answer(auth, code, 1, {
      type: 'dropdown-rationale',
      choices: [
        { slot: 's1', option: 'a' },
        { slot: 's2', option: 'b' },
        { slot: 's3', option: 'c' },
      ],
    })
    expect(partly.statusCode, partly.body).toBe(200)
    expect(partly.json().result).toMatchObject({
      marksAwarded: 1,
      score: {
        rule: 'rationale',
        points: 1,
        max: 2,
        parts: [
          { id: 'l1', earned: 0 },
          { id: 'l2', earned: 1 },
        ],
      },
    })
    const right = await answer(auth, code, 2, {
      type: 'dropdown-rationale',
      choices: [
        { slot: 's1', option: 'a' },
        { slot: 's2', option: 'c' },
        { slot: 's3', option: 'c' },
      ],
    })
    expect(right.json().result).toMatchObject({
      correct: true,
      marksAwarded: 2,
      score: { points: 2, max: 2, correct: true },
    })
  })

  it('select N: one of the two keyed options scores 1 / 2 (0/1)', async () => {
    const auth = await student()
    const code = await paperWith(auth, [['ngn-select-n-01', 2]])
    const res = await answer(auth, code, 1, { type: 'select-n', selected: ['o6', 'o1'] })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().result.score).toMatchObject({ rule: 'zero-one', points: 1, max: 2 })
    expect(res.json().result.marksAwarded).toBe(1)
  })

  it('highlight in text: 3 keyed and 2 unkeyed phrases scores 1 / 5 (+/−)', async () => {
    const auth = await student()
    const code = await paperWith(auth, [['ngn-highlight-text-01', 5]])
    const res = await answer(auth, code, 1, {
      type: 'highlight-text',
      selected: ['h1', 'h2', 'h3', 'h7', 'h8'],
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().result.score).toEqual({
      rule: 'plus-minus',
      points: 1,
      max: 5,
      correct: false,
      parts: [
        { id: 'h1', earned: 1 },
        { id: 'h2', earned: 1 },
        { id: 'h3', earned: 1 },
        { id: 'h4', earned: 0 },
        { id: 'h5', earned: 0 },
        { id: 'h6', earned: 0 },
        { id: 'h7', earned: -1 },
        { id: 'h8', earned: -1 },
      ],
    })
  })

  it('a legacy Next Gen select-all (pharmacology-13) now earns +/− partial credit: 1 / 3', async () => {
    const auth = await student()
    const code = await paperWith(auth, [['pharmacology-13', 3]])
    const before = (await get(ctx, auth, `/api/papers/${code}/questions/1`)).json()
    expect(before).toMatchObject({ type: 'multi', item: { type: 'multi' }, marks: 3 })
    expect(before.item.options.map((o: { id: string }) => o.id)).toEqual([
      'o1',
      'o2',
      'o3',
      'o4',
      'o5',
    ])
    // The legacy answer (option texts) is still accepted.
    const res = await answer(auth, code, 1, {
      type: 'multi',
      choices: ['Muscle weakness', 'Leg cramps', 'Tall, peaked T waves on the ECG'],
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().result).toMatchObject({
      correct: false,
      marksAwarded: 1,
      response: { type: 'multi', selected: ['o1', 'o2', 'o4'] },
      key: { type: 'multi', answers: ['Muscle weakness', 'Leg cramps', 'U waves on the ECG'] },
      score: {
        rule: 'plus-minus',
        points: 1,
        max: 3,
        parts: [
          { id: 'o1', earned: 1 },
          { id: 'o2', earned: 1 },
          { id: 'o3', earned: 0 },
          { id: 'o4', earned: -1 },
          { id: 'o5', earned: 0 },
        ],
      },
    })
  })
})

describe('Traditional items keep all-or-nothing', () => {
  it('pharmacology-09 (2 marks): a partial answer earns 0, the full key 2', async () => {
    const auth = await student()
    const { code } = await createPaper(ctx, auth, {
      style: 'traditional',
      mode: 'tutor',
      subjectId: subject.Pharmacology!,
      count: 1,
    })
    // Point the one question at pharmacology-09 (worth its 2 marks, as a new paper gives it).
    const [q] = await ctx.database.db
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.key, 'pharmacology-09'))
    const paper = await paperRow(ctx, code)
    await ctx.database.db
      .update(paperItems)
      .set({ questionId: q!.id, marksPossible: 2 })
      .where(eq(paperItems.paperId, paper.id))
    await ctx.database.db.update(papers).set({ marksPossible: 2 }).where(eq(papers.id, paper.id))
    const res = await answer(auth, code, 1, {
      type: 'multi',
      choices: ['Apical pulse of 52/min', 'Nausea and loss of appetite'],
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().result).toMatchObject({
      correct: false,
      marks: 2,
      marksAwarded: 0,
      score: { rule: 'all-or-nothing', points: 0, max: 2 },
    })
    expect(await paperRow(ctx, code)).toMatchObject({ marksScored: 0, marksPossible: 2 })

    const auth2 = await student()
    const other = await createPaper(ctx, auth2, {
      style: 'traditional',
      mode: 'tutor',
      subjectId: subject.Pharmacology!,
      count: 1,
    })
    const paper2 = await paperRow(ctx, other.code)
    await ctx.database.db
      .update(paperItems)
      .set({ questionId: q!.id, marksPossible: 2 })
      .where(eq(paperItems.paperId, paper2.id))
    await ctx.database.db.update(papers).set({ marksPossible: 2 }).where(eq(papers.id, paper2.id))
    const full = await answer(auth2, other.code, 1, {
      type: 'multi',
      choices: [
        'Apical pulse of 52/min',
        'Yellow or green halos around objects',
        'Nausea and loss of appetite',
      ],
    })
    expect(full.json().result).toMatchObject({
      correct: true,
      marksAwarded: 2,
      score: { rule: 'all-or-nothing', points: 2, max: 2, correct: true },
    })
    expect(await paperRow(ctx, other.code)).toMatchObject({
      marksScored: 2,
      marksPossible: 2,
      status: 'completed',
    })
  })
})

describe('refused responses (400): nothing saved, never counted', () => {
  it('unknown ids, repeated ids, more than N, another type', async () => {
    const auth = await student()
    const code = await paperWith(auth, [
      ['ngn-select-n-01', 2],
      ['ngn-bowtie-01', 5],
    ])
    const cases: [unknown, string][] = [
      [{ type: 'select-n', selected: ['o6', 'o9'] }, 'Unknown options: o9'],
      [{ type: 'select-n', selected: ['o6', 'o6'] }, 'options given twice: o6'],
      [
        { type: 'select-n', selected: ['o6', 'o2', 'o1'] },
        'Choose no more than 2 options: o6, o2, o1',
      ],
      [{ type: 'multi', selected: ['o6'] }, 'The answer does not match the question type.'],
    ]
    for (const [body, detail] of cases) {
      const res = await answer(auth, code, 1, body)
      expect(res.statusCode).toBe(400)
      expect(res.headers['content-type']).toContain(PROBLEM)
      expect(res.json()).toEqual(problemBody(400, detail))
    }
    const bowtie = await answer(auth, code, 2, {
      type: 'bowtie',
      condition: ['c1', 'c2'],
      actions: [],
      parameters: [],
    })
    expect(bowtie.statusCode).toBe(400)
    const row = await paperRow(ctx, code)
    expect(row).toMatchObject({ answeredCount: 0, correctCount: 0, marksScored: 0 })
    const stored = await ctx.database.db
      .select({ answer: paperItems.answer, score: paperItems.score })
      .from(paperItems)
      .where(eq(paperItems.paperId, row.id))
    expect(stored).toEqual([
      { answer: null, score: null },
      { answer: null, score: null },
    ])
    // Still answerable properly afterwards; the score is stored with the answer.
    const ok = await answer(auth, code, 1, { type: 'select-n', selected: ['o2', 'o6'] })
    expect(ok.statusCode).toBe(200)
    expect(ok.json().result).toMatchObject({ correct: true, marksAwarded: 2 })
    const [saved] = await ctx.database.db
      .select({ score: paperItems.score })
      .from(paperItems)
      .where(and(eq(paperItems.paperId, row.id), eq(paperItems.position, 1)))
    expect(saved!.score).toMatchObject({ rule: 'zero-one', points: 2, max: 2, correct: true })
  })
})

describe('the key stays on the server until the answer', () => {
  it('an unanswered bow-tie carries no key, rationale or explanation; once answered, the solution has them', async () => {
    const auth = await student()
    const code = await paperWith(auth, [['ngn-bowtie-01', 5]], 'time')
    const res = await get(ctx, auth, `/api/papers/${code}/questions/1`)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({
      type: 'bowtie',
      item: { id: 'ngn-bowtie-01', type: 'bowtie' },
      solution: null,
      score: null,
      explanation: null,
    })
    // The legacy `key` field is null; the item itself has no key at all.
    expect(body.key).toBeNull()
    expect(JSON.stringify(body.item)).not.toContain('"key"')
    expect(res.body).not.toContain('"condition":"c1"')
    expect(res.body).not.toContain('"rationale"')
    expect(res.body).not.toContain('"difficulty"')
    expect(res.body).not.toContain('Lying flat worsens dyspnea')
    expect(res.body).not.toContain('Sudden dyspnea, pleuritic chest pain')

    const saved = await answer(auth, code, 1, {
      type: 'bowtie',
      condition: ['c1'],
      actions: ['a2', 'a5'],
      parameters: ['p3', 'p4'],
    })
    expect(saved.json()).toEqual({ status: 'complete', result: null, paperStatus: 'completed' })
    const after = (await get(ctx, auth, `/api/papers/${code}/questions/1`)).json()
    expect(after.solution.key).toEqual({
      condition: 'c1',
      actions: ['a5', 'a2'],
      parameters: ['p4', 'p3'],
    })
    expect(after.solution.actions[0].rationale).toBe(
      '<p>Lying flat worsens dyspnea; the head of the bed is raised.</p>',
    )
    expect(after).toMatchObject({ correct: true, marksAwarded: 5, score: { points: 5, max: 5 } })
  })
})

describe('case studies', () => {
  it('a case shows its record as at each step: orders and a second set of vital signs appear later', async () => {
    const auth = await student()
    const code = await paperWith(
      auth,
      [1, 2, 3, 4, 5, 6].map((n) => [`cs-01-sepsis-${n}`, 1] as [string, number]),
    )
    const shown = []
    for (let position = 1; position <= 6; position++)
      shown.push((await get(ctx, auth, `/api/papers/${code}/questions/${position}`)).json())
    expect(shown.map((q) => q.case.index)).toEqual([0, 1, 2, 3, 4, 5])
    expect(shown.map((q) => q.item.clinicalJudgmentStep)).toEqual([
      'recognize-cues',
      'analyze-cues',
      'prioritize-hypotheses',
      'generate-solutions',
      'take-action',
      'evaluate-outcomes',
    ])
    for (const q of shown)
      expect(q.case).toMatchObject({
        caseId: 'cs-01-sepsis',
        title: 'Older adult with pneumonia and sepsis in the emergency department',
        total: 6,
      })
    const vitals = (q: { case: { record: { tabs: { id: string; entries: unknown[] }[] } } }) =>
      q.case.record.tabs.find((t) => t.id === 'vital-signs')!.entries[0] as { columns: string[] }
    expect(vitals(shown[0]).columns).toEqual(['1410'])
    expect(vitals(shown[4]).columns).toEqual(['1410'])
    expect(vitals(shown[5]).columns).toEqual(['1410', '1730'])
    const entryIds = (
      q: { case: { record: { tabs: { id: string; entries: { id: string }[] }[] } } },
      tab: string,
    ) => q.case.record.tabs.find((t) => t.id === tab)?.entries.map((e) => e.id) ?? []
    expect(entryIds(shown[3], 'nurses-notes')).toEqual(['n1'])
    expect(entryIds(shown[4], 'nurses-notes')).toEqual(['n1', 'n2'])
    expect(entryIds(shown[5], 'nurses-notes')).toEqual(['n1', 'n2', 'n3'])
    // A case item has no exhibit of its own; the record comes with the case.
    expect(shown[0].item.exhibit).toBeUndefined()
  })

  it('a Next Gen test of 12 holds one whole case in six consecutive positions, in step order', async () => {
    const auth = await student()
    const { code, questionCount } = await createPaper(ctx, auth, {
      style: 'nextgen',
      mode: 'tutor',
      subjectId: subject['Medical-Surgical Nursing']!,
      count: 12,
    })
    expect(questionCount).toBe(12)
    const items = await paperItemsOf(ctx, code)
    const inCase = items.filter((i) => i.question.caseStudyId !== null)
    expect(inCase).toHaveLength(6)
    expect(new Set(inCase.map((i) => i.question.caseStudyId)).size).toBe(1)
    expect(inCase.map((i) => i.question.caseStep)).toEqual([0, 1, 2, 3, 4, 5])
    const first = inCase[0]!.position
    expect(inCase.map((i) => i.position)).toEqual([0, 1, 2, 3, 4, 5].map((n) => first + n))
    const shown = (await get(ctx, auth, `/api/papers/${code}/questions/${first}`)).json()
    expect(shown.case).toMatchObject({ index: 0, total: 6 })
  })
})

describe('every seeded question reads as an item', () => {
  it('the 600 legacy questions convert and pass the public item schema; the 121 items are stored whole', async () => {
    const rows = await ctx.database.db.select().from(questions)
    const legacy = rows.filter((q) => q.item === null)
    expect(legacy).toHaveLength(600)
    expect(rows.length - legacy.length).toBe(121)
    for (const q of rows) {
      const item = itemOf(q, 'Pharmacology')
      expect(ZPublicItem.safeParse(item).success, q.key ?? q.id).toBe(true)
      expect(ZItem.safeParse(item).success, q.key ?? q.id).toBe(true)
    }
  })
})

describe('custom Next Gen tests', () => {
  it('a client-need filter keeps stand-alone items of that need and cases with an item of it', async () => {
    const auth = await student()
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/papers',
      headers: auth,
      payload: {
        style: 'nextgen',
        mode: 'tutor',
        subjectId: subject['Medical-Surgical Nursing']!,
        clientNeeds: ['physiological-adaptation'],
        count: 12,
      },
    })
    expect(res.statusCode, res.body).toBe(201)
    const items = await paperItemsOf(ctx, res.json().code)
    const single = items.filter((i) => i.question.caseStudyId === null)
    const inCase = items.filter((i) => i.question.caseStudyId !== null)
    expect(single.length).toBeGreaterThan(0)
    for (const i of single) expect(i.question.clientNeed).toBe('physiological-adaptation')
    expect(inCase).toHaveLength(6)
    expect(inCase.some((i) => i.question.clientNeed === 'physiological-adaptation')).toBe(true)
  })

  it('the unused pool gives a second test other cases than the first', async () => {
    const auth = await student()
    const make = async (pool: string) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/papers',
        headers: auth,
        payload: {
          style: 'nextgen',
          mode: 'tutor',
          subjectId: subject['Medical-Surgical Nursing']!,
          pool,
          count: 6,
        },
      })
      expect(res.statusCode, res.body).toBe(201)
      return (await paperItemsOf(ctx, res.json().code)).map((i) => i.question.caseStudyId)
    }
    const first = await make('all')
    const second = await make('unused')
    expect(new Set(first).size).toBe(1)
    expect(new Set(second).size).toBe(1)
    expect(second[0]).not.toBe(first[0])
  })
})

describe('paper totals', () => {
  it('a Next Gen Pharmacology test of all 22 of its questions is worth 79 points (54 legacy + 25 items)', async () => {
    const auth = await student()
    const { code, questionCount } = await createPaper(ctx, auth, {
      style: 'nextgen',
      mode: 'tutor',
      subjectId: subject.Pharmacology!,
      count: 22,
    })
    expect(questionCount).toBe(22)
    expect((await paperRow(ctx, code)).marksPossible).toBe(79)
  })

  it('scored points add up on the paper, in the dashboard percentage and by step and type', async () => {
    const auth = await student()
    const code = await paperWith(auth, [
      ['ngn-trend-01', 4],
      ['ngn-bowtie-01', 5],
      ['pharmacology-13', 3],
    ])
    await answer(auth, code, 1, {
      type: 'trend',
      response: { type: 'multi', selected: ['o1', 'o5', 'o4', 'o6', 'o2', 'o7'] },
    })
    await answer(auth, code, 2, {
      type: 'bowtie',
      condition: ['c1'],
      actions: ['a2', 'a5'],
      parameters: ['p3', 'p4'],
    })
    await answer(auth, code, 3, { type: 'multi', selected: ['o1', 'o4'] })
    expect(await paperRow(ctx, code)).toMatchObject({
      status: 'completed',
      answeredCount: 3,
      correctCount: 1,
      marksScored: 7,
      marksPossible: 12,
    })
    // Performance by clinical-judgment step and by item type (answered items, completed tests).
    const perf = (await get(ctx, auth, '/api/analytics/performance')).json()
    expect(perf.clinicalJudgment).toEqual([
      {
        step: 'recognize-cues',
        label: 'Recognize cues',
        items: 1,
        points: 2,
        possible: 4,
        percent: 50,
      },
      {
        step: 'prioritize-hypotheses',
        label: 'Prioritize hypotheses',
        items: 1,
        points: 5,
        possible: 5,
        percent: 100,
      },
    ])
    expect(perf.itemTypes).toEqual([
      {
        type: 'multi',
        label: 'Select all that apply',
        items: 1,
        points: 0,
        possible: 3,
        percent: 0,
      },
      { type: 'bowtie', label: 'Bow-tie', items: 1, points: 5, possible: 5, percent: 100 },
      { type: 'trend', label: 'Trend', items: 1, points: 2, possible: 4, percent: 50 },
    ])
    const dash = (await get(ctx, auth, '/api/dashboard')).json()
    expect(dash).toMatchObject({
      marksScored: 7,
      marksPossible: 12,
      overallPercent: 58.33,
      correct: 1,
      incorrect: 2,
    })
  })
})
