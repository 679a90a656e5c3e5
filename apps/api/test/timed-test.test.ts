import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, signupAndLogin, type TestContext } from './helper'
import {
  type Auth,
  answerQuestion,
  createPaper,
  get,
  MSG,
  PROBLEM,
  paperItemsOf,
  paperRow,
  post,
  problemBody,
  rightAnswer,
  setMarks,
  subjectIds,
  wrongAnswer,
} from './question-bank-helper'

const LIMIT = 60

let ctx: TestContext
let pharmacology: string
beforeAll(async () => {
  ctx = await createTestContext({ TIMED_TEST_SECONDS: String(LIMIT) })
  pharmacology = (await subjectIds(ctx)).Pharmacology!
  // Every traditional Pharmacology question is worth the default 3 marks: figures are exact.
  await setMarks(ctx, pharmacology, 'traditional', null)
})
afterAll(() => ctx.close())

async function timedPaper(count = 3) {
  const { auth } = await signupAndLogin(ctx)
  const { code } = await createPaper(ctx, auth, {
    style: 'traditional',
    mode: 'time',
    subjectId: pharmacology,
    count,
  })
  return { auth, code, items: await paperItemsOf(ctx, code) }
}

const state = async (auth: Auth, code: string) => {
  const res = await get(ctx, auth, `/api/papers/${code}`)
  expect(res.statusCode).toBe(200)
  return res.json()
}

