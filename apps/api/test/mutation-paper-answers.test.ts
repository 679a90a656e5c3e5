import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { flashcards } from '../src/db/schema/index'
import { createTestContext, signupAndLogin, type TestContext } from './helper'
import { ownConnection, waiting } from './pg-locks'
import {
  type Auth,
  answerQuestion,
  buyPlan,
  createPaper,
  get,
  MSG,
  paperItemsOf,
  paperRow,
  problemBody,
  rightAnswer,
  subjectIds,
  wrongAnswer,
} from './question-bank-helper'

// Answering a paper's question (question-bank/paper-answers.ts, issue 18): what the tutor result
// shows, what a missed answer adds to the Mistakes deck, flags; and two answers to one question
// at once, held on PostgreSQL so that both have read the question before either saves.

let ctx: TestContext
let pharmacology: string

beforeAll(async () => {
  ctx = await createTestContext()
  pharmacology = (await subjectIds(ctx)).Pharmacology!
})
afterAll(() => ctx.close())

async function tutorPaper(auth: Auth, count: number) {
  const { code } = await createPaper(ctx, auth, {
    style: 'traditional',
    mode: 'tutor',
    subjectId: pharmacology,
    count,
  })
  return { code, items: await paperItemsOf(ctx, code) }
}

/** The student's own cards of a question (other tests in this file use the same bank). */
async function mistakesOf(userId: string, questionId: string) {
  return ctx.database.db
    .select({ deck: flashcards.deck })
    .from(flashcards)
    .where(and(eq(flashcards.userId, userId), eq(flashcards.questionId, questionId)))
}

describe('the tutor result of an answer', () => {
  it('shows the seconds the server recorded: the client figure, or the clock when none is sent', async () => {
    const { auth } = await signupAndLogin(ctx)
    const { code, items } = await tutorPaper(auth, 2)
    ctx.clock.advance(40)
    const first = await ctx.app.inject({
      method: 'POST',
      url: `/api/papers/${code}/questions/1/answer`,
      headers: auth,
      payload: { answer: rightAnswer(items[0]!.question), elapsedSeconds: 17 },
    })
    expect(first.statusCode).toBe(200)
    expect(first.json().result).toMatchObject({ correct: true, timeSpentSeconds: 17 })
    ctx.clock.advance(9)
    const second = await answerQuestion(ctx, auth, code, 2, wrongAnswer(items[1]!.question))
    expect(second.json().result).toMatchObject({ correct: false, timeSpentSeconds: 9 })
    expect(second.json().paperStatus).toBe('completed')
  })

  it('a timed paper shows no result while it runs', async () => {
    const { auth } = await signupAndLogin(ctx)
    const { code } = await createPaper(ctx, auth, {
      style: 'traditional',
      mode: 'time',
      subjectId: pharmacology,
      count: 2,
    })
    const q = (await paperItemsOf(ctx, code))[0]!.question
    const res = await answerQuestion(ctx, auth, code, 1, wrongAnswer(q))
    expect(res.json()).toEqual({ status: 'complete', result: null, paperStatus: 'in process' })
  })
})

describe('the Mistakes deck from answers', () => {
  it('a wrong answer adds its question to the Mistakes deck; a right one adds nothing', async () => {
    const student = await signupAndLogin(ctx)
    const { auth } = student
    await buyPlan(ctx, auth, '1 Month')
    const { code, items } = await tutorPaper(auth, 2)
    expect(
      (await answerQuestion(ctx, auth, code, 1, wrongAnswer(items[0]!.question))).statusCode,
    ).toBe(200)
    expect(
      (await answerQuestion(ctx, auth, code, 2, rightAnswer(items[1]!.question))).statusCode,
    ).toBe(200)
    expect(await mistakesOf(student.user.id, items[0]!.question.id)).toEqual([{ deck: 'mistakes' }])
    expect(await mistakesOf(student.user.id, items[1]!.question.id)).toEqual([])
  })
})

