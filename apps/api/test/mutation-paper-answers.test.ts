import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { flashcards } from '../src/db/schema/index'
import { createTestContext, signupAndLogin, type TestContext } from './helper'
import { heldTogether } from './pg-locks'
import {
  type Auth,
  answerQuestion,
  buyPlan,
  createPaper,
  get,
  MSG,
  paperHolding,
  paperItemsOf,
  paperRow,
  post,
  problemBody,
  type QuestionRow,
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

/** A traditional Pharmacology paper of `count` questions, with its items from the database. */
async function pharmacologyPaper(auth: Auth, count: number, mode: 'tutor' | 'time' = 'tutor') {
  const { code } = await createPaper(ctx, auth, {
    style: 'traditional',
    mode,
    subjectId: pharmacology,
    count,
  })
  return { code, items: await paperItemsOf(ctx, code) }
}
const tutorPaper = (auth: Auth, count: number) => pharmacologyPaper(auth, count)

/** The answer was refused with 409 and this text. */
function refused(res: { statusCode: number; json(): unknown }, detail: string) {
  expect(res.statusCode).toBe(409)
  expect(res.json()).toEqual(problemBody(409, detail))
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
    const { code, items } = await pharmacologyPaper(auth, 2, 'time')
    const res = await answerQuestion(ctx, auth, code, 1, wrongAnswer(items[0]!.question))
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

describe('the marks of an answer in a paper made before Next Gen scoring', () => {
  it('a Next Gen item still worth its old 3 marks: the full key earns all 3, a partly right answer none', async () => {
    const { auth } = await signupAndLogin(ctx)
    // Trend item (4 points) and bow-tie (5 points), each worth 3 marks in this paper.
    const code = await paperHolding(ctx, auth, pharmacology, [
      ['ngn-trend-01', 3],
      ['ngn-bowtie-01', 3],
    ])
    const partly = await answerQuestion(ctx, auth, code, 1, {
      type: 'trend',
      response: { type: 'multi', selected: ['o1', 'o5', 'o4', 'o6', 'o2', 'o7'] },
    })
    expect(partly.statusCode, partly.body).toBe(200)
    expect(partly.json().result).toMatchObject({
      correct: false,
      marks: 3,
      marksAwarded: 0,
      score: { points: 2, max: 4 },
    })
    const bowtie = (await paperItemsOf(ctx, code))[1]!.question
    const full = await answerQuestion(ctx, auth, code, 2, rightAnswer(bowtie))
    expect(full.statusCode, full.body).toBe(200)
    expect(full.json().result).toMatchObject({
      correct: true,
      marks: 3,
      marksAwarded: 3,
      score: { points: 5, max: 5 },
    })
    expect(await paperRow(ctx, code)).toMatchObject({
      status: 'completed',
      marksPossible: 6,
      marksScored: 3,
      correctCount: 1,
    })
  })
})

/** An answer of another type than the question's (the grader refuses it with 400). */
const ofAnotherType = (q: QuestionRow) =>
  q.type === 'blank' ? { type: 'mcq', choice: 'x' } : { type: 'blank', text: 'x' }

describe('a closed paper or an answered question is refused before the answer is graded', () => {
  it('an answer of another type to a completed paper is told it is completed (409), not 400', async () => {
    const { auth } = await signupAndLogin(ctx)
    const { code, items } = await tutorPaper(auth, 2)
    const q = items[1]!.question
    expect((await answerQuestion(ctx, auth, code, 2, ofAnotherType(q))).json()).toEqual(
      problemBody(400, MSG.wrongType),
    )
    expect((await post(ctx, auth, `/api/papers/${code}/finish`)).statusCode).toBe(200)
    refused(await answerQuestion(ctx, auth, code, 2, ofAnotherType(q)), MSG.completed)
  })

  it('an answer of another type to a paused timed paper is told to resume (409)', async () => {
    const { auth } = await signupAndLogin(ctx)
    const { code, items } = await pharmacologyPaper(auth, 2, 'time')
    expect((await post(ctx, auth, `/api/papers/${code}/pause`)).statusCode).toBe(200)
    refused(await answerQuestion(ctx, auth, code, 1, ofAnotherType(items[0]!.question)), MSG.paused)
  })

  it('an answer of another type to an answered question is told it is answered (409), not 400', async () => {
    const { auth } = await signupAndLogin(ctx)
    const { code, items } = await tutorPaper(auth, 2)
    const q = items[0]!.question
    expect((await answerQuestion(ctx, auth, code, 1, rightAnswer(q))).statusCode).toBe(200)
    refused(await answerQuestion(ctx, auth, code, 1, ofAnotherType(q)), MSG.answered)
    expect(await paperRow(ctx, code)).toMatchObject({ answeredCount: 1, correctCount: 1 })
  })
})

/**
 * Two answers to the question at `position`, both read before either saves: the item's row is
 * held until the second waits too, and the first to wait is the first to save.
 */
function answeredTogether(
  auth: Auth,
  code: string,
  position: number,
  first: unknown,
  second: unknown,
) {
  return heldTogether(
    ctx,
    `select i.id from paper_items i join papers p on p.id = i.paper_id
     where p.code = $1 and i.position = $2 for update of i`,
    [code, position],
    () => answerQuestion(ctx, auth, code, position, first),
    () => answerQuestion(ctx, auth, code, position, second),
  )
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
      refused(b, MSG.answered)
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
      refused(b, MSG.answered)
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
      const { code, items } = await pharmacologyPaper(auth, 2, 'time')
      expect(
        (await answerQuestion(ctx, auth, code, 1, rightAnswer(items[0]!.question))).statusCode,
      ).toBe(200)
      const q = items[1]!.question
      const [a, b] = await answeredTogether(auth, code, 2, rightAnswer(q), wrongAnswer(q))
      expect(a.statusCode).toBe(200)
      expect(a.json()).toEqual({ status: 'complete', result: null, paperStatus: 'completed' })
      // Refused by what the paper is now (completed by the first), not by what it was when read.
      refused(b, MSG.completed)
      expect(await paperRow(ctx, code)).toMatchObject({
        answeredCount: 2,
        correctCount: 2,
        status: 'completed',
      })
    })
  },
)
