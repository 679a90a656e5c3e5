import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../src/db/client'
import { questions, readinessAssessments, readinessItems } from '../src/db/schema/index'
import { createTestContext, signupAndLogin, type TestContext } from './helper'
import { type Auth, buyPlan, PROBLEM, rightAnswer, wrongAnswer } from './question-bank-helper'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

/** The texts a student reads (readiness-texts.ts), spelled out so a change is noticed. */
const MSG = {
  notFound: 'Assessment not found.',
  noPlan:
    'Readiness assessments come with a question-bank plan (2 per plan period). Choose a plan on the Subscriptions page.',
  usedUp:
    'You have used both readiness assessments of this plan period. Your next two come with your next plan period.',
  inProgress: 'You have a readiness assessment in progress. Finish it before starting another.',
  ended: 'This assessment has ended.',
  suspended: 'The assessment is suspended. Resume it to continue.',
  alreadyAnswered: 'That question has already been answered. An assessment cannot go back.',
  notCurrent: 'That is not the current question.',
  wrongType: 'The answer does not match the question type.',
  notEnded: 'The result is ready when the assessment has ended.',
}
const problem = (status: number, title: string, detail: string) => ({
  type: 'about:blank',
  title,
  status,
  detail,
})

const call = (method: 'GET' | 'POST' | 'PUT', url: string, auth?: Auth, payload?: object) =>
  ctx.app.inject({ method, url, headers: auth ?? {}, ...(payload ? { payload } : {}) })

async function studentWithPlan() {
  const s = await signupAndLogin(ctx)
  await buyPlan(ctx, s.auth)
  return s
}

/** The question on screen at `position`, with its key, straight from the database. */
async function questionAt(id: string, position: number) {
  const [row] = await ctx.database.db
    .select({ question: questions })
    .from(readinessItems)
    .innerJoin(questions, eq(questions.id, readinessItems.questionId))
    .where(and(eq(readinessItems.assessmentId, id), eq(readinessItems.position, position)))
  return row!.question
}

/** Answers every item (right or wrong) until the assessment stops; the last status. */
async function answerToTheEnd(auth: Auth, id: string, right: boolean) {
  let status = (await call('GET', `/api/readiness/assessments/${id}`, auth)).json()
  while (status.status === 'in progress') {
    const q = await questionAt(id, status.position)
    const res = await call('POST', `/api/readiness/assessments/${id}/answers`, auth, {
      position: status.position,
      answer: right ? rightAnswer(q) : wrongAnswer(q),
    })
    expect(res.statusCode, res.body).toBe(200)
    status = res.json()
  }
  return status
}

async function itemRows(id: string) {
  return ctx.database.db
    .select()
    .from(readinessItems)
    .where(eq(readinessItems.assessmentId, id))
    .orderBy(readinessItems.position)
}

