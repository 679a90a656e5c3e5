import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setNow } from './flashcards-helper'
import { createTestContext, signupAndLogin, type TestContext } from './helper'
import { type Auth, buyPlan, problemBody } from './question-bank-helper'

// A readiness assessment's clock and Resume (readiness/assessment-access.ts and
// assessment-answering.ts, issue 18): it ends exactly at its deadline, 5 hours after the start,
// and Resume refuses an assessment that is running or has ended. The clock is fixed at chosen
// instants so that the deadline is met to the millisecond.

const ENDED = 'This assessment has ended.'
const NOT_SUSPENDED = 'The assessment is not suspended.'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const call = (method: 'GET' | 'POST', url: string, auth: Auth) =>
  ctx.app.inject({ method, url, headers: auth })

describe('the deadline and Resume', () => {
  it('runs until one second before its deadline, ends at it; Resume refuses it running and ended', async () => {
    setNow(ctx, '2027-03-01T08:00:00.000Z')
    const s = await signupAndLogin(ctx)
    await buyPlan(ctx, s.auth, '1 Month')
    const start = await call('POST', '/api/readiness/assessments', s.auth)
    expect(start.statusCode, start.body).toBe(201)
    const { id, deadline } = start.json()
    expect(deadline).toBe('2027-03-01T13:00:00.000Z')
    const read = async () => (await call('GET', `/api/readiness/assessments/${id}`, s.auth)).json()

    const running = await call('POST', `/api/readiness/assessments/${id}/resume`, s.auth)
    expect(running.statusCode).toBe(409)
    expect(running.json()).toEqual(problemBody(409, NOT_SUSPENDED))

    setNow(ctx, '2027-03-01T12:59:59.000Z')
    expect(await read()).toMatchObject({ status: 'in progress', remainingSeconds: 1 })
    setNow(ctx, '2027-03-01T13:00:00.000Z')
    expect(await read()).toMatchObject({ status: 'completed', remainingSeconds: 0 })

    const ended = await call('POST', `/api/readiness/assessments/${id}/resume`, s.auth)
    expect(ended.statusCode).toBe(409)
    expect(ended.json()).toEqual(problemBody(409, ENDED))
  })
})
