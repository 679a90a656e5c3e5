import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { flashcardReviews, flashcards } from '../src/db/schema/index'
import { createTestContext, signupAndLogin, type TestContext } from './helper'
import { heldTogether } from './pg-locks'
import { type Auth, buyPlan, problemBody } from './question-bank-helper'

// Flashcards' refusals (flashcards/flashcards.service.ts, issue 18): a written card with nothing
// left once cleaned, a review with no card due, rating a suspended card, and two ratings of one
// card at once (held on PostgreSQL so that both have read the card before either saves).

const EMPTY_CARD = 'Enter the front and the back of the card.'
const SUSPENDED = 'This card is suspended. Unsuspend it to review it.'
const ALREADY_RATED = 'This card was just rated. Load the next card.'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, auth: Auth, payload?: object) =>
  ctx.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) })

/** A student with a plan (flashcards need one). */
async function planStudent() {
  const s = await signupAndLogin(ctx)
  await buyPlan(ctx, s.auth, '1 Month')
  return s
}

async function writeCard(auth: Auth, front: string, back: string) {
  return call('POST', '/api/flashcards/cards', auth, { source: 'custom', front, back })
}

const cardsOf = (userId: string) =>
  ctx.database.db.select().from(flashcards).where(eq(flashcards.userId, userId))
const reviewsOf = (cardId: string) =>
  ctx.database.db.select().from(flashcardReviews).where(eq(flashcardReviews.cardId, cardId))

describe('written cards', () => {
  it('a front or back of only invisible characters is refused (400) once cleaned, and no card is written', async () => {
    const s = await planStudent()
    // A zero-width space passes the request's trim and length check; cleaning removes it.
    for (const [front, back] of [
      ['\u200b', 'Potassium 3.5–5.0 mmol/L'],
      ['Normal potassium?', '\u200b\u202e'],
    ]) {
      const res = await writeCard(s.auth, front!, back!)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual(problemBody(400, EMPTY_CARD))
    }
    expect(await cardsOf(s.user.id)).toEqual([])
  })
})

describe('review', () => {
  it('with no card due answers no card, no previews and 0 due', async () => {
    const s = await planStudent()
    const res = await call('GET', '/api/flashcards/review', s.auth)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ card: null, previews: [], dueCount: 0 })
  })

  it('rating a suspended card is refused as suspended (409) and logs nothing', async () => {
    const s = await planStudent()
    const id = (await writeCard(s.auth, 'Digoxin antidote?', 'Digoxin immune fab')).json()
      .id as string
    expect(
      (await call('PATCH', `/api/flashcards/cards/${id}`, s.auth, { suspended: true })).statusCode,
    ).toBe(200)
    const rated = await call('POST', `/api/flashcards/cards/${id}/reviews`, s.auth, {
      rating: 'good',
    })
    expect(rated.statusCode).toBe(409)
    expect(rated.json()).toEqual(problemBody(409, SUSPENDED))
    expect(await reviewsOf(id)).toEqual([])
    expect((await cardsOf(s.user.id))[0]).toMatchObject({ reps: 0, suspended: true })
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)(
  'two ratings of one card at once (PostgreSQL)',
  { timeout: 120_000 },
  () => {
    it('the first is saved (200); the second is told the card was just rated (409); one review logged', async () => {
      const s = await planStudent()
      const id = (await writeCard(s.auth, 'Normal sodium?', '135–145 mmol/L')).json().id as string
      const rate = (rating: string) => () =>
        call('POST', `/api/flashcards/cards/${id}/reviews`, s.auth, { rating })
      const [a, b] = await heldTogether(
        ctx,
        'select id from flashcards where id = $1 for update',
        [id],
        rate('good'),
        rate('again'),
      )
      expect(a.statusCode, a.body).toBe(200)
      expect(a.json().rating).toBe('good')
      expect(b.statusCode).toBe(409)
      expect(b.json()).toEqual(problemBody(409, ALREADY_RATED))
      const logged = await reviewsOf(id)
      expect(logged.map((r) => r.rating)).toEqual([3])
      expect((await cardsOf(s.user.id))[0]).toMatchObject({ reps: 1 })
    })
  },
)
