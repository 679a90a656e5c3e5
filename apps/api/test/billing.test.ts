import { DAY_MS } from '@nurseready/shared/domain/time'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasValidSubscription } from '../src/modules/billing/index'
import { createTestContext, signupAndLogin, type TestContext } from './helper'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

type Auth = { authorization: string }
type Student = Awaited<ReturnType<typeof signupAndLogin>>
const get = (url: string, auth?: Auth) => ctx.app.inject({ method: 'GET', url, headers: auth })
const post = (url: string, auth?: Auth, payload?: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers: auth, payload: payload as object })

async function plans() {
  return (await get('/api/plans')).json().items as {
    id: string
    name: string
    validityDays: number
  }[]
}
const plan = async (name: string) => (await plans()).find((p) => p.name === name)!
async function livePackage(auth: Auth) {
  return (await get('/api/live-lectures/packages', auth)).json().items[0] as {
    id: string
    validityDays: number
  }
}

async function buy(auth: Auth, body: object) {
  const res = await post('/api/orders', auth, body)
  expect(res.statusCode).toBe(201)
  return res.json() as { order: { id: string; status: string }; checkoutUrl: string }
}
async function buyAndPay(auth: Auth, body: object) {
  const { order } = await buy(auth, body)
  const res = await post(`/api/orders/${order.id}/pay`, auth)
  expect(res.statusCode).toBe(200)
  return res.json()
}
const days = (from: string | Date, n: number) => new Date(new Date(from).getTime() + n * DAY_MS)

describe('GET /api/plans (public)', () => {
  it("lists the spec's three plans in CAD without a token", async () => {
    const res = await get('/api/plans')
    expect(res.statusCode).toBe(200)
    const items = res.json().items
    expect(
      items.map((p: Record<string, unknown>) => [
        p.name,
        p.amountCents,
        p.currency,
        p.validityDays,
        p.recommended,
      ]),
    ).toEqual([
      ['1 Month', 9900, 'CAD', 28, false],
      ['3 Months', 14900, 'CAD', 84, true],
      ['6 Months', 19900, 'CAD', 168, false],
    ])
    for (const p of items) {
      expect(p.features).toHaveLength(7)
      expect(p.features).toContain('4000+ exam questions')
      expect(p.features).toContain('Smart flashcards')
    }
  })
})

