import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, signupAndLogin, type TestContext } from './helper'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

describe('purchase confirmation and receipt', () => {
  it('mails a receipt when an order becomes paid, and shows it only to its owner', async () => {
    const s = await signupAndLogin(ctx, 'Receipt Student')
    const other = await signupAndLogin(ctx)
    const plan = (await ctx.app.inject({ method: 'GET', url: '/api/plans' })).json().items[0]
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: s.auth,
      payload: { kind: 'plan', planId: plan.id },
    })
    const order = created.json().order
    const pending = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/receipt`,
      headers: s.auth,
    })
    expect(pending.statusCode, pending.body).toBe(200)
    expect(pending.json()).toMatchObject({ paid: false, status: 'pending', paidAt: null })

    const paid = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/pay`,
      headers: s.auth,
    })
    expect(paid.statusCode, paid.body).toBe(200)
    const mail = await ctx.smtp.next(s.email)
    // The quoted-printable body, decoded.
    const raw = Buffer.from(
      mail.raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
      'latin1',
    ).toString('utf8')
    expect(raw).toMatch(new RegExp(`receipt for order #${order.number}`))
    expect(raw).toContain(`Order number: #${order.number}`)
    expect(raw).toContain(`Item: ${order.courseName}`)
    expect(raw).toContain(`Amount: ${plan.amountCents / 100} ${plan.currency}`)
    expect(raw).toMatch(/Valid from \d{1,2} \w+ \d{4} until \d{1,2} \w+ \d{4}/)
    expect(raw).toContain(`/orders/${order.id}/receipt`)

    const receipt = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/receipt`,
      headers: s.auth,
    })
    expect(receipt.statusCode).toBe(200)
    expect(receipt.json()).toMatchObject({
      orderId: order.id,
      number: order.number,
      item: order.courseName,
      amountCents: plan.amountCents,
      currency: plan.currency,
      paid: true,
      status: 'paid',
      customer: { name: 'Receipt Student', email: s.email },
      seller: 'NurseReady',
    })
    expect(receipt.json().validUntil).not.toBeNull()

    // Paying again (a double click) sends no second receipt.
    await ctx.app.inject({ method: 'POST', url: `/api/orders/${order.id}/pay`, headers: s.auth })
    await expect(ctx.smtp.next(s.email, 700)).rejects.toThrow()

    const asOther = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/receipt`,
      headers: other.auth,
    })
    expect(asOther.statusCode).toBe(404)
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/orders/${order.id}/receipt` })).statusCode,
    ).toBe(401)
  })
})
