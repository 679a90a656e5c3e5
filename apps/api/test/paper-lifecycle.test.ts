import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { papers, subjects } from '../src/db/schema/index'
import { createTestContext, signupAndLogin, type TestContext } from './helper'
import {
  answerQuestion,
  createPaper,
  get,
  MSG,
  paperItemsOf,
  paperRow,
  post,
  problemBody,
  rightAnswer,
  subjectIds,
  wrongAnswer,
} from './question-bank-helper'

// Papers at the edges of their life: finished before the deadline, a subject with nothing to
// ask, two answers to one question at once (issue 18).
const LIMIT = 60
const NO_QUESTIONS =
  'No questions are available for this subject and tutor type yet. Choose another one.'

let ctx: TestContext
let pharmacology: string
beforeAll(async () => {
  ctx = await createTestContext({ TIMED_TEST_SECONDS: String(LIMIT) })
  pharmacology = (await subjectIds(ctx)).Pharmacology!
})
afterAll(() => ctx.close())

describe('a timed paper finished before its deadline', () => {
  it('stays finished at the time it was finished once the deadline passes', async () => {
    const { auth } = await signupAndLogin(ctx)
    const { code } = await createPaper(ctx, auth, {
      style: 'traditional',
      mode: 'time',
      subjectId: pharmacology,
      count: 3,
    })
    const items = await paperItemsOf(ctx, code)
    expect(
      (await answerQuestion(ctx, auth, code, 1, rightAnswer(items[0]!.question))).statusCode,
    ).toBe(200)
    ctx.clock.advance(10)
    const finished = await post(ctx, auth, `/api/papers/${code}/finish`)
    expect(finished.statusCode).toBe(200)
    const finishedAt = (await paperRow(ctx, code)).completedAt!
    const deadline = (await paperRow(ctx, code)).deadlineAt!
    // Finished 50 s before the 60 s deadline.
    expect(deadline.getTime() - finishedAt.getTime()).toBeGreaterThanOrEqual(49_000)
    expect(finished.json()).toMatchObject({
      status: 'completed',
      completedAt: finishedAt.toISOString(),
      answeredCount: 1,
      nextPosition: null,
    })

    ctx.clock.advance(LIMIT + 30)
    // Reading it, listing it and the dashboard after the deadline change nothing.
    const state = await get(ctx, auth, `/api/papers/${code}`)
    expect(state.statusCode).toBe(200)
    expect(state.json()).toMatchObject({
      status: 'completed',
      completedAt: finishedAt.toISOString(),
    })
    const list = (await get(ctx, auth, '/api/papers')).json()
    expect(list.items[0]).toMatchObject({ code, completedAt: finishedAt.toISOString() })
    const question = await get(ctx, auth, `/api/papers/${code}/questions/2`)
    expect(question.statusCode).toBe(200)
    expect((await paperRow(ctx, code)).completedAt).toEqual(finishedAt)

    // Answering now: the student finished it, time did not run out.
    const late = await answerQuestion(ctx, auth, code, 2, rightAnswer(items[1]!.question))
    expect(late.statusCode).toBe(409)
    expect(late.json()).toEqual(problemBody(409, 'This test is already completed.'))
    const row = await paperRow(ctx, code)
    expect(row.completedAt).toEqual(finishedAt)
    expect(row.answeredCount).toBe(1)
  })

  it('a paper whose time ran out says so, and finishing it again changes nothing', async () => {
    const { auth } = await signupAndLogin(ctx)
    const { code } = await createPaper(ctx, auth, {
      style: 'traditional',
      mode: 'time',
      subjectId: pharmacology,
      count: 2,
    })
    const items = await paperItemsOf(ctx, code)
    const deadline = (await paperRow(ctx, code)).deadlineAt!
    ctx.clock.advance(LIMIT)
    // Once the 60 s have run, the time is up.
    const late = await answerQuestion(ctx, auth, code, 1, wrongAnswer(items[0]!.question))
    expect(late.statusCode).toBe(409)
    expect(late.json().detail).toBe(MSG.timeUp)
    ctx.clock.advance(5)
    const again = await post(ctx, auth, `/api/papers/${code}/finish`)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toMatchObject({
      status: 'completed',
      completedAt: deadline.toISOString(),
    })
    expect((await paperRow(ctx, code)).completedAt).toEqual(deadline)
  })

  it('a timed paper one second before its deadline still takes an answer', async () => {
    const { auth } = await signupAndLogin(ctx)
    const { code } = await createPaper(ctx, auth, {
      style: 'traditional',
      mode: 'time',
      subjectId: pharmacology,
      count: 2,
    })
    const items = await paperItemsOf(ctx, code)
    ctx.clock.advance(LIMIT - 1)
    const state = (await get(ctx, auth, `/api/papers/${code}`)).json()
    expect(state).toMatchObject({ status: 'in process', timer: { remainingSeconds: 1 } })
    const ok = await answerQuestion(ctx, auth, code, 1, rightAnswer(items[0]!.question))
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toEqual({ status: 'complete', result: null, paperStatus: 'in process' })
  })
})