describe('plan purchase through the sandbox checkout', () => {
  let student: Student
  beforeAll(async () => {
    student = await signupAndLogin(ctx)
  })

  it('needs a token for status and orders', async () => {
    expect((await get('/api/subscription')).statusCode).toBe(401)
    expect((await get('/api/orders')).statusCode).toBe(401)
    const res = await post('/api/orders', undefined, {
      kind: 'plan',
      planId: (await plans())[0]!.id,
    })
    expect(res.statusCode).toBe(401)
  })

  it('starts with no subscription', async () => {
    const res = await get('/api/subscription', student.auth)
    expect(res.json()).toEqual({
      status: 'none',
      isValid: false,
      validUntil: null,
      itemId: null,
      itemName: null,
    })
  })

  it('validates the order request', async () => {
    const bad = await post('/api/orders', student.auth, { kind: 'plan', planId: 'nope' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().detail).toBe('Choose a plan.')
    expect((await post('/api/orders', student.auth, { planId: 'x' })).statusCode).toBe(400)
    const missing = await post('/api/orders', student.auth, {
      kind: 'plan',
      planId: '00000000-0000-4000-8000-000000000000',
    })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().detail).toBe('This plan is not available.')
  })

  it('Buy now creates a pending order that grants nothing until paid', async () => {
    const threeMonths = await plan('3 Months')
    const { order, checkoutUrl } = await buy(student.auth, { kind: 'plan', planId: threeMonths.id })
    expect(checkoutUrl).toBe(`/checkout/${order.id}`)
    expect(order).toMatchObject({
      status: 'pending',
      amountCents: 14900,
      currency: 'CAD',
      provider: 'sandbox',
      renewal: false,
      active: false,
      validUntil: null,
    })
    expect((await get('/api/subscription', student.auth)).json().status).toBe('none')
    expect(await hasValidSubscription(ctx.database.db, student.user.id, ctx.clock.now())).toBe(
      false,
    )
  })

  it('Cancel closes the order and grants nothing; it can no longer be paid', async () => {
    const { order } = await buy(student.auth, { kind: 'plan', planId: (await plan('1 Month')).id })
    const res = await post(`/api/orders/${order.id}/cancel`, student.auth)
    expect(res.statusCode).toBe(200)
    expect(res.json().order.status).toBe('canceled')
    expect((await post(`/api/orders/${order.id}/pay`, student.auth)).statusCode).toBe(409)
    expect((await post(`/api/orders/${order.id}/cancel`, student.auth)).statusCode).toBe(409)
    expect((await get('/api/subscription', student.auth)).json().status).toBe('none')
  })

  it("Pay grants the plan's validity in days, with 'Subscription Successful.'", async () => {
    const threeMonths = await plan('3 Months')
    const { order } = await buy(student.auth, { kind: 'plan', planId: threeMonths.id })
    const res = await post(`/api/orders/${order.id}/pay`, student.auth)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.message).toBe('Subscription Successful.')
    expect(body.order).toMatchObject({ status: 'paid', active: true })
    expect(body.order.validUntil).toBe(days(body.order.paidAt, 84).toISOString())
    expect(body.order.validFrom).toBe(body.order.paidAt)

    const status = (await get('/api/subscription', student.auth)).json()
    expect(status).toMatchObject({
      status: 'active',
      isValid: true,
      validUntil: body.order.validUntil,
      itemId: threeMonths.id,
      itemName: '3 Months',
    })
    expect(await hasValidSubscription(ctx.database.db, student.user.id, ctx.clock.now())).toBe(true)

    // Paying again (a double-click, a retry) answers the same success and changes nothing.
    const again = await post(`/api/orders/${order.id}/pay`, student.auth)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(body)
    expect((await get('/api/subscription', student.auth)).json().validUntil).toBe(
      body.order.validUntil,
    )
    const seen = await get(`/api/orders/${order.id}`, student.auth)
    expect(seen.json()).toMatchObject({
      message: 'Subscription Successful.',
      order: { status: 'paid' },
    })
  })

  it('two Pays at once both answer success and grant the validity once', async () => {
    const other = await signupAndLogin(ctx)
    const { order } = await buy(other.auth, { kind: 'plan', planId: (await plan('1 Month')).id })
    const [a, b] = await Promise.all([
      post(`/api/orders/${order.id}/pay`, other.auth),
      post(`/api/orders/${order.id}/pay`, other.auth),
    ])
    expect([a.statusCode, b.statusCode]).toEqual([200, 200])
    expect(a.json().message).toBe('Subscription Successful.')
    expect(b.json().message).toBe('Subscription Successful.')
    const status = (await get('/api/subscription', other.auth)).json()
    expect(status.validUntil).toBe(days(a.json().order.paidAt, 28).toISOString())
    // Another student still cannot pay it.
    const stranger = await signupAndLogin(ctx)
    expect((await post(`/api/orders/${order.id}/pay`, stranger.auth)).statusCode).toBe(404)
  })

  it('renewing an active plan extends it from its current end', async () => {
    const before = (await get('/api/subscription', student.auth)).json()
    const oneMonth = await plan('1 Month')
    const body = await buyAndPay(student.auth, { kind: 'plan', planId: oneMonth.id })
    expect(body.message).toBe('Subscription Renewed Successful.')
    expect(body.order.renewal).toBe(true)
    expect(body.order.validFrom).toBe(before.validUntil)
    expect(body.order.validUntil).toBe(days(before.validUntil, 28).toISOString())
    const after = (await get('/api/subscription', student.auth)).json()
    expect(after.validUntil).toBe(body.order.validUntil)
    expect(after.itemName).toBe('1 Month')
  })
})

describe('GET /api/orders (order history)', () => {
  it('lists the student’s own orders newest first, 15 a page, with the Active rule', async () => {
    const student = await signupAndLogin(ctx)
    const oneMonth = await plan('1 Month')
    const paid = await buyAndPay(student.auth, { kind: 'plan', planId: oneMonth.id })
    for (let i = 0; i < 15; i++) await buy(student.auth, { kind: 'plan', planId: oneMonth.id })
    const first = (await get('/api/orders', student.auth)).json()
    expect(first).toMatchObject({ total: 16, page: 1, pageSize: 15 })
    expect(first.items).toHaveLength(15)
    const second = (await get('/api/orders?page=2', student.auth)).json()
    expect(second.items.map((o: { id: string }) => o.id)).toEqual([paid.order.id])
    expect(second.items[0]).toMatchObject({
      status: 'paid',
      active: true,
      courseName: 'NCLEX Question Bank · 1 Month',
      number: expect.any(Number),
    })
    expect(
      first.items.every(
        (o: { status: string; active: boolean }) => o.status === 'pending' && !o.active,
      ),
    ).toBe(true)
    expect((await get('/api/orders?page=0', student.auth)).statusCode).toBe(400)
  })

  it("another student's order is invisible: 404 to read, pay or cancel it", async () => {
    const owner = await signupAndLogin(ctx)
    const other = await signupAndLogin(ctx)
    const { order } = await buy(owner.auth, { kind: 'plan', planId: (await plan('1 Month')).id })
    for (const res of [
      await get(`/api/orders/${order.id}`, other.auth),
      await post(`/api/orders/${order.id}/pay`, other.auth),
      await post(`/api/orders/${order.id}/cancel`, other.auth),
    ]) {
      expect(res.statusCode).toBe(404)
      expect(res.json().detail).toBe('Order not found.')
    }
    expect((await get('/api/orders', other.auth)).json().total).toBe(0)
    expect((await get(`/api/orders/${order.id}`, owner.auth)).json().order.status).toBe('pending')
    expect((await get('/api/orders/not-a-uuid', owner.auth)).statusCode).toBe(400)
    expect((await get('/api/subscription', other.auth)).json().status).toBe('none')
  })
})