describe('timed test clock (kept by the server)', () => {
  it('starts at the limit and counts down with time; a refresh does not add time', async () => {
    const { auth, code } = await timedPaper()
    const row = await paperRow(ctx, code)
    expect(row.timeLimitSeconds).toBe(LIMIT)
    expect(row.deadlineAt!.getTime() - row.createdAt.getTime()).toBe(LIMIT * 1000)

    const first = await state(auth, code)
    expect(first.timer).toEqual({
      limitSeconds: LIMIT,
      remainingSeconds: 60,
      paused: false,
      deadline: row.deadlineAt!.toISOString(),
    })
    expect(first.status).toBe('in process')

    ctx.clock.advance(10)
    expect((await state(auth, code)).timer.remainingSeconds).toBe(50)
    ctx.clock.advance(25)
    const later = await state(auth, code)
    expect(later.timer).toEqual({
      limitSeconds: LIMIT,
      remainingSeconds: 25,
      paused: false,
      deadline: row.deadlineAt!.toISOString(),
    })
    // Reading the state again (a refresh, a second tab) moves nothing.
    expect((await state(auth, code)).timer.deadline).toBe(row.deadlineAt!.toISOString())
    expect((await paperRow(ctx, code)).deadlineAt).toEqual(row.deadlineAt)
  })

  it('pause freezes the time left, blocks answers, and resume carries on from there', async () => {
    const { auth, code, items } = await timedPaper()
    ctx.clock.advance(10)

    const paused = await post(ctx, auth, `/api/papers/${code}/pause`)
    expect(paused.statusCode).toBe(200)
    expect(paused.json()).toMatchObject({
      status: 'in process',
      timer: { limitSeconds: LIMIT, remainingSeconds: 50, paused: true, deadline: null },
    })

    ctx.clock.advance(30)
    expect((await state(auth, code)).timer).toEqual({
      limitSeconds: LIMIT,
      remainingSeconds: 50,
      paused: true,
      deadline: null,
    })

    const blocked = await answerQuestion(ctx, auth, code, 1, rightAnswer(items[0]!.question))
    expect(blocked.statusCode).toBe(409)
    expect(blocked.headers['content-type']).toContain(PROBLEM)
    expect(blocked.json()).toEqual(problemBody(409, 'The test is paused. Resume it to answer.'))
    expect((await paperRow(ctx, code)).answeredCount).toBe(0)

    // Pausing again changes nothing.
    const again = await post(ctx, auth, `/api/papers/${code}/pause`)
    expect(again.statusCode).toBe(200)
    expect(again.json().timer).toMatchObject({ remainingSeconds: 50, paused: true })

    // A paused paper does not run out, even far past its first deadline.
    ctx.clock.advance(1000)
    expect((await get(ctx, auth, '/api/dashboard')).json()).toMatchObject({
      completedPapers: 0,
      inProcessPapers: 1,
    })
    expect((await state(auth, code)).status).toBe('in process')

    const resumed = await post(ctx, auth, `/api/papers/${code}/resume`)
    expect(resumed.statusCode).toBe(200)
    const timer = resumed.json().timer
    expect(timer).toMatchObject({ limitSeconds: LIMIT, remainingSeconds: 50, paused: false })
    const deadline = new Date(timer.deadline).getTime()
    expect(Math.abs(deadline - (ctx.clock.now().getTime() + 50_000))).toBeLessThan(1000)
    const row = await paperRow(ctx, code)
    expect(row.pausedAt).toBeNull()
    expect(row.remainingSecondsAtPause).toBeNull()

    // Resuming again changes nothing.
    const twice = await post(ctx, auth, `/api/papers/${code}/resume`)
    expect(twice.statusCode).toBe(200)
    expect(twice.json().timer.deadline).toBe(timer.deadline)

    ctx.clock.advance(20)
    expect((await state(auth, code)).timer.remainingSeconds).toBe(30)
    const ok = await answerQuestion(ctx, auth, code, 1, rightAnswer(items[0]!.question))
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toEqual({ status: 'complete', result: null, paperStatus: 'in process' })
  })

  it('after the deadline refuses answers and completes the paper, unanswered ones not attempted', async () => {
    const { auth, code, items } = await timedPaper(3)
    const deadline = (await paperRow(ctx, code)).deadlineAt!
    expect(
      (await answerQuestion(ctx, auth, code, 1, rightAnswer(items[0]!.question))).statusCode,
    ).toBe(200)

    ctx.clock.advance(LIMIT + 1)
    const late = await answerQuestion(ctx, auth, code, 2, rightAnswer(items[1]!.question))
    expect(late.statusCode).toBe(409)
    expect(late.json()).toEqual(problemBody(409, "Time's up! This test has been submitted."))
    // Still refused (and still the same message) on a second try.
    const later = await answerQuestion(ctx, auth, code, 3, wrongAnswer(items[2]!.question))
    expect(later.statusCode).toBe(409)
    expect(later.json().detail).toBe(MSG.timeUp)

    const after = await state(auth, code)
    expect(after).toMatchObject({
      status: 'completed',
      answeredCount: 1,
      marksScored: 3,
      marksPossible: 9,
      percent: 33.33,
      completedAt: deadline.toISOString(),
      nextPosition: null,
      timer: { limitSeconds: LIMIT, remainingSeconds: 0, paused: false, deadline: null },
    })
    const row = await paperRow(ctx, code)
    expect(row.status).toBe('completed')
    expect(row.completedAt).toEqual(deadline)
    expect(row.answeredCount).toBe(1)

    expect((await get(ctx, auth, '/api/dashboard')).json()).toEqual({
      totalPapers: 1,
      completedPapers: 1,
      inProcessPapers: 0,
      upcomingWebinars: 0,
      marksScored: 3,
      marksPossible: 9,
      overallPercent: 33.33,
      correct: 1,
      incorrect: 0,
      notAttempted: 2,
    })

    for (const action of ['pause', 'resume']) {
      const res = await post(ctx, auth, `/api/papers/${code}/${action}`)
      expect(res.statusCode).toBe(409)
      expect(res.json()).toEqual(problemBody(409, MSG.completed))
    }
  })

  it('completes an expired paper on the dashboard and the list without opening it', async () => {
    const { auth, code } = await timedPaper(2)
    const deadline = (await paperRow(ctx, code)).deadlineAt!
    ctx.clock.advance(LIMIT + 5)
    expect((await get(ctx, auth, '/api/dashboard')).json()).toMatchObject({
      totalPapers: 1,
      completedPapers: 1,
      inProcessPapers: 0,
      marksScored: 0,
      marksPossible: 6,
      overallPercent: 0,
      correct: 0,
      incorrect: 0,
      notAttempted: 2,
    })
    const list = (await get(ctx, auth, '/api/papers')).json()
    expect(list.items[0]).toMatchObject({
      code,
      status: 'completed',
      completedAt: deadline.toISOString(),
    })
  })

  it('runs out on the time left at the pause, not on the first deadline', async () => {
    const { auth, code, items } = await timedPaper()
    ctx.clock.advance(LIMIT - 5)
    expect((await post(ctx, auth, `/api/papers/${code}/pause`)).json().timer.remainingSeconds).toBe(
      5,
    )
    ctx.clock.advance(600)
    expect(
      (await post(ctx, auth, `/api/papers/${code}/resume`)).json().timer.remainingSeconds,
    ).toBe(5)
    ctx.clock.advance(3)
    const ok = await answerQuestion(ctx, auth, code, 1, rightAnswer(items[0]!.question))
    expect(ok.statusCode).toBe(200)
    ctx.clock.advance(3)
    const late = await answerQuestion(ctx, auth, code, 2, rightAnswer(items[1]!.question))
    expect(late.statusCode).toBe(409)
    expect(late.json().detail).toBe(MSG.timeUp)
    expect((await state(auth, code)).status).toBe('completed')
  })

  it('a paused paper can be finished, and is then completed and no longer paused', async () => {
    const { auth, code } = await timedPaper()
    await post(ctx, auth, `/api/papers/${code}/pause`)
    const res = await post(ctx, auth, `/api/papers/${code}/finish`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      status: 'completed',
      nextPosition: null,
      timer: { remainingSeconds: 0, paused: false, deadline: null },
    })
    expect((await paperRow(ctx, code)).pausedAt).toBeNull()
  })

  it('refuses pause and resume on a tutor paper (400) and changes nothing', async () => {
    const { auth } = await signupAndLogin(ctx)
    const { code } = await createPaper(ctx, auth, {
      style: 'traditional',
      mode: 'tutor',
      subjectId: pharmacology,
      count: 2,
    })
    for (const action of ['pause', 'resume']) {
      const res = await post(ctx, auth, `/api/papers/${code}/${action}`)
      expect(res.statusCode).toBe(400)
      expect(res.headers['content-type']).toContain(PROBLEM)
      expect(res.json()).toEqual(problemBody(400, 'Only timed tests can be paused.'))
    }
    const row = await paperRow(ctx, code)
    expect(row).toMatchObject({ pausedAt: null, deadlineAt: null, status: 'in process' })
    expect((await state(auth, code)).timer).toBeNull()
    // A tutor paper has no clock: hours later it can still be answered.
    ctx.clock.advance(5 * LIMIT)
    const items = await paperItemsOf(ctx, code)
    expect(
      (await answerQuestion(ctx, auth, code, 1, rightAnswer(items[0]!.question))).statusCode,
    ).toBe(200)
  })

  it('cannot gain time by pausing and resuming repeatedly', async () => {
    const { auth, code } = await timedPaper()
    for (let i = 0; i < 10; i++) {
      ctx.clock.advance(0.9)
      await post(ctx, auth, `/api/papers/${code}/pause`)
      await post(ctx, auth, `/api/papers/${code}/resume`)
    }
    // 9 seconds have passed: at most 51 may be left.
    expect((await state(auth, code)).timer.remainingSeconds).toBeLessThanOrEqual(51)
  })
})
