import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, signupAndLogin, type TestContext } from './helper'

// What a payment grants, in fixed figures (issue 18): expected dates computed with the code's own
// day constant would follow it if it broke (a "day" of 86 ms would pass every such test).
let ctx: TestContext
beforeAll(async () => {
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
  const paid = await post(`/api/orders/${created.json().order.id}/pay`, auth)
  expect(paid.statusCode).toBe(200)
  return paid.json().order as { validFrom: string; validUntil: string; paidAt: string }
}
const span = (o: { validFrom: string; validUntil: string }) =>
  Date.parse(o.validUntil) - Date.parse(o.validFrom)

describe('validity in fixed figures', () => {
  it('3 Months is 7,257,600,000 ms; renewing with 1 Month adds 2,419,200,000 ms to its end', async () => {
    const student = await signupAndLogin(ctx)
    const plans = (await get('/api/plans')).json().items
    const quarter = await buyAndPay(student.auth, { kind: 'plan', planId: plans[1].id })
    expect(quarter.validFrom).toBe(quarter.paidAt)
    expect(span(quarter)).toBe(7_257_600_000)
    const month = await buyAndPay(student.auth, { kind: 'plan', planId: plans[0].id })
    expect(month.validFrom).toBe(quarter.validUntil)
    expect(span(month)).toBe(2_419_200_000)
    const subscription = (await get('/api/subscription', student.auth)).json()
    expect(subscription).toMatchObject({
      status: 'active',
      validUntil: month.validUntil,
      itemId: plans[0].id,
      itemName: '1 Month',
    })
    expect(Date.parse(subscription.validUntil) - Date.parse(quarter.validFrom)).toBe(9_676_800_000)
  })

  it('a live-lecture package runs its 30 days (2,592,000,000 ms) and names itself', async () => {
    const student = await signupAndLogin(ctx)
    const packages = (await get('/api/live-lectures/packages', student.auth)).json().items
    const pkg = packages.find((p: { validityDays: number }) => p.validityDays === 30)
    const order = await buyAndPay(student.auth, { kind: 'live_package', packageId: pkg.id })
    expect(span(order)).toBe(2_592_000_000)
    expect((await get('/api/live-lectures/access', student.auth)).json()).toEqual({
      status: 'active',
      isValid: true,
      validUntil: order.validUntil,
      itemId: pkg.id,
      itemName: pkg.name,
    })
  })
})
