import { DAY_MS } from '@nurseready/shared/domain/time'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { hasValidSubscription } from '../src/modules/billing/index'
import { createTestContext, signupAndLogin, type TestContext } from './helper'

// Each test moves the clock months ahead: a fresh app per test keeps them independent.
let ctx: TestContext
beforeEach(async () => {
  await ctx?.close()
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

type Auth = { authorization: string }
const get = (url: string, auth?: Auth) => ctx.app.inject({ method: 'GET', url, headers: auth })
const post = (url: string, auth?: Auth, payload?: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers: auth, payload: payload as object })

async function buyAndPay(auth: Auth, body: object) {
  const created = await post('/api/orders', auth, body)
  expect(created.statusCode).toBe(201)
  const res = await post(`/api/orders/${created.json().order.id}/pay`, auth)
  expect(res.statusCode).toBe(200)
  return res.json()
}

/** Moves past `iso` and logs in again (sessions last 30 days, plans longer). */
async function travelPast(iso: string, email: string, password: string): Promise<Auth> {
  ctx.clock.advance((Date.parse(iso) - ctx.clock.now().getTime()) / 1000 + 60)
  const login = await post('/api/auth/login', undefined, { email, password })
  return { authorization: `Bearer ${login.json().token}` }
}

describe('after a plan expires', () => {
  it('is invalid, its orders are Inactive, and a renewal starts from now', async () => {
    const student = await signupAndLogin(ctx)
    const plans = (await get('/api/plans')).json().items
    const first = await buyAndPay(student.auth, { kind: 'plan', planId: plans[0].id })
    const end = first.order.validUntil as string

    const auth = await travelPast(end, student.email, student.password)
    expect((await get('/api/subscription', auth)).json()).toMatchObject({
      status: 'expired',
      isValid: false,
      validUntil: end,
    })
    expect(await hasValidSubscription(ctx.database.db, student.user.id, ctx.clock.now())).toBe(
      false,
    )
    const history = (await get('/api/orders', auth)).json()
    expect(history.items).toHaveLength(1)
    expect(history.items[0]).toMatchObject({ status: 'paid', active: false })

    const renewed = await buyAndPay(auth, { kind: 'plan', planId: plans[2].id })
    expect(renewed.message).toBe('Subscription Renewed Successful.')
    expect(renewed.order.validFrom).toBe(renewed.order.paidAt)
    expect(Date.parse(renewed.order.validFrom)).toBeGreaterThan(Date.parse(end))
    expect(renewed.order.validUntil).toBe(
      new Date(Date.parse(renewed.order.paidAt) + 168 * DAY_MS).toISOString(),
    )
    expect((await get('/api/subscription', auth)).json().status).toBe('active')
    expect(await hasValidSubscription(ctx.database.db, student.user.id, ctx.clock.now())).toBe(true)
  })
})

describe('after a live-lecture package expires', () => {
  it('shows expired, hides the lectures, and renewing opens them again from now', async () => {
    const student = await signupAndLogin(ctx)
    const pkg = (await get('/api/live-lectures/packages', student.auth)).json().items[0]
    const first = await buyAndPay(student.auth, { kind: 'live_package', packageId: pkg.id })

    const auth = await travelPast(first.order.validUntil, student.email, student.password)
    expect((await get('/api/live-lectures/access', auth)).json()).toMatchObject({
      status: 'expired',
      isValid: false,
    })
    const hidden = await get('/api/live-lectures/upcoming', auth)
    expect(hidden.statusCode).toBe(403)
    expect(hidden.json().detail).toBe('Buy lecture not found')

    const renewed = await buyAndPay(auth, { kind: 'live_package', packageId: pkg.id })
    expect(renewed.message).toBe('Lecture purchase successful.')
    expect(renewed.order).toMatchObject({ renewal: true, validFrom: renewed.order.paidAt })
    expect((await get('/api/live-lectures/upcoming', auth)).statusCode).toBe(200)
  })
})
