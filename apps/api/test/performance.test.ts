import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, signupAndLogin, type TestContext } from './helper'
import {
  type Auth,
  createPaper,
  paperItemsOf,
  rightAnswer,
  setMarks,
  subjectIds,
  wrongAnswer,
} from './question-bank-helper'

let ctx: TestContext
let ids: Record<string, string>
beforeAll(async () => {
  ctx = await createTestContext()
  ids = await subjectIds(ctx)
  await setMarks(ctx, ids.Pharmacology!, 'traditional', null)
})
afterAll(() => ctx.close())

const get = (url: string, auth: Auth) => ctx.app.inject({ method: 'GET', url, headers: auth })

/** A completed 2-question Pharmacology test with `right` right answers, 20 s and 40 s each. */
async function twoQuestionTest(auth: Auth, right: number) {
  const paper = await createPaper(ctx, auth, {
    style: 'traditional',
    mode: 'tutor',
    subjectId: ids.Pharmacology!,
    count: 2,
  })
  const items = await paperItemsOf(ctx, paper.code)
  for (const [i, elapsed] of [20, 40].entries()) {
    ctx.clock.advance(100)
    const q = items[i]!.question
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/papers/${paper.code}/questions/${i + 1}/answer`,
      headers: auth,
      payload: { answer: i < right ? rightAnswer(q) : wrongAnswer(q), elapsedSeconds: elapsed },
    })
    expect(res.statusCode, res.body).toBe(200)
  }
  return { code: paper.code, items }
}

describe('GET /api/analytics/performance', () => {
  it('ranks each completed test and each subject among students (hand-computed percentiles)', async () => {
    // Four students, one completed 2-question test each: A 100 %, B 50 %, C 50 %, D 0 %.
    // Percentile rank = (scores below + half the equal ones) / n, n = 4:
    //   A: (3 + 0.5 × 1) / 4 = 87.5 % → 88;  B, C: (1 + 0.5 × 2) / 4 = 50 %;  D: (0 + 0.5) / 4 = 12.5 % → 13.
    const a = await signupAndLogin(ctx, 'A')
    const b = await signupAndLogin(ctx, 'B')
    const c = await signupAndLogin(ctx, 'C')
    const d = await signupAndLogin(ctx, 'D')
    const tests = {
      a: await twoQuestionTest(a.auth, 2),
      b: await twoQuestionTest(b.auth, 1),
      c: await twoQuestionTest(c.auth, 1),
      d: await twoQuestionTest(d.auth, 0),
    }
    // A's test in progress on another subject: not a test on the trend, not a subject row.
    await createPaper(ctx, a.auth, {
      style: 'traditional',
      mode: 'tutor',
      subjectId: ids['Fundamentals of Nursing']!,
      count: 2,
    })

    const res = await get('/api/analytics/performance', a.auth)
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body.tests).toEqual([
      {
        code: tests.a.code,
        completedAt: expect.any(String),
        percent: 100,
        percentile: 88,
        n: 4,
        averageSeconds: 30,
      },
    ])
    expect(body.subjects).toEqual([
      { subject: 'Pharmacology', answered: 2, correct: 2, percent: 100, percentile: 88, n: 4 },
    ])
    expect(body.averageSecondsPerQuestion).toBe(30)
    // Client needs: A's two questions by their category, both right.
    const needs = new Map<string, number>()
    for (const i of tests.a.items)
      needs.set(i.question.clientNeed!, (needs.get(i.question.clientNeed!) ?? 0) + 1)
    expect(
      body.clientNeeds.map((c: { clientNeed: string; answered: number; correct: number }) => [
        c.clientNeed,
        c.answered,
        c.correct,
      ]),
    ).toEqual([...needs.entries()].sort().map(([k, n]) => [k, n, n]))

    const ranks = async (auth: Auth) => {
      const p = (await get('/api/analytics/performance', auth)).json()
      return [p.tests[0].percentile, p.subjects[0].percentile, p.subjects[0].n, p.tests[0].percent]
    }
    expect(await ranks(b.auth)).toEqual([50, 50, 4, 50])
    expect(await ranks(c.auth)).toEqual([50, 50, 4, 50])
    expect(await ranks(d.auth)).toEqual([13, 13, 4, 0])

    // The score distribution is reused for a minute, but a student who completes a test sees it
    // counted at once: D scores 100 % next. Five tests: 100, 100, 50, 50, 0.
    //   D's new test: (3 + 0.5 × 2) / 5 = 80 %; D's first: (0 + 0.5) / 5 = 10 %.
    await twoQuestionTest(d.auth, 2)
    const again = (await get('/api/analytics/performance', d.auth)).json()
    expect(again.tests.map((t: { percentile: number; n: number }) => [t.percentile, t.n])).toEqual([
      [10, 5],
      [80, 5],
    ])
  })

  it('shows nothing for a student with no completed test, and needs a token', async () => {
    const s = await signupAndLogin(ctx)
    const res = await get('/api/analytics/performance', s.auth)
    expect(res.json()).toEqual({
      tests: [],
      subjects: [],
      clientNeeds: [],
      averageSecondsPerQuestion: null,
      clinicalJudgment: [],
      itemTypes: [],
    })
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/analytics/performance' })).statusCode,
    ).toBe(401)
  })
})
