import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../src/db/client'
import { subscriptions } from '../src/db/schema/index'
import { billingQueries } from '../src/modules/billing/index'
import { createTestContext, signupAndLogin, type TestContext } from './helper'
import { type Auth, buyPlan, PROBLEM, subjectIds } from './question-bank-helper'

let ctx: TestContext
let subjectId: string
beforeAll(async () => {
  ctx = await createTestContext()
  subjectId = (await subjectIds(ctx)).Pharmacology!
})
afterAll(() => ctx.close())

const LIMIT_MESSAGE =
  'You have used the 20 practice tests of a free account. Choose a plan on the Subscriptions page for unlimited tests.'

const createTest = (auth: Auth) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/papers',
    headers: auth,
    payload: { style: 'traditional', mode: 'tutor', subjectId, count: 1 },
  })

async function papersOf(userId: string) {
  const [{ n }] = await queryRows<{ n: number }>(
    ctx.database.db,
    sql`select count(*)::int as n from papers where user_id = ${userId}`,
  )
  return n
}

describe('what a plan grants (billing/entitlements.ts)', () => {
  it('features: a new free account has 20 tests and nothing else; a plan grants everything', async () => {
    const s = await signupAndLogin(ctx)
    const billing = billingQueries(ctx.database.db, ctx.clock)
    expect(await billing.features(s.user.id, ctx.clock.now())).toEqual({
      plan: false,
      practiceTestsUsed: 0,
      practiceTestsLimit: 20,
      practiceTestAllowed: true,
      flashcards: false,
      schedule: false,
      readiness: false,
    })
    expect((await createTest(s.auth)).statusCode).toBe(201)
    await buyPlan(ctx, s.auth)
    expect(await billing.features(s.user.id, ctx.clock.now())).toEqual({
      plan: true,
      practiceTestsUsed: 1,
      practiceTestsLimit: null,
      practiceTestAllowed: true,
      flashcards: true,
      schedule: true,
      readiness: true,
    })
    // After the plan's period the free rules are back (tests created still count).
    const [row] = await ctx.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, s.user.id))
    const after = new Date(row!.endsAt.getTime() + 1000)
    expect(await billing.features(s.user.id, after)).toMatchObject({
      plan: false,
      practiceTestsUsed: 1,
      practiceTestsLimit: 20,
      readiness: false,
    })
  })

  it('a free account creates its 20th test and is refused the 21st (403, the limit named, a link to /subscriptions); nothing is written', async () => {
    const s = await signupAndLogin(ctx)
    for (let i = 1; i <= 19; i++) expect((await createTest(s.auth)).statusCode).toBe(201)
    const twentieth = await createTest(s.auth)
    expect(twentieth.statusCode, twentieth.body).toBe(201)
    expect(await papersOf(s.user.id)).toBe(20)

    const refused = await createTest(s.auth)
    expect(refused.statusCode).toBe(403)
    expect(refused.headers['content-type']).toContain(PROBLEM)
    expect(refused.headers.link).toBe('</subscriptions>; rel="payment"')
    expect(refused.json()).toEqual({
      type: 'about:blank',
      title: 'Forbidden',
      status: 403,
      detail: LIMIT_MESSAGE,
    })
    expect(await papersOf(s.user.id)).toBe(20)

    // Two more at once are both refused (the count is checked under a lock).
    const both = await Promise.all([createTest(s.auth), createTest(s.auth)])
    expect(both.map((r) => r.statusCode)).toEqual([403, 403])
    expect(await papersOf(s.user.id)).toBe(20)

    // With a plan the 21st is created, and more.
    await buyPlan(ctx, s.auth)
    const withPlan = await createTest(s.auth)
    expect(withPlan.statusCode, withPlan.body).toBe(201)
    expect((await createTest(s.auth)).statusCode).toBe(201)
    expect(await papersOf(s.user.id)).toBe(22)
  })

  it('racing creations at 19 tests make exactly one 20th', async () => {
    const s = await signupAndLogin(ctx)
    for (let i = 1; i <= 19; i++) expect((await createTest(s.auth)).statusCode).toBe(201)
    const raced = await Promise.all([createTest(s.auth), createTest(s.auth), createTest(s.auth)])
    expect(raced.map((r) => r.statusCode).sort()).toEqual([201, 403, 403])
    expect(await papersOf(s.user.id)).toBe(20)
  })
})
