import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../src/db/client'
import { readinessAssessments } from '../src/db/schema/index'
import { createTestContext, signupAndLogin, type TestContext } from './helper'
import { type Auth, buyPlan } from './question-bank-helper'

// Starting readiness assessments (readiness/readiness.service.ts, issue 18) without answering
// 85 items: an assessment that ran out of time no longer blocks the next, the allowance and its
// period end, the refusal once both are used (with the link to the plans), and an exam with no
// tagged questions.

const MSG = {
  usedUp:
    'You have used both readiness assessments of this plan period. Your next two come with your next plan period.',
  emptyBank: 'No questions are tagged for this exam yet.',
  notEnded: 'The result is ready when the assessment has ended.',
  noPlan:
    'Readiness assessments come with a question-bank plan (2 per plan period). Choose a plan on the Subscriptions page.',
}
const FIVE_HOURS = 5 * 3600

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const call = (method: 'GET' | 'POST' | 'PUT', url: string, auth: Auth, payload?: object) =>
  ctx.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) })

/** Start is refused (403) with `detail` and the link to the plans. */
async function startRefused(auth: Auth, detail: string) {
  const res = await call('POST', '/api/readiness/assessments', auth)
  expect(res.statusCode).toBe(403)
  expect(res.headers.link).toBe('</subscriptions>; rel="payment"')
  expect(res.json()).toEqual({ type: 'about:blank', title: 'Forbidden', status: 403, detail })
}

async function rowsOf(userId: string) {
  return ctx.database.db
    .select()
    .from(readinessAssessments)
    .where(eq(readinessAssessments.userId, userId))
}

describe('the allowance of a plan period', () => {
  it('an assessment that ran out of time leaves the screen and the next can start; the third is refused with a link to the plans', async () => {
    const s = await signupAndLogin(ctx)
    await buyPlan(ctx, s.auth, '1 Month')
    const validUntil = (await call('GET', '/api/subscription', s.auth)).json().validUntil
    const first = await call('POST', '/api/readiness/assessments', s.auth)
    expect(first.statusCode, first.body).toBe(201)
    expect(first.json()).toMatchObject({ status: 'in progress', position: 1 })
    const fresh = (await call('GET', '/api/readiness', s.auth)).json()
    expect(fresh.allowance).toEqual({
      entitled: true,
      perPeriod: 2,
      used: 1,
      remaining: 1,
      periodEndsAt: validUntil,
    })
    expect(fresh.current).toMatchObject({ id: first.json().id, status: 'in progress' })

    // Five hours later the time rule has ended it (on the next read): nothing is current, the
    // tracker has it, and a new assessment starts.
    ctx.clock.advance(FIVE_HOURS)
    const after = (await call('GET', '/api/readiness', s.auth)).json()
    expect(after.current).toBeNull()
    expect(after.tracker.items).toHaveLength(1)
    expect(after.tracker.items[0]).toMatchObject({
      id: first.json().id,
      number: 1,
      completedAt: first.json().deadline,
      passed: false,
    })
    const second = await call('POST', '/api/readiness/assessments', s.auth)
    expect(second.statusCode, second.body).toBe(201)
    expect(second.json().id).not.toBe(first.json().id)

    ctx.clock.advance(FIVE_HOURS)
    const both = (await call('GET', '/api/readiness', s.auth)).json()
    expect(both.allowance).toEqual({
      entitled: true,
      perPeriod: 2,
      used: 2,
      remaining: 0,
      periodEndsAt: validUntil,
    })
    expect(both.current).toBeNull()
    await startRefused(s.auth, MSG.usedUp)
    expect(await rowsOf(s.user.id)).toHaveLength(2)
  })

  it('without a running plan (never bought, or ended a second ago) nothing is allowed and Start is refused with a link to the plans', async () => {
    const never = await signupAndLogin(ctx)
    const lapsed = await signupAndLogin(ctx)
    await buyPlan(ctx, lapsed.auth, '1 Month')
    const bought = (await call('GET', '/api/readiness', lapsed.auth)).json().allowance
    expect(bought).toMatchObject({ entitled: true, remaining: 2 })
    // 28 days (2,419,200 s) and one second later the month has ended.
    ctx.clock.advance(2_419_201)
    for (const s of [never, lapsed]) {
      expect((await call('GET', '/api/readiness', s.auth)).json().allowance).toEqual({
        entitled: false,
        perPeriod: 2,
        used: 0,
        remaining: 0,
        periodEndsAt: null,
      })
      await startRefused(s.auth, MSG.noPlan)
      expect(await rowsOf(s.user.id)).toHaveLength(0)
    }
  })

  it('a start straight after the deadline (no read in between) ends the old assessment and starts the next', async () => {
    const s = await signupAndLogin(ctx)
    await buyPlan(ctx, s.auth, '1 Month')
    const first = (await call('POST', '/api/readiness/assessments', s.auth)).json()
    ctx.clock.advance(FIVE_HOURS)
    const second = await call('POST', '/api/readiness/assessments', s.auth)
    expect(second.statusCode, second.body).toBe(201)
    expect(second.json()).toMatchObject({ status: 'in progress', position: 1, answered: 0 })
    const rows = await rowsOf(s.user.id)
    expect(rows.find((r) => r.id === first.id)?.completedAt?.toISOString()).toBe(first.deadline)
    expect(rows.filter((r) => r.completedAt === null).map((r) => r.id)).toEqual([second.json().id])
  })

  it('an assessment still running is not yet reviewable (409) and not on the tracker', async () => {
    const s = await signupAndLogin(ctx)
    await buyPlan(ctx, s.auth, '1 Month')
    const id = (await call('POST', '/api/readiness/assessments', s.auth)).json().id
    const review = await call('GET', `/api/readiness/assessments/${id}/review`, s.auth)
    expect(review.statusCode).toBe(409)
    expect(review.json().detail).toBe(MSG.notEnded)
    const overview = (await call('GET', '/api/readiness', s.auth)).json()
    expect(overview.tracker).toEqual({ items: [], consecutiveHigh: 0, fourConsecutiveHigh: false })
    expect(overview.current).toMatchObject({ id, status: 'in progress', answered: 0 })
  })
})

describe('an exam with no tagged questions', () => {
  it('is refused (503, the reason said) and uses none of the allowance', async () => {
    const s = await signupAndLogin(ctx)
    await buyPlan(ctx, s.auth, '1 Month')
    // This file's own database: no question is tagged for REx-PN any more.
    await queryRows(
      ctx.database.db,
      sql`update questions set exams = array_remove(exams, 'rex-pn') where 'rex-pn' = any(exams)`,
    )
    expect(
      (await call('PUT', '/api/readiness/target-exam', s.auth, { exam: 'rex-pn' })).statusCode,
    ).toBe(200)
    const res = await call('POST', '/api/readiness/assessments', s.auth)
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual({
      type: 'about:blank',
      title: 'Service Unavailable',
      status: 503,
      detail: MSG.emptyBank,
    })
    expect(await rowsOf(s.user.id)).toEqual([])
    expect((await call('GET', '/api/readiness', s.auth)).json().allowance).toMatchObject({
      used: 0,
      remaining: 2,
    })
  })
})