describe('flags', () => {
  it('flags and unflags a question, shown when it is read; a position past the end is 404', async () => {
    const { auth } = await signupAndLogin(ctx)
    const { code } = await tutorPaper(auth, 2)
    const flag = (position: number, flagged: boolean) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/papers/${code}/questions/${position}/flag`,
        headers: auth,
        payload: { flagged },
      })
    const on = await flag(2, true)
    expect(on.statusCode).toBe(200)
    expect(on.json()).toEqual({ flagged: true })
    expect((await get(ctx, auth, `/api/papers/${code}/questions/2`)).json().flagged).toBe(true)
    expect((await get(ctx, auth, `/api/papers/${code}/questions/1`)).json().flagged).toBe(false)
    const off = await flag(2, false)
    expect(off.json()).toEqual({ flagged: false })
    expect((await get(ctx, auth, `/api/papers/${code}/questions/2`)).json().flagged).toBe(false)
    const past = await flag(3, true)
    expect(past.statusCode).toBe(404)
    expect(past.json()).toEqual(problemBody(404, MSG.questionNotFound))
    const unknown = await ctx.app.inject({
      method: 'PUT',
      url: '/api/papers/NOPE1234/questions/1/flag',
      headers: auth,
      payload: { flagged: true },
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual(problemBody(404, MSG.notFound))
  })
})

/**
 * Holds the paper item's row (SELECT … FOR UPDATE) so that answers read the question and then
 * wait in their save; `release` lets them go in the order they came.
 */
async function holdItem(code: string, position: number) {
  const client = await ownConnection(ctx)
  await client.query('begin')
  await client.query(
    `select i.id from paper_items i join papers p on p.id = i.paper_id
     where p.code = $1 and i.position = $2 for update of i`,
    [code, position],
  )
  return {
    async release() {
      await client.query('commit')
      await client.end()
    },
  }
}

/**
 * Two answers to the question at `position`, both read before either saves: the row is held
 * until the second waits too, and the first to wait is the first to save.
 */
async function answeredTogether(
  auth: Auth,
  code: string,
  position: number,
  first: unknown,
  second: unknown,
) {
  const hold = await holdItem(code, position)
  let a: ReturnType<typeof answerQuestion> | undefined
  let b: ReturnType<typeof answerQuestion> | undefined
  try {
    a = answerQuestion(ctx, auth, code, position, first)
    await waiting(ctx, 1)
    b = answerQuestion(ctx, auth, code, position, second)
    await waiting(ctx, 2)
  } finally {
    // Never leave the row held (a slow machine that misses the wait fails this test only).
    await hold.release()
  }
  return Promise.all([a!, b!])
}

describe.runIf(process.env.TEST_DATABASE_URL)(
  'two answers to one question, both read before either saves (PostgreSQL)',
  { timeout: 120_000 },
  () => {
    it('the first saves and is graded (200); the second is refused (409) and nothing of it is saved', async () => {
      const student = await signupAndLogin(ctx)
      const { auth } = student
      await buyPlan(ctx, auth, '1 Month')
      const { code, items } = await tutorPaper(auth, 3)
      const q = items[0]!.question
      const [a, b] = await answeredTogether(auth, code, 1, rightAnswer(q), wrongAnswer(q))
      expect(a.statusCode).toBe(200)
      expect(a.json().result.correct).toBe(true)
      expect(a.json().paperStatus).toBe('in process')
      expect(b.statusCode).toBe(409)
      expect(b.json()).toEqual(problemBody(409, MSG.answered))
      // The wrong answer was neither saved nor counted nor sent to the Mistakes deck.
      const { rows } = await ctx.database.pool!.query(
        `select i.answer, i.is_correct from paper_items i join papers p on p.id = i.paper_id
         where p.code = $1 and i.position = 1`,
        [code],
      )
      expect(rows).toEqual([{ answer: rightAnswer(q), is_correct: true }])
      expect(await paperRow(ctx, code)).toMatchObject({
        answeredCount: 1,
        correctCount: 1,
        status: 'in process',
      })
      expect(await mistakesOf(student.user.id, q.id)).toEqual([])
      const review = (await get(ctx, auth, `/api/papers/${code}/questions/1`)).json()
      expect(review.correct).toBe(true)
    })

    it('a wrong first answer wins over a right second one: 200 incorrect, 409, one Mistakes card', async () => {
      const student = await signupAndLogin(ctx)
      const { auth } = student
      await buyPlan(ctx, auth, '1 Month')
      const { code, items } = await tutorPaper(auth, 3)
      const q = items[1]!.question
      const [a, b] = await answeredTogether(auth, code, 2, wrongAnswer(q), rightAnswer(q))
      expect(a.statusCode).toBe(200)
      expect(a.json().result.correct).toBe(false)
      expect(b.statusCode).toBe(409)
      expect(b.json()).toEqual(problemBody(409, MSG.answered))
      expect(await paperRow(ctx, code)).toMatchObject({
        answeredCount: 1,
        correctCount: 0,
        marksScored: 0,
      })
      expect(await mistakesOf(student.user.id, q.id)).toEqual([{ deck: 'mistakes' }])
    })

    it('two answers to the last question of a timed paper: the second is told the test is completed', async () => {
      const student = await signupAndLogin(ctx)
      const { auth } = student
      const { code } = await createPaper(ctx, auth, {
        style: 'traditional',
        mode: 'time',
        subjectId: pharmacology,
        count: 2,
      })
      const items = await paperItemsOf(ctx, code)
      expect(
        (await answerQuestion(ctx, auth, code, 1, rightAnswer(items[0]!.question))).statusCode,
      ).toBe(200)
      const q = items[1]!.question
      const [a, b] = await answeredTogether(auth, code, 2, rightAnswer(q), wrongAnswer(q))
      expect(a.statusCode).toBe(200)
      expect(a.json()).toEqual({ status: 'complete', result: null, paperStatus: 'completed' })
      // Refused by what the paper is now (completed by the first), not by what it was when read.
      expect(b.statusCode).toBe(409)
      expect(b.json()).toEqual(problemBody(409, MSG.completed))
      expect(await paperRow(ctx, code)).toMatchObject({
        answeredCount: 2,
        correctCount: 2,
        status: 'completed',
      })
    })
  },
)
