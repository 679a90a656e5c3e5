import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { flashcardReviews, flashcards } from '../src/db/schema/index'
import { setNow } from './flashcards-helper'
import { createTestContext, signupAndLogin, type TestContext } from './helper'
import {
  type Auth,
  answerQuestion,
  buyPlan,
  createPaper,
  PROBLEM,
  paperItemsOf,
  rightAnswer,
  subjectIds,
  wrongAnswer,
} from './question-bank-helper'

/**
 * Flashcards through the real app (issue 14 section 3): the Mistakes deck, FSRS scheduling by
 * ts-fsrs stored with its review log, desired retention, suspend/delete, ownership, entitlement.
 * The clock is fixed at chosen instants so the schedule can be written out as literal dates.
 */

let ctx: TestContext
let student: Auth
let other: Auth
let free: Auth
let subjectId: string

const T0 = '2027-01-04T09:00:00.000Z'

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  auth?: Auth,
  payload?: unknown,
) =>
  ctx.app.inject({
    method,
    url,
    headers: auth ?? {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  })

async function missOne(auth: Auth) {
  const { code } = await createPaper(ctx, auth, {
    style: 'traditional',
    mode: 'tutor',
    subjectId,
    count: 2,
  })
  const [first, second] = await paperItemsOf(ctx, code)
  const missed = await answerQuestion(ctx, auth, code, 1, wrongAnswer(first!.question))
  expect(missed.statusCode, missed.body).toBe(200)
  const right = await answerQuestion(ctx, auth, code, 2, rightAnswer(second!.question))
  expect(right.statusCode, right.body).toBe(200)
  return { code, missedQuestion: first!.question, rightQuestion: second!.question }
}

beforeAll(async () => {
  ctx = await createTestContext()
  setNow(ctx, T0)
  student = (await signupAndLogin(ctx, 'Flash Student')).auth
  other = (await signupAndLogin(ctx, 'Other Student')).auth
  free = (await signupAndLogin(ctx, 'Free Student')).auth
  await buyPlan(ctx, student, '6 Months')
  await buyPlan(ctx, other, '6 Months')
  subjectId = Object.values(await subjectIds(ctx))[0]!
})

afterAll(async () => {
  await ctx?.close()
})

describe('the Mistakes deck', () => {
  it('gets a card for every missed question, once, and none for a right answer', async () => {
    const { missedQuestion, rightQuestion } = await missOne(student)
    const cards = await ctx.database.db
      .select()
      .from(flashcards)
      .where(eq(flashcards.questionId, missedQuestion.id))
    expect(cards).toHaveLength(1)
    expect(cards[0]!.deck).toBe('mistakes')
    expect(cards[0]!.due.toISOString()).toBe(T0)
    const none = await ctx.database.db
      .select()
      .from(flashcards)
      .where(eq(flashcards.questionId, rightQuestion.id))
    expect(none).toHaveLength(0)

    // Missing the same question again (in a new paper with it) adds no second card.
    const again = await missOne(student)
    const all = await ctx.database.db
      .select({ q: flashcards.questionId })
      .from(flashcards)
      .where(eq(flashcards.deck, 'mistakes'))
    const ids = all.map((r) => r.q)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toContain(again.missedQuestion.id)

    const overview = await call('GET', '/api/flashcards', student)
    expect(overview.statusCode, overview.body).toBe(200)
    const mistakes = overview.json().decks.find((d: { deck: string }) => d.deck === 'mistakes')
    expect(mistakes).toMatchObject({ name: 'Mistakes', total: ids.length, due: ids.length })
    expect(overview.json().dueTotal).toBe(ids.length)
    expect(overview.json().desiredRetention).toBe(0.9)
  })

  it('shows the stem on the front and the answer with its rationale on the back', async () => {
    const list = await call('GET', '/api/flashcards/cards?deck=mistakes', student)
    expect(list.statusCode, list.body).toBe(200)
    const card = list.json().items[0]
    const [row] = await ctx.database.db.select().from(flashcards).where(eq(flashcards.id, card.id))
    const q = (await paperItemsOf(ctx, (await latestCode())!)).find(
      (i) => i.question.id === row!.questionId,
    )?.question
    if (q) {
      expect(card.front).toContain(q.stem)
      if (q.explanation) expect(card.back).toContain(q.explanation)
    }
    expect(card).toMatchObject({
      kind: 'question',
      deck: 'mistakes',
      state: 'new',
      suspended: false,
    })
  })
})

async function latestCode() {
  const res = await call('GET', '/api/papers', student)
  return res.json().items[0]?.code as string | undefined
}

describe('FSRS schedule (ts-fsrs, default parameters, no fuzz)', () => {
  it('stores the schedule ts-fsrs gives for Good, Good, Again, Good, Easy at fixed times', async () => {
    setNow(ctx, T0)
    const created = await call('POST', '/api/flashcards/cards', student, {
      source: 'custom',
      front: 'Normal adult potassium range?',
      back: '3.5–5.0 mEq/L',
    })
    expect(created.statusCode, created.body).toBe(201)
    const id = created.json().id as string
    expect(created.json()).toMatchObject({ deck: 'custom', state: 'new', due: T0 })

    // The buttons of a new card: learning steps 1m and 10m (Hard: the mean, 6m); Easy skips
    // learning with the initial stability w[3] = 8.2956 days, 8 days at retention 0.90.
    const next = await call('GET', '/api/flashcards/review?deck=custom', student)
    expect(next.statusCode, next.body).toBe(200)
    expect(next.json().card.id).toBe(id)
    expect(next.json().previews).toEqual([
      { rating: 'again', due: '2027-01-04T09:01:00.000Z', seconds: 60 },
      { rating: 'hard', due: '2027-01-04T09:06:00.000Z', seconds: 360 },
      { rating: 'good', due: '2027-01-04T09:10:00.000Z', seconds: 600 },
      { rating: 'easy', due: '2027-01-12T09:00:00.000Z', seconds: 8 * 86_400 },
    ])

    // [time rated, rating, due after, state after, scheduled days]
    // Good on a new card: second learning step (10m). Good again: graduates with stability
    // w[2] = 2.3065, whose interval at 0.90 retention is the stability itself, rounded: 2 days.
    // Again on a review card: relearning step 10m. Good: back to review, 1 day. Easy: 4 days.
    const steps: [string, string, string, string, number][] = [
      ['2027-01-04T09:00:00.000Z', 'good', '2027-01-04T09:10:00.000Z', 'learning', 0],
      ['2027-01-04T09:10:00.000Z', 'good', '2027-01-06T09:10:00.000Z', 'review', 2],
      ['2027-01-06T09:10:00.000Z', 'again', '2027-01-06T09:20:00.000Z', 'relearning', 0],
      ['2027-01-06T09:20:00.000Z', 'good', '2027-01-07T09:20:00.000Z', 'review', 1],
      ['2027-01-07T09:20:00.000Z', 'easy', '2027-01-11T09:20:00.000Z', 'review', 4],
    ]
    for (const [at, rating, due, state, scheduledDays] of steps) {
      setNow(ctx, at)
      const res = await call('POST', `/api/flashcards/cards/${id}/reviews`, student, { rating })
      expect(res.statusCode, `${at} ${rating}: ${res.body}`).toBe(200)
      expect(res.json().card, `${at} ${rating}`).toMatchObject({ due, state, lastReview: at })
      expect(res.json().scheduledDays).toBe(scheduledDays)
    }

    const log = await ctx.database.db
      .select()
      .from(flashcardReviews)
      .where(eq(flashcardReviews.cardId, id))
      .orderBy(flashcardReviews.reviewedAt)
    expect(
      log.map((r) => [
        r.reviewedAt.toISOString(),
        r.rating,
        r.stateBefore,
        r.stateAfter,
        r.elapsedDays,
        r.scheduledDays,
        r.dueAfter.toISOString(),
      ]),
    ).toEqual([
      // rating 1..4 = again..easy; state 0 new, 1 learning, 2 review, 3 relearning
      ['2027-01-04T09:00:00.000Z', 3, 0, 1, 0, 0, '2027-01-04T09:10:00.000Z'],
      ['2027-01-04T09:10:00.000Z', 3, 1, 2, 0, 2, '2027-01-06T09:10:00.000Z'],
      ['2027-01-06T09:10:00.000Z', 1, 2, 3, 2, 0, '2027-01-06T09:20:00.000Z'],
      ['2027-01-06T09:20:00.000Z', 3, 3, 2, 0, 1, '2027-01-07T09:20:00.000Z'],
      ['2027-01-07T09:20:00.000Z', 4, 2, 2, 1, 4, '2027-01-11T09:20:00.000Z'],
    ])
    expect(log.every((r) => r.desiredRetention === 0.9)).toBe(true)
    const [card] = await ctx.database.db.select().from(flashcards).where(eq(flashcards.id, id))
    expect(card).toMatchObject({ reps: 5, lapses: 1, state: 2, scheduledDays: 4 })
    expect(card!.stability).toBeCloseTo(4.0861, 3)
  })

  it('schedules by the desired retention: 0.80 graduates the same card to 8 days', async () => {
    const set = await call('PUT', '/api/flashcards/settings', student, { desiredRetention: 0.8 })
    expect(set.statusCode, set.body).toBe(200)
    setNow(ctx, '2027-01-04T09:00:00.000Z')
    const created = await call('POST', '/api/flashcards/cards', student, {
      source: 'custom',
      front: 'Antidote for heparin?',
      back: 'Protamine sulfate',
    })
    const id = created.json().id as string
    await call('POST', `/api/flashcards/cards/${id}/reviews`, student, { rating: 'good' })
    setNow(ctx, '2027-01-04T09:10:00.000Z')
    const res = await call('POST', `/api/flashcards/cards/${id}/reviews`, student, {
      rating: 'good',
    })
    // Interval = S / F * (R^(1/-decay) - 1) with S = 2.3065, decay 0.1542: 7.6, rounded to 8.
    expect(res.json().card.due).toBe('2027-01-12T09:10:00.000Z')
    expect(res.json().scheduledDays).toBe(8)
    await call('PUT', '/api/flashcards/settings', student, { desiredRetention: 0.9 })
  })
})

describe('desired retention', () => {
  it('accepts 0.70 to 0.97 and refuses 0.69 and 0.98', async () => {
    for (const value of [0.69, 0.98, 'high', null]) {
      const res = await call('PUT', '/api/flashcards/settings', student, {
        desiredRetention: value,
      })
      expect(res.statusCode, String(value)).toBe(400)
      expect(res.headers['content-type']).toContain(PROBLEM)
    }
    for (const value of [0.7, 0.97, 0.9]) {
      const res = await call('PUT', '/api/flashcards/settings', student, {
        desiredRetention: value,
      })
      expect(res.statusCode, String(value)).toBe(200)
      expect((await call('GET', '/api/flashcards', student)).json().desiredRetention).toBe(value)
    }
  })
})

describe('cards', () => {
  it('creates a card from an answered question, not from an unanswered one', async () => {
    const { code } = await createPaper(ctx, student, {
      style: 'traditional',
      mode: 'tutor',
      subjectId,
      count: 2,
    })
    const early = await call('POST', '/api/flashcards/cards', student, {
      source: 'question',
      code,
      position: 1,
    })
    expect(early.statusCode).toBe(409)
    const [first] = await paperItemsOf(ctx, code)
    await answerQuestion(ctx, student, code, 1, rightAnswer(first!.question))
    const made = await call('POST', '/api/flashcards/cards', student, {
      source: 'question',
      code,
      position: 1,
    })
    expect(made.statusCode, made.body).toBe(201)
    expect(made.json()).toMatchObject({ deck: 'questions', kind: 'question' })
    expect(made.json().front).toContain(first!.question.stem)
    // Twice is the same card.
    const twice = await call('POST', '/api/flashcards/cards', student, {
      source: 'question',
      code,
      position: 1,
    })
    expect(twice.json().id).toBe(made.json().id)
    // Another student's paper is not found.
    const theirs = await call('POST', '/api/flashcards/cards', other, {
      source: 'question',
      code,
      position: 1,
    })
    expect(theirs.statusCode).toBe(404)
  })

  it('validates and cleans written cards; shows them as escaped text', async () => {
    for (const body of [
      { source: 'custom', front: '', back: 'x' },
      { source: 'custom', front: 'x'.repeat(501), back: 'x' },
      { source: 'custom', front: 'x', back: 'x'.repeat(2001) },
      { source: 'custom', front: 'x' },
      { source: 'nope', front: 'x', back: 'y' },
    ]) {
      const res = await call('POST', '/api/flashcards/cards', student, body)
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400)
    }
    const res = await call('POST', '/api/flashcards/cards', student, {
      source: 'custom',
      front: '<img src=x onerror=alert(1)> K+\u202e < 3.5?',
      back: 'line one\nline two',
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().front).toBe('<p>&lt;img src=x onerror=alert(1)&gt; K+ &lt; 3.5?</p>')
    expect(res.json().back).toBe('<p>line one<br>line two</p>')
  })

  it('suspends (no longer due), unsuspends and deletes', async () => {
    setNow(ctx, '2027-02-01T09:00:00.000Z')
    const created = await call('POST', '/api/flashcards/cards', student, {
      source: 'custom',
      front: 'Suspend me',
      back: 'ok',
    })
    const id = created.json().id as string
    const due = async () =>
      (await call('GET', '/api/flashcards', student)).json().dueTotal as number
    const before = await due()
    const s = await call('PATCH', `/api/flashcards/cards/${id}`, student, { suspended: true })
    expect(s.statusCode, s.body).toBe(200)
    expect(s.json().suspended).toBe(true)
    expect(await due()).toBe(before - 1)
    const rated = await call('POST', `/api/flashcards/cards/${id}/reviews`, student, {
      rating: 'good',
    })
    expect(rated.statusCode).toBe(409)
    await call('PATCH', `/api/flashcards/cards/${id}`, student, { suspended: false })
    expect(await due()).toBe(before)
    const del = await call('DELETE', `/api/flashcards/cards/${id}`, student)
    expect(del.statusCode).toBe(204)
    expect((await call('GET', `/api/flashcards/cards/${id}`, student)).statusCode).toBe(404)
    expect((await call('DELETE', `/api/flashcards/cards/${id}`, student)).statusCode).toBe(404)
    expect(await due()).toBe(before - 1)
  })

  it("answers 404 on another student's card and changes nothing", async () => {
    const created = await call('POST', '/api/flashcards/cards', student, {
      source: 'custom',
      front: 'Mine',
      back: 'only',
    })
    const id = created.json().id as string
    expect((await call('GET', `/api/flashcards/cards/${id}`, other)).statusCode).toBe(404)
    expect(
      (await call('PATCH', `/api/flashcards/cards/${id}`, other, { suspended: true })).statusCode,
    ).toBe(404)
    expect(
      (await call('POST', `/api/flashcards/cards/${id}/reviews`, other, { rating: 'easy' }))
        .statusCode,
    ).toBe(404)
    expect((await call('DELETE', `/api/flashcards/cards/${id}`, other)).statusCode).toBe(404)
    const mine = await call('GET', `/api/flashcards/cards/${id}`, student)
    expect(mine.json()).toMatchObject({ suspended: false, reps: 0 })
    const theirList = await call('GET', '/api/flashcards/cards', other)
    expect(theirList.json().items.map((c: { id: string }) => c.id)).not.toContain(id)
    const rows = await ctx.database.db
      .select()
      .from(flashcardReviews)
      .where(and(eq(flashcardReviews.cardId, id)))
    expect(rows).toHaveLength(0)
  })
})

describe('entitlement and authentication', () => {
  it('refuses every flashcard route without a running plan (403) and anonymous callers (401)', async () => {
    const refused = [
      ['GET', '/api/flashcards'],
      ['GET', '/api/flashcards/cards'],
      ['GET', '/api/flashcards/review'],
      ['PUT', '/api/flashcards/settings', { desiredRetention: 0.9 }],
      ['POST', '/api/flashcards/cards', { source: 'custom', front: 'a', back: 'b' }],
    ] as const
    for (const [method, url, body] of refused) {
      const res = await call(method, url, free, body)
      expect(res.statusCode, `${method} ${url}`).toBe(403)
      expect(res.json().detail).toMatch(/plan/)
      expect((await call(method, url, undefined, body)).statusCode).toBe(401)
    }
  })

  it('still collects a free student’s mistakes, shown once a plan is bought', async () => {
    await missOne(free)
    expect((await call('GET', '/api/flashcards', free)).statusCode).toBe(403)
    await buyPlan(ctx, free, '6 Months')
    const overview = await call('GET', '/api/flashcards', free)
    expect(overview.statusCode).toBe(200)
    expect(overview.json().decks[0]).toMatchObject({ deck: 'mistakes', total: 1 })
  })
})
