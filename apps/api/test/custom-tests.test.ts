import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../src/db/client'
import { questions } from '../src/db/schema/index'
import { createTestContext, signupAndLogin, type TestContext } from './helper'
import {
  type Auth,
  answerQuestion,
  createPaper,
  paperItemsOf,
  rightAnswer,
  subjectIds,
  wrongAnswer,
} from './question-bank-helper'

let ctx: TestContext
let ids: Record<string, string>
beforeAll(async () => {
  ctx = await createTestContext({ LOG_LEVEL: 'error' })
  ids = await subjectIds(ctx)
})
afterAll(() => ctx.close())

const call = (method: 'GET' | 'POST' | 'PUT', url: string, auth: Auth, payload?: object) =>
  ctx.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) })

async function bankCount(where: ReturnType<typeof sql>) {
  const [{ n }] = await queryRows<{ n: number }>(
    ctx.database.db,
    sql`select count(*)::int as n from questions q where ${where}`,
  )
  return n
}

describe('custom tests: subjects, client needs and pools', () => {
  it('counts each pool for the choice, and builds tests from incorrect and flagged questions', async () => {
    const { auth } = await signupAndLogin(ctx)
    const pharm = ids.Pharmacology!
    const fund = ids['Fundamentals of Nursing']!
    const bothTotal = await bankCount(
      sql`q.style = 'traditional' and q.subject_id in (${pharm}::uuid, ${fund}::uuid)`,
    )
    const countsUrl = `/api/pool-counts?style=traditional&subjectIds=${pharm},${fund}`
    const before = await call('GET', countsUrl, auth)
    expect(before.statusCode, before.body).toBe(200)
    expect(before.json()).toEqual({ all: bothTotal, unused: bothTotal, incorrect: 0, flagged: 0 })

    // A 4-question test across two subjects: 1st right, 2nd and 3rd wrong, 4th flagged.
    const paper = await createPaper(ctx, auth, {
      style: 'traditional',
      mode: 'tutor',
      subjectId: pharm,
      subjectIds: [fund],
      count: 4,
    } as never)
    expect(paper.message).toBe('Your test is ready.')
    const items = await paperItemsOf(ctx, paper.code)
    expect(
      (await answerQuestion(ctx, auth, paper.code, 1, rightAnswer(items[0]!.question))).statusCode,
    ).toBe(200)
    expect(
      (await answerQuestion(ctx, auth, paper.code, 2, wrongAnswer(items[1]!.question))).statusCode,
    ).toBe(200)
    expect(
      (await answerQuestion(ctx, auth, paper.code, 3, wrongAnswer(items[2]!.question))).statusCode,
    ).toBe(200)
    const flag = await call('PUT', `/api/papers/${paper.code}/questions/4/flag`, auth, {
      flagged: true,
    })
    expect(flag.statusCode, flag.body).toBe(200)
    expect(flag.json()).toEqual({ flagged: true })
    expect((await call('GET', `/api/papers/${paper.code}/questions/4`, auth)).json().flagged).toBe(
      true,
    )
    expect((await call('GET', `/api/papers/${paper.code}/questions/3`, auth)).json().flagged).toBe(
      false,
    )
    // Also flag question 2 (wrong) and unflag nothing else.
    await call('PUT', `/api/papers/${paper.code}/questions/2/flag`, auth, { flagged: true })

    expect((await call('GET', countsUrl, auth)).json()).toEqual({
      all: bothTotal,
      unused: bothTotal - 4,
      incorrect: 2,
      flagged: 2,
    })

    // From the incorrect pool: exactly the two missed questions, said so when 10 are asked.
    const fromIncorrect = await createPaper(ctx, auth, {
      style: 'traditional',
      mode: 'tutor',
      subjectId: pharm,
      subjectIds: [fund],
      pool: 'incorrect',
      count: 10,
    } as never)
    expect(fromIncorrect.questionCount).toBe(2)
    expect(fromIncorrect.message).toBe(
      'Only 2 questions are available for this choice, so your test has 2 questions.',
    )
    const got = (await paperItemsOf(ctx, fromIncorrect.code)).map((i) => i.question.id).sort()
    expect(got).toEqual([items[1]!.question.id, items[2]!.question.id].sort())

    // From the flagged pool: questions 2 and 4; unflagging 4 leaves question 2.
    await call('PUT', `/api/papers/${paper.code}/questions/4/flag`, auth, { flagged: false })
    const fromFlagged = await createPaper(ctx, auth, {
      style: 'traditional',
      mode: 'time',
      subjectId: pharm,
      subjectIds: [fund],
      pool: 'flagged',
      count: 5,
    } as never)
    expect((await paperItemsOf(ctx, fromFlagged.code)).map((i) => i.question.id)).toEqual([
      items[1]!.question.id,
    ])
    // The test listed by its first subject and how many more.
    const list = await call('GET', '/api/papers', auth)
    expect(list.json().items.map((p: { subject: string }) => p.subject)).toEqual([
      'Pharmacology + 1 more',
      'Pharmacology + 1 more',
      'Pharmacology + 1 more',
    ])
  })

  it('filters by client-need category and says when nothing matches', async () => {
    const { auth } = await signupAndLogin(ctx)
    const pharm = ids.Pharmacology!
    const need = 'pharmacological-and-parenteral-therapies'
    const total = await bankCount(
      sql`q.style = 'traditional' and q.subject_id = ${pharm}::uuid and q.client_need = ${need}`,
    )
    expect(total).toBeGreaterThan(0)
    const counts = await call(
      'GET',
      `/api/pool-counts?style=traditional&subjectIds=${pharm}&clientNeeds=${need}`,
      auth,
    )
    expect(counts.json()).toEqual({ all: total, unused: total, incorrect: 0, flagged: 0 })
    const paper = await createPaper(ctx, auth, {
      style: 'traditional',
      mode: 'tutor',
      subjectId: pharm,
      clientNeeds: [need],
      count: 3,
    } as never)
    const needs = (await paperItemsOf(ctx, paper.code)).map((i) => i.question.clientNeed)
    expect(needs).toEqual([need, need, need])

    const none = await call('POST', '/api/papers', auth, {
      style: 'traditional',
      mode: 'tutor',
      subjectId: pharm,
      pool: 'flagged',
      count: 3,
    })
    expect(none.statusCode).toBe(422)
    expect(none.json().detail).toBe(
      'No questions match this choice yet. Choose another pool, subject or category.',
    )
    const bad = await call('GET', '/api/pool-counts?style=traditional&subjectIds=nope', auth)
    expect(bad.statusCode).toBe(400)
  })

  it('records the time spent per question: the client figure, clamped by the server clock', async () => {
    const { auth } = await signupAndLogin(ctx)
    const paper = await createPaper(ctx, auth, {
      style: 'traditional',
      mode: 'tutor',
      subjectId: ids.Pharmacology!,
      count: 3,
    })
    const items = await paperItemsOf(ctx, paper.code)
    ctx.clock.advance(40)
    // Reports 25 s after 40 s on the clock: 25 kept.
    const first = await ctx.app.inject({
      method: 'POST',
      url: `/api/papers/${paper.code}/questions/1/answer`,
      headers: auth,
      payload: { answer: rightAnswer(items[0]!.question), elapsedSeconds: 25 },
    })
    expect(first.json().result.timeSpentSeconds).toBe(25)
    ctx.clock.advance(30)
    // Reports 5000 s after 30 s since the previous answer: clamped to 30.
    await ctx.app.inject({
      method: 'POST',
      url: `/api/papers/${paper.code}/questions/2/answer`,
      headers: auth,
      payload: { answer: wrongAnswer(items[1]!.question), elapsedSeconds: 5000 },
    })
    ctx.clock.advance(12)
    // Reports nothing: the server's 12 s.
    await answerQuestion(ctx, auth, paper.code, 3, rightAnswer(items[2]!.question))
    const times = []
    for (const position of [1, 2, 3])
      times.push(
        (await call('GET', `/api/papers/${paper.code}/questions/${position}`, auth)).json()
          .timeSpentSeconds,
      )
    expect(times).toEqual([25, 30, 12])
    const rows = await ctx.database.db
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.id, items[0]!.question.id))
    expect(rows).toHaveLength(1)
  })
})
