import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, signupAndLogin, type TestContext } from './helper'
import {
  type Auth,
  answerQuestion,
  createPaper,
  get,
  MSG,
  paperItemsOf,
  post,
  problemBody,
  rightAnswer,
  setMarks,
  subjectIds,
  wrongAnswer,
} from './question-bank-helper'

/*
 * Hand-computed fixture. Marks are pinned per subject and style before any paper is made:
 *   Pharmacology, traditional: missing (default 3)   Fundamentals, traditional: 2   Pediatric, traditional: 1
 *   (Traditional only: a Next Gen item is worth its NGN maximum whatever its marks, decision 0019)
 *
 * Student A
 *   P1 tutor, Pharmacology x4:  right, wrong, right, (blank)   finished  → 6 / 12, 2 right, 1 wrong, 1 not attempted
 *   P2 time, Fundamentals x3:   right, wrong, (blank)          finished  → 2 / 6,  1 right, 1 wrong, 1 not attempted
 *   P3 tutor, Pediatric x5:     right, wrong                   in process (pending: no marks, no percentage)
 *   Completed: 8 / 18 = 44.44 %.
 * Student B
 *   one Pharmacology paper x2, both right (completes by itself) → 6 / 6
 */

let ctx: TestContext
let subject: Record<string, string>
let a: Auth
let b: Auth
const codes: string[] = []

async function answerAs(auth: Auth, code: string, pattern: ('right' | 'wrong')[]) {
  const items = await paperItemsOf(ctx, code)
  for (const [i, kind] of pattern.entries()) {
    const q = items[i]!.question
    const res = await answerQuestion(
      ctx,
      auth,
      code,
      i + 1,
      kind === 'right' ? rightAnswer(q) : wrongAnswer(q),
    )
    if (res.statusCode !== 200) throw new Error(`answer failed: ${res.body}`)
    expect(res.json().result?.correct ?? kind === 'right').toBe(kind === 'right')
  }
}

async function finish(auth: Auth, code: string) {
  const res = await post(ctx, auth, `/api/papers/${code}/finish`)
  expect(res.statusCode).toBe(200)
  expect(res.json().status).toBe('completed')
}

const dashboard = async (auth: Auth) => {
  const res = await get(ctx, auth, '/api/dashboard')
  expect(res.statusCode).toBe(200)
  return res.json()
}
const analytics = async (auth: Auth) => {
  const res = await get(ctx, auth, '/api/analytics')
  expect(res.statusCode).toBe(200)
  return res.json()
}

const EMPTY = {
  totalPapers: 0,
  completedPapers: 0,
  inProcessPapers: 0,
  upcomingWebinars: 0,
  marksScored: 0,
  marksPossible: 0,
  overallPercent: 0,
  correct: 0,
  incorrect: 0,
  notAttempted: 0,
}

const A_COMPLETED = {
  totalPapers: 2,
  completedPapers: 2,
  inProcessPapers: 0,
  upcomingWebinars: 0,
  marksScored: 8,
  marksPossible: 18,
  overallPercent: 44.44,
  correct: 3,
  incorrect: 2,
  notAttempted: 2,
}

// With P3 pending: it counts as in process, and every figure (marks, percentage, right, wrong,
// not attempted) counts completed papers only, so its two answers wait until it is finished.
const A_WITH_PENDING = {
  ...A_COMPLETED,
  totalPapers: 3,
  inProcessPapers: 1,
}

beforeAll(async () => {
  ctx = await createTestContext()
  subject = await subjectIds(ctx)
  await setMarks(ctx, subject.Pharmacology!, 'traditional', null)
  await setMarks(ctx, subject['Fundamentals of Nursing']!, 'traditional', 2)
  await setMarks(ctx, subject['Pediatric Nursing']!, 'traditional', 1)
  a = (await signupAndLogin(ctx, 'Student A')).auth
  b = (await signupAndLogin(ctx, 'Student B')).auth
})
afterAll(() => ctx.close())

