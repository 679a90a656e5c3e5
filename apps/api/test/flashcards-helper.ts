import { expect } from 'vitest'
import type { TestContext } from './helper'
import type { Auth } from './question-bank-helper'

/** Sets the test clock to a fixed instant (every module reads the same clock object). */
export function setNow(ctx: TestContext, iso: string) {
  const at = new Date(iso).getTime()
  ctx.clock.now = () => new Date(at)
}

/** Buys and pays a plan (sandbox checkout) for the student: `key` names the seeded plan. */
export async function buyPlan(ctx: TestContext, auth: Auth, name = '6 Months') {
  const plans = await ctx.app.inject({ method: 'GET', url: '/api/plans' })
  const plan = (plans.json().items as { id: string; name: string }[]).find((p) => p.name === name)
  expect(plan, `plan ${name}`).toBeDefined()
  const order = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: auth,
    payload: { kind: 'plan', planId: plan!.id },
  })
  expect(order.statusCode, order.body).toBe(201)
  const paid = await ctx.app.inject({
    method: 'POST',
    url: `/api/orders/${order.json().order.id}/pay`,
    headers: auth,
  })
  expect(paid.statusCode, paid.body).toBe(200)
}