describe('a subject and style with no questions', () => {
  it('refuses the test (422) and creates no paper', async () => {
    const [empty] = await ctx.database.db
      .insert(subjects)
      .values({ name: 'Empty subject (issue 18)', position: 99 })
      .returning()
    const student = await signupAndLogin(ctx)
    for (const style of ['traditional', 'nextgen']) {
      const res = await post(ctx, student.auth, '/api/papers', {
        style,
        mode: 'tutor',
        subjectId: empty!.id,
        count: 10,
      })
      expect(res.statusCode).toBe(422)
      expect(res.json().detail).toBe(NO_QUESTIONS)
    }
    const rows = await ctx.database.db
      .select()
      .from(papers)
      .where(eq(papers.userId, student.user.id))
    expect(rows).toEqual([])
    const list = (await get(ctx, student.auth, '/api/papers')).json()
    expect(list.total).toBe(0)
  })
})

describe('two answers to the same question at once', () => {
  it('one is saved and graded; the other is refused, and the paper counts one answer', async () => {
    const { auth } = await signupAndLogin(ctx)
    const { code } = await createPaper(ctx, auth, {
      style: 'traditional',
      mode: 'tutor',
      subjectId: pharmacology,
      count: 3,
    })
    const items = await paperItemsOf(ctx, code)
    const q = items[0]!.question
    const [a, b] = await Promise.all([
      answerQuestion(ctx, auth, code, 1, rightAnswer(q)),
      answerQuestion(ctx, auth, code, 1, wrongAnswer(q)),
    ])
    const codes = [a.statusCode, b.statusCode].sort()
    expect(codes).toEqual([200, 409])
    const [won, lost] = a.statusCode === 200 ? [a, b] : [b, a]
    expect(lost.json()).toEqual(problemBody(409, MSG.answered))
    // The verdict shown is the one saved.
    const savedCorrect = won === a
    expect(won.json().result.correct).toBe(savedCorrect)
    const row = await paperRow(ctx, code)
    expect(row.answeredCount).toBe(1)
    expect(row.correctCount).toBe(savedCorrect ? 1 : 0)
    const review = (await get(ctx, auth, `/api/papers/${code}/questions/1`)).json()
    expect(review.correct).toBe(savedCorrect)
  })

  it('answering the last question twice at once completes the paper once', async () => {
    const { auth } = await signupAndLogin(ctx)
    const { code } = await createPaper(ctx, auth, {
      style: 'traditional',
      mode: 'time',
      subjectId: pharmacology,
      count: 1,
    })
    const q = (await paperItemsOf(ctx, code))[0]!.question
    const [a, b] = await Promise.all([
      answerQuestion(ctx, auth, code, 1, rightAnswer(q)),
      answerQuestion(ctx, auth, code, 1, rightAnswer(q)),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
    const [won, lost] = a.statusCode === 200 ? [a, b] : [b, a]
    expect(won.json()).toEqual({ status: 'complete', result: null, paperStatus: 'completed' })
    // The paper completed under the loser: it is told the test is completed.
    expect(lost.json().detail).toBe(MSG.completed)
    expect(await paperRow(ctx, code)).toMatchObject({ answeredCount: 1, status: 'completed' })
  })
})

describe('a position past the end of the paper', () => {
  it('has no question to read, answer or note (404) and changes nothing', async () => {
    const { auth } = await signupAndLogin(ctx)
    const { code } = await createPaper(ctx, auth, {
      style: 'traditional',
      mode: 'tutor',
      subjectId: pharmacology,
      count: 2,
    })
    const q = (await paperItemsOf(ctx, code))[0]!.question
    const note = await ctx.app.inject({
      method: 'PUT',
      url: `/api/papers/${code}/questions/3/note`,
      headers: auth,
      payload: { note: 'remember this' },
    })
    expect(note.statusCode).toBe(404)
    expect(note.json().detail).toBe(MSG.questionNotFound)
    const answer = await answerQuestion(ctx, auth, code, 3, rightAnswer(q))
    expect(answer.statusCode).toBe(404)
    expect(answer.json().detail).toBe(MSG.questionNotFound)
    expect(await paperRow(ctx, code)).toMatchObject({ answeredCount: 0, status: 'in process' })
    expect((await paperItemsOf(ctx, code)).map((i) => i.note)).toEqual([null, null])
  })
})