describe('readiness without a plan', () => {
  it('needs a session (401)', async () => {
    for (const [method, url] of [
      ['GET', '/api/readiness'],
      ['PUT', '/api/readiness/target-exam'],
      ['POST', '/api/readiness/assessments'],
    ] as const) {
      const res = await call(method, url)
      expect(res.statusCode, url).toBe(401)
    }
  })

  it('shows no allowance and refuses to start with a pointer to the plans (403)', async () => {
    const { auth } = await signupAndLogin(ctx)
    const overview = await call('GET', '/api/readiness', auth)
    expect(overview.statusCode).toBe(200)
    expect(overview.json()).toMatchObject({
      targetExam: 'nclex-rn',
      allowance: { entitled: false, perPeriod: 2, used: 0, remaining: 0, periodEndsAt: null },
      current: null,
      tracker: { items: [], consecutiveHigh: 0, fourConsecutiveHigh: false },
    })
    expect(overview.json().exams).toEqual([
      {
        code: 'nclex-rn',
        name: 'NCLEX-RN',
        minItems: 85,
        maxItems: 150,
        timeLimitMinutes: 300,
        passingStandard: 0,
      },
      {
        code: 'nclex-pn',
        name: 'NCLEX-PN',
        minItems: 85,
        maxItems: 150,
        timeLimitMinutes: 300,
        passingStandard: -0.18,
      },
      {
        code: 'rex-pn',
        name: 'REx-PN',
        minItems: 90,
        maxItems: 150,
        timeLimitMinutes: 240,
        passingStandard: -0.18,
      },
    ])
    const res = await call('POST', '/api/readiness/assessments', auth)
    expect(res.statusCode).toBe(403)
    expect(res.headers['content-type']).toContain(PROBLEM)
    expect(res.headers.link).toBe('</subscriptions>; rel="payment"')
    expect(res.json()).toEqual(problem(403, 'Forbidden', MSG.noPlan))
    const [{ n }] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from readiness_assessments`,
    )
    expect(n).toBe(0)
  })
})

describe('the target exam', () => {
  it('is NCLEX-RN until the student picks another, and only a known exam', async () => {
    const { auth } = await signupAndLogin(ctx)
    expect((await call('GET', '/api/readiness/target-exam', auth)).json()).toEqual({
      targetExam: 'nclex-rn',
    })
    const set = await call('PUT', '/api/readiness/target-exam', auth, { exam: 'rex-pn' })
    expect(set.statusCode).toBe(200)
    expect(set.json()).toEqual({ targetExam: 'rex-pn' })
    const bad = await call('PUT', '/api/readiness/target-exam', auth, { exam: 'nclex' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toEqual({ exam: ['Choose NCLEX-RN, NCLEX-PN or REx-PN'] })
    expect((await call('GET', '/api/readiness', auth)).json().targetExam).toBe('rex-pn')
  })

  it('sets the rules of the next assessment: REx-PN has 90 to 150 items and 4 hours', async () => {
    const { auth } = await studentWithPlan()
    await call('PUT', '/api/readiness/target-exam', auth, { exam: 'rex-pn' })
    const res = await call('POST', '/api/readiness/assessments', auth)
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({
      exam: 'rex-pn',
      examName: 'REx-PN',
      minItems: 90,
      maxItems: 150,
      remainingSeconds: 4 * 3600,
    })
    const first = await questionAt(res.json().id, 1)
    expect(first.exams).toContain('rex-pn')
  })
})

describe('an assessment from start to result', () => {
  let student: Awaited<ReturnType<typeof signupAndLogin>>
  let id: string

  it('starts for a student with a plan: item 1 of 85–150, five hours on the server clock', async () => {
    student = await studentWithPlan()
    const before = ctx.clock.now().getTime()
    const res = await call('POST', '/api/readiness/assessments', student.auth)
    expect(res.statusCode, res.body).toBe(201)
    const body = res.json()
    id = body.id
    expect(body).toEqual({
      id: expect.any(String),
      exam: 'nclex-rn',
      examName: 'NCLEX-RN',
      status: 'in progress',
      position: 1,
      answered: 0,
      minItems: 85,
      maxItems: 150,
      startedAt: expect.any(String),
      deadline: expect.any(String),
      remainingSeconds: 18000,
      suspendedAt: null,
      completedAt: null,
    })
    expect(Date.parse(body.deadline) - Date.parse(body.startedAt)).toBe(5 * 3600 * 1000)
    expect(Date.parse(body.startedAt)).toBeGreaterThanOrEqual(before)
    const overview = (await call('GET', '/api/readiness', student.auth)).json()
    expect(overview.allowance).toMatchObject({ entitled: true, used: 1, remaining: 1 })
    expect(overview.current).toMatchObject({ id, position: 1 })
  })

  it('shows the item without its key, explanation or whether it counts', async () => {
    const res = await call('GET', `/api/readiness/assessments/${id}/item`, student.auth)
    expect(res.statusCode).toBe(200)
    const q = await questionAt(id, 1)
    expect(res.json()).toEqual({
      position: 1,
      style: q.style,
      type: q.type,
      stem: q.stem,
      options: q.type === 'mcq' || q.type === 'multi' ? q.options : [],
      headings: q.headings ?? [],
      rows: (q.rows ?? []).map((r) => ({ id: r.id, text: r.text })),
    })
    expect(res.body).not.toContain('explanation')
    expect(res.body).not.toContain('pretest')
  })

  it('refuses an answer of the wrong type (400) or for another position (409)', async () => {
    const q = await questionAt(id, 1)
    const other = q.type === 'blank' ? { type: 'mcq', choice: 'x' } : { type: 'blank', text: 'x' }
    const wrongType = await call('POST', `/api/readiness/assessments/${id}/answers`, student.auth, {
      position: 1,
      answer: other,
    })
    expect(wrongType.statusCode).toBe(400)
    expect(wrongType.json()).toEqual(problem(400, 'Bad Request', MSG.wrongType))
    const ahead = await call('POST', `/api/readiness/assessments/${id}/answers`, student.auth, {
      position: 2,
      answer: rightAnswer(q),
    })
    expect(ahead.statusCode).toBe(409)
    expect(ahead.json()).toEqual(problem(409, 'Conflict', MSG.notCurrent))
    const invalid = await call('POST', `/api/readiness/assessments/${id}/answers`, student.auth, {
      position: 0,
      answer: rightAnswer(q),
    })
    expect(invalid.statusCode).toBe(400)
  })

  it('answers with where it stands, no feedback; the same item cannot be answered twice', async () => {
    const q = await questionAt(id, 1)
    const res = await call('POST', `/api/readiness/assessments/${id}/answers`, student.auth, {
      position: 1,
      answer: rightAnswer(q),
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'in progress', position: 2, answered: 1 })
    expect(res.body).not.toContain('correct')
    const again = await call('POST', `/api/readiness/assessments/${id}/answers`, student.auth, {
      position: 1,
      answer: rightAnswer(q),
    })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual(problem(409, 'Conflict', MSG.alreadyAnswered))
    const rows = await itemRows(id)
    expect(rows.map((r) => [r.position, r.score])).toEqual([
      [1, 1],
      [2, null],
    ])
  })

  it('counts one of two simultaneous answers to the same item', async () => {
    const q = await questionAt(id, 2)
    const send = () =>
      call('POST', `/api/readiness/assessments/${id}/answers`, student.auth, {
        position: 2,
        answer: rightAnswer(q),
      })
    const codes = (await Promise.all([send(), send()])).map((r) => r.statusCode).sort()
    expect(codes).toEqual([200, 409])
    const [row] = await ctx.database.db
      .select()
      .from(readinessAssessments)
      .where(eq(readinessAssessments.id, id))
    expect(row!.answeredCount).toBe(2)
    expect(row!.state.items.filter((item) => item.score !== null)).toHaveLength(2)
  })

  it('stops by the 95 % confidence rule at the minimum of 85 when every answer is right', async () => {
    const end = await answerToTheEnd(student.auth, id, true)
    expect(end).toMatchObject({
      status: 'completed',
      position: 85,
      answered: 85,
      remainingSeconds: 0,
    })
    const rows = await itemRows(id)
    expect(rows).toHaveLength(85)
    expect(rows.every((r) => r.score === 1 && r.answeredAt !== null)).toBe(true)
    // 15 unscored pretest items within the 85, and no question twice.
    expect(rows.filter((r) => r.pretest)).toHaveLength(15)
    expect(new Set(rows.map((r) => r.questionId)).size).toBe(85)
    const late = await call('POST', `/api/readiness/assessments/${id}/answers`, student.auth, {
      position: 85,
      answer: { type: 'blank', text: 'x' },
    })
    expect(late.statusCode).toBe(409)
    expect(late.json()).toEqual(problem(409, 'Conflict', MSG.ended))
    expect(
      (await call('GET', `/api/readiness/assessments/${id}/item`, student.auth)).statusCode,
    ).toBe(409)
  })

  it('gives the result: pass, Very High, ability with its 95 % interval, trace, rule, categories', async () => {
    const res = await call('GET', `/api/readiness/assessments/${id}/result`, student.auth)
    expect(res.statusCode).toBe(200)
    const r = res.json()
    expect(r).toMatchObject({
      id,
      exam: 'nclex-rn',
      examName: 'NCLEX-RN',
      passingStandard: 0,
      passed: true,
      band: 'very-high',
      bandLabel: 'Very High',
      stopReason: 'confidence',
      stopExplanation:
        '95 % confidence rule: after at least 85 questions, your ability was clearly above the passing standard (its 95 % range did not include the standard).',
      itemsAdministered: 85,
      scoredItems: 70,
    })
    expect(r.interval.low).toBeGreaterThan(0)
    expect(r.interval.low).toBeCloseTo(r.theta - 1.96 * r.se, 10)
    expect(r.interval.high).toBeCloseTo(r.theta + 1.96 * r.se, 10)
    expect(r.probabilityAboveStandard).toBeGreaterThanOrEqual(0.975)
    expect(r.trace).toHaveLength(85)
    expect(r.trace.map((p: { position: number }) => p.position)).toEqual(
      Array.from({ length: 85 }, (_, i) => i + 1),
    )
    expect(r.trace.filter((p: { pretest: boolean }) => p.pretest)).toHaveLength(15)
    expect(r.trace.at(-1).theta).toBeCloseTo(r.theta, 10)
    expect(r.categories.map((c: { label: string }) => c.label)).toEqual([
      'Management of Care',
      'Safety and Infection Control',
      'Health Promotion and Maintenance',
      'Psychosocial Integrity',
      'Basic Care and Comfort',
      'Pharmacological and Parenteral Therapies',
      'Reduction of Risk Potential',
      'Physiological Adaptation',
    ])
    expect(r.categories.reduce((n: number, c: { items: number }) => n + c.items, 0)).toBe(70)
    for (const c of r.categories) expect(['above', 'near']).toContain(c.level)
  })

  it('reviews every item after the end, 10 per page, with the answer given and the key', async () => {
    const page1 = (
      await call('GET', `/api/readiness/assessments/${id}/review`, student.auth)
    ).json()
    expect(page1).toMatchObject({ total: 85, page: 1, pageSize: 10 })
    expect(page1.items.map((i: { position: number }) => i.position)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ])
    const q = await questionAt(id, 1)
    expect(page1.items[0]).toMatchObject({
      position: 1,
      stem: q.stem,
      correct: true,
      given: rightAnswer(q),
      explanation: q.explanation,
    })
    const last = (
      await call('GET', `/api/readiness/assessments/${id}/review?page=9`, student.auth)
    ).json()
    expect(last.items.map((i: { position: number }) => i.position)).toEqual([81, 82, 83, 84, 85])
  })

  it('puts it on the tracker; the second avoids every item of the first; the third is refused', async () => {
    let overview = (await call('GET', '/api/readiness', student.auth)).json()
    expect(overview.current).toBeNull()
    expect(overview.tracker).toEqual({
      items: [
        {
          id,
          number: 1,
          exam: 'nclex-rn',
          examName: 'NCLEX-RN',
          completedAt: expect.any(String),
          band: 'very-high',
          passed: true,
        },
      ],
      consecutiveHigh: 1,
      fourConsecutiveHigh: false,
    })
    const second = await call('POST', '/api/readiness/assessments', student.auth)
    expect(second.statusCode).toBe(201)
    const end = await answerToTheEnd(student.auth, second.json().id, false)
    expect(end).toMatchObject({ status: 'completed', answered: 85 })
    const firstIds = new Set((await itemRows(id)).map((r) => r.questionId))
    const secondIds = (await itemRows(second.json().id)).map((r) => r.questionId)
    expect(secondIds.filter((q) => firstIds.has(q))).toEqual([])
    const result = (
      await call('GET', `/api/readiness/assessments/${second.json().id}/result`, student.auth)
    ).json()
    expect(result).toMatchObject({ passed: false, band: 'low', stopReason: 'confidence' })
    expect(result.interval.high).toBeLessThan(0)

    overview = (await call('GET', '/api/readiness', student.auth)).json()
    expect(overview.allowance).toMatchObject({ entitled: true, used: 2, remaining: 0 })
    expect(overview.tracker.items.map((i: { band: string }) => i.band)).toEqual([
      'very-high',
      'low',
    ])
    expect(overview.tracker.consecutiveHigh).toBe(0)

    const third = await call('POST', '/api/readiness/assessments', student.auth)
    expect(third.statusCode).toBe(403)
    expect(third.json()).toEqual(problem(403, 'Forbidden', MSG.usedUp))
    const rows = await ctx.database.db
      .select()
      .from(readinessAssessments)
      .where(eq(readinessAssessments.userId, student.user.id))
    expect(rows).toHaveLength(2)
  })
})

describe('the clock, suspend and resume', () => {
  it('keeps running while suspended; past the deadline the time rule ends it on the next read', async () => {
    const { auth } = await studentWithPlan()
    const start = (await call('POST', '/api/readiness/assessments', auth)).json()
    const id = start.id
    for (let position = 1; position <= 3; position++) {
      const q = await questionAt(id, position)
      await call('POST', `/api/readiness/assessments/${id}/answers`, auth, {
        position,
        answer: rightAnswer(q),
      })
    }
    const suspended = await call('POST', `/api/readiness/assessments/${id}/suspend`, auth)
    expect(suspended.statusCode).toBe(200)
    expect(suspended.json()).toMatchObject({ status: 'suspended', position: 4, answered: 3 })
    const item = await call('GET', `/api/readiness/assessments/${id}/item`, auth)
    expect(item.statusCode).toBe(409)
    expect(item.json()).toEqual(problem(409, 'Conflict', MSG.suspended))
    const blocked = await call('POST', `/api/readiness/assessments/${id}/answers`, auth, {
      position: 4,
      answer: rightAnswer(await questionAt(id, 4)),
    })
    expect(blocked.statusCode).toBe(409)
    expect(blocked.json()).toEqual(problem(409, 'Conflict', MSG.suspended))
    const second = await call('POST', '/api/readiness/assessments', auth)
    expect(second.statusCode).toBe(409)
    expect(second.json()).toEqual(problem(409, 'Conflict', MSG.inProgress))

    ctx.clock.advance(3600)
    const later = (await call('GET', `/api/readiness/assessments/${id}`, auth)).json()
    expect(later.status).toBe('suspended')
    expect(later.remainingSeconds).toBeLessThanOrEqual(4 * 3600)
    expect(later.remainingSeconds).toBeGreaterThan(4 * 3600 - 60)
    const resumed = await call('POST', `/api/readiness/assessments/${id}/resume`, auth)
    expect(resumed.json()).toMatchObject({ status: 'in progress', position: 4 })
    expect(resumed.json().deadline).toBe(start.deadline)
    expect((await call('GET', `/api/readiness/assessments/${id}/item`, auth)).json().position).toBe(
      4,
    )
    const early = await call('GET', `/api/readiness/assessments/${id}/result`, auth)
    expect(early.statusCode).toBe(409)
    expect(early.json()).toEqual(problem(409, 'Conflict', MSG.notEnded))

    ctx.clock.advance(4 * 3600)
    const ended = (await call('GET', `/api/readiness/assessments/${id}`, auth)).json()
    expect(ended).toMatchObject({
      status: 'completed',
      answered: 3,
      position: 3,
      remainingSeconds: 0,
      completedAt: start.deadline,
    })
    const result = (await call('GET', `/api/readiness/assessments/${id}/result`, auth)).json()
    expect(result).toMatchObject({
      passed: false,
      stopReason: 'time',
      stopExplanation:
        'Run-out-of-time rule: time ran out before the minimum of 85 questions (you answered 3), which is a fail.',
      itemsAdministered: 3,
    })
    // The item on screen when time ran out is not part of the assessment.
    expect((await itemRows(id)).map((r) => r.position)).toEqual([1, 2, 3])
    ctx.clock.advance(-5 * 3600)
  })
})

describe("another student's assessment", () => {
  it('is 404 on every route and changes nothing', async () => {
    const owner = await studentWithPlan()
    const other = await studentWithPlan()
    const id = (await call('POST', '/api/readiness/assessments', owner.auth)).json().id
    const before = await itemRows(id)
    const q = await questionAt(id, 1)
    for (const [method, path, body] of [
      ['GET', '', undefined],
      ['GET', '/item', undefined],
      ['POST', '/answers', { position: 1, answer: rightAnswer(q) }],
      ['POST', '/suspend', undefined],
      ['POST', '/resume', undefined],
      ['GET', '/result', undefined],
      ['GET', '/review', undefined],
    ] as const) {
      const res = await call(method, `/api/readiness/assessments/${id}${path}`, other.auth, body)
      expect(res.statusCode, `${method} ${path}`).toBe(404)
      expect(res.json()).toEqual(problem(404, 'Not Found', MSG.notFound))
    }
    expect(await itemRows(id)).toEqual(before)
    const mine = await call('GET', `/api/readiness/assessments/${id}`, owner.auth)
    expect(mine.json()).toMatchObject({ status: 'in progress', answered: 0 })
  })
})

describe('the tracker', () => {
  it('reaches "four consecutive High or Very High" with the last four', async () => {
    const { auth, user } = await studentWithPlan()
    const id = (await call('POST', '/api/readiness/assessments', auth)).json().id
    await answerToTheEnd(auth, id, true)
    const [done] = await ctx.database.db
      .select()
      .from(readinessAssessments)
      .where(eq(readinessAssessments.id, id))
    // Earlier assessments (from past plan periods): Low, then High, Very High, High.
    const earlier = (['low', 'high', 'very-high', 'high'] as const).map((band, i) => ({
      userId: user.id,
      exam: 'nclex-rn' as const,
      state: done!.state,
      answeredCount: 85,
      startedAt: new Date(Date.parse('2020-01-01T00:00:00Z') + i * 86_400_000),
      deadlineAt: new Date(Date.parse('2020-01-01T05:00:00Z') + i * 86_400_000),
      completedAt: new Date(Date.parse('2020-01-01T02:00:00Z') + i * 86_400_000),
      result: done!.result,
      band,
      passed: band !== 'low',
    }))
    await ctx.database.db.insert(readinessAssessments).values(earlier)
    const tracker = (await call('GET', '/api/readiness', auth)).json().tracker
    expect(tracker.items.map((i: { number: number; band: string }) => [i.number, i.band])).toEqual([
      [1, 'low'],
      [2, 'high'],
      [3, 'very-high'],
      [4, 'high'],
      [5, 'very-high'],
    ])
    expect(tracker).toMatchObject({ consecutiveHigh: 4, fourConsecutiveHigh: true })
  })
})