describe('live lectures', () => {
  it('offers packages in USD and hides lectures and join links without a package', async () => {
    const student = await signupAndLogin(ctx)
    expect((await get('/api/live-lectures/packages')).statusCode).toBe(401)
    const packages = (await get('/api/live-lectures/packages', student.auth)).json().items
    expect(packages.length).toBeGreaterThanOrEqual(2)
    for (const p of packages) {
      expect(p).toMatchObject({ currency: 'USD', validityDays: expect.any(Number) })
      expect(p.features.length).toBeGreaterThan(0)
    }
    expect((await get('/api/live-lectures/access', student.auth)).json().status).toBe('none')
    const upcoming = await get('/api/live-lectures/upcoming', student.auth)
    expect(upcoming.statusCode).toBe(403)
    expect(upcoming.json().detail).toBe('Buy lecture not found')
    expect(upcoming.body).not.toContain('zoom.us')
  })

  it("buying a package shows 'Lecture purchase successful.' and opens the upcoming lectures", async () => {
    const student = await signupAndLogin(ctx)
    const pkg = await livePackage(student.auth)
    const { order } = await buy(student.auth, { kind: 'live_package', packageId: pkg.id })
    expect(order).toMatchObject({ kind: 'live_package', currency: 'USD', status: 'pending' })
    expect((await get('/api/live-lectures/upcoming', student.auth)).statusCode).toBe(403)

    const res = await post(`/api/orders/${order.id}/pay`, student.auth)
    expect(res.json().message).toBe('Lecture purchase successful.')
    const access = (await get('/api/live-lectures/access', student.auth)).json()
    expect(access).toMatchObject({ status: 'active', isValid: true })
    expect(access.validUntil).toBe(days(res.json().order.paidAt, pkg.validityDays).toISOString())

    const lectures = (await get('/api/live-lectures/upcoming', student.auth)).json().items
    expect(lectures.length).toBeGreaterThanOrEqual(4)
    const now = ctx.clock.now().getTime()
    for (const l of lectures) {
      expect(Date.parse(l.endsAt)).toBeGreaterThan(now)
      expect(l.joinUrl).toMatch(/^https:\/\/zoom\.us\/j\/\d+$/)
      expect(l).toMatchObject({
        lecturerName: expect.any(String),
        designation: expect.any(String),
        subject: expect.any(String),
        courseName: expect.any(String),
      })
    }
    const starts = lectures.map((l: { startsAt: string }) => Date.parse(l.startsAt))
    expect(starts).toEqual([...starts].sort((a, b) => a - b))
    // Live lectures are not the question-bank plan.
    expect((await get('/api/subscription', student.auth)).json().status).toBe('none')
  })

  it('lists only the lectures of the courses the student holds a package for', async () => {
    const student = await signupAndLogin(ctx)
    const packages = (await get('/api/live-lectures/packages', student.auth)).json().items as {
      id: string
      name: string
    }[]
    const nclex = packages.find((p) => p.name === 'NCLEX Live Batch – 1 Month')!
    const rexpn = packages.find((p) => p.name === 'ReX-PN Live Batch – 1 Month')!
    await buyAndPay(student.auth, { kind: 'live_package', packageId: nclex.id })
    const courses = async () =>
      (await get('/api/live-lectures/upcoming', student.auth))
        .json()
        .items.map((l: { courseName: string; subject: string }) => `${l.courseName}: ${l.subject}`)
    expect(await courses()).toEqual([
      'NCLEX-RN: Pharmacology',
      'NCLEX-RN: Maternal-Newborn Nursing',
      'NCLEX-PN: Pediatrics',
      'NCLEX-RN: Mental Health Nursing',
    ])
    // A second package adds its course's lectures.
    await buyAndPay(student.auth, { kind: 'live_package', packageId: rexpn.id })
    expect(await courses()).toEqual([
      'NCLEX-RN: Pharmacology',
      'NCLEX-RN: Maternal-Newborn Nursing',
      'NCLEX-PN: Pediatrics',
      'NCLEX-RN: Mental Health Nursing',
      'ReX-PN: Safety and Infection Control',
    ])
  })
})