describe('GET /api/dashboard and /api/analytics', () => {
  it('are all zero for a new student', async () => {
    expect(await dashboard(a)).toEqual(EMPTY)
    expect(await analytics(a)).toEqual({ totals: EMPTY, subjects: [] })
  })

  it('add up the completed papers exactly', async () => {
    const p1 = await createPaper(ctx, a, {
      style: 'traditional',
      mode: 'tutor',
      subjectId: subject.Pharmacology!,
      count: 4,
    })
    await answerAs(a, p1.code, ['right', 'wrong', 'right'])
    await finish(a, p1.code)
    codes.push(p1.code)
    ctx.clock.advance(1)

    const p2 = await createPaper(ctx, a, {
      style: 'traditional',
      mode: 'time',
      subjectId: subject['Fundamentals of Nursing']!,
      count: 3,
    })
    await answerAs(a, p2.code, ['right', 'wrong'])
    await finish(a, p2.code)
    codes.push(p2.code)
    ctx.clock.advance(1)

    expect(await dashboard(a)).toEqual(A_COMPLETED)
  })

  it('count an in-process paper as pending, outside every figure until it is completed', async () => {
    const p3 = await createPaper(ctx, a, {
      style: 'traditional',
      mode: 'tutor',
      subjectId: subject['Pediatric Nursing']!,
      count: 5,
    })
    expect(await dashboard(a)).toEqual({
      ...A_COMPLETED,
      totalPapers: 3,
      inProcessPapers: 1,
    })
    await answerAs(a, p3.code, ['right', 'wrong'])
    codes.push(p3.code)
    expect(await dashboard(a)).toEqual(A_WITH_PENDING)
  })

  it('break the figures down per subject', async () => {
    expect(await analytics(a)).toEqual({
      totals: A_WITH_PENDING,
      subjects: [
        {
          subject: 'Fundamentals of Nursing',
          totalQuestions: 3,
          marksScored: 2,
          marksPossible: 6,
          correct: 1,
          incorrect: 1,
          notAttempted: 1,
        },
        {
          subject: 'Pharmacology',
          totalQuestions: 4,
          marksScored: 6,
          marksPossible: 12,
          correct: 2,
          incorrect: 1,
          notAttempted: 1,
        },
        // Pediatric Nursing: its paper is in process (no answered question counts): no 0 / 0 row.
      ],
    })
  })

  it('never mix in another student’s papers', async () => {
    const pb = await createPaper(ctx, b, {
      style: 'traditional',
      mode: 'tutor',
      subjectId: subject.Pharmacology!,
      count: 2,
    })
    await answerAs(b, pb.code, ['right', 'right'])
    // And one left in process, to touch every counter.
    await createPaper(ctx, b, {
      style: 'nextgen',
      mode: 'tutor',
      subjectId: subject['Fundamentals of Nursing']!,
      count: 1,
    })

    const bTotals = {
      totalPapers: 2,
      completedPapers: 1,
      inProcessPapers: 1,
      upcomingWebinars: 0,
      marksScored: 6,
      marksPossible: 6,
      overallPercent: 100,
      correct: 2,
      incorrect: 0,
      notAttempted: 0,
    }
    expect(await dashboard(b)).toEqual(bTotals)
    expect(await analytics(b)).toEqual({
      totals: bTotals,
      // Fundamentals of Nursing: only an in-process paper, no answered question: no 0 / 0 row.
      subjects: [
        {
          subject: 'Pharmacology',
          totalQuestions: 2,
          marksScored: 6,
          marksPossible: 6,
          correct: 2,
          incorrect: 0,
          notAttempted: 0,
        },
      ],
    })

    expect(await dashboard(a)).toEqual(A_WITH_PENDING)
    expect((await analytics(a)).totals).toEqual(A_WITH_PENDING)
    const bList = (await get(ctx, b, '/api/papers')).json()
    expect(bList.total).toBe(2)
    expect(bList.items.map((p: { code: string }) => p.code)).not.toContain(codes[0])
  })

  it('need a token', async () => {
    for (const url of ['/api/dashboard', '/api/analytics']) {
      const res = await get(ctx, undefined, url)
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual(problemBody(401, MSG.tokenMissing))
    }
  })
})

describe('GET /api/papers', () => {
  it('lists the student’s papers newest first with their scores', async () => {
    const res = await get(ctx, a, '/api/papers')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 10 })
    expect(body.items).toEqual([
      {
        code: codes[2],
        style: 'traditional',
        mode: 'tutor',
        subject: 'Pediatric Nursing',
        status: 'in process',
        questionCount: 5,
        answeredCount: 2,
        marksScored: 1,
        marksPossible: 5,
        percent: 20,
        createdAt: expect.any(String),
        completedAt: null,
      },
      {
        code: codes[1],
        style: 'traditional',
        mode: 'time',
        subject: 'Fundamentals of Nursing',
        status: 'completed',
        questionCount: 3,
        answeredCount: 2,
        marksScored: 2,
        marksPossible: 6,
        percent: 33.33,
        createdAt: expect.any(String),
        completedAt: expect.any(String),
      },
      {
        code: codes[0],
        style: 'traditional',
        mode: 'tutor',
        subject: 'Pharmacology',
        status: 'completed',
        questionCount: 4,
        answeredCount: 3,
        marksScored: 6,
        marksPossible: 12,
        percent: 50,
        createdAt: expect.any(String),
        completedAt: expect.any(String),
      },
    ])
    const times = body.items.map((p: { createdAt: string }) => Date.parse(p.createdAt))
    expect(times[0]).toBeGreaterThan(times[1])
    expect(times[1]).toBeGreaterThan(times[2])
  })

  it('pages 10 at a time, newest first', async () => {
    const { auth } = await signupAndLogin(ctx)
    const made: string[] = []
    for (let i = 0; i < 12; i++) {
      const { code } = await createPaper(ctx, auth, {
        style: i % 2 ? 'nextgen' : 'traditional',
        mode: 'tutor',
        subjectId: subject.Pharmacology!,
        count: 1,
      })
      made.push(code)
      ctx.clock.advance(1)
    }
    const newestFirst = [...made].reverse()

    const page1 = (await get(ctx, auth, '/api/papers')).json()
    expect(page1).toMatchObject({ total: 12, page: 1, pageSize: 10 })
    expect(page1.items.map((p: { code: string }) => p.code)).toEqual(newestFirst.slice(0, 10))

    const page2 = (await get(ctx, auth, '/api/papers?page=2')).json()
    expect(page2).toMatchObject({ total: 12, page: 2, pageSize: 10 })
    expect(page2.items.map((p: { code: string }) => p.code)).toEqual(newestFirst.slice(10))

    const page3 = (await get(ctx, auth, '/api/papers?page=3')).json()
    expect(page3).toEqual({ items: [], total: 12, page: 3, pageSize: 10 })

    const small = (await get(ctx, auth, '/api/papers?page=2&pageSize=5')).json()
    expect(small.items.map((p: { code: string }) => p.code)).toEqual(newestFirst.slice(5, 10))

    const bad = await get(ctx, auth, '/api/papers?page=0')
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors)).toEqual(['page'])
    expect((await get(ctx, auth, '/api/papers?pageSize=101')).statusCode).toBe(400)

    // Nobody else's papers.
    expect((await dashboard(auth)).totalPapers).toBe(12)
    expect((await get(ctx, a, '/api/papers')).json().total).toBe(3)
  })
})
