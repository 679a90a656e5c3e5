import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { webinarRegistrations, webinars } from '../src/db/schema/index'
import { createTestContext, signupAndLogin, type TestContext } from './helper'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

type Auth = { authorization: string }
const available = (auth: Auth, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/webinars${query}`, headers: auth })
const registered = (auth: Auth) =>
  ctx.app.inject({ method: 'GET', url: '/api/webinars/registered', headers: auth })
const enroll = (auth: Auth, id: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/webinars/${id}/enrollment`, headers: auth })
const dashboard = (auth: Auth) =>
  ctx.app.inject({ method: 'GET', url: '/api/dashboard', headers: auth })

async function insertWebinar(title: string, startsInHours: number, hours = 1) {
  const startsAt = new Date(ctx.clock.now().getTime() + startsInHours * 3_600_000)
  const [row] = await ctx.database.db
    .insert(webinars)
    .values({
      title,
      speaker: 'Test Speaker',
      subject: 'Pharmacology',
      type: 'workshop',
      startsAt,
      endsAt: new Date(startsAt.getTime() + hours * 3_600_000),
      timeZone: 'America/Toronto',
      zoomLink: 'https://zoom.us/j/1234567890',
    })
    .returning()
  return row!
}

describe('GET /api/webinars', () => {
  it('needs a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/webinars' })
    expect(res.statusCode).toBe(401)
    expect(res.json().detail).toBe('Authorization token missing')
  })

  it('offers the seeded upcoming webinars soonest first, never past ones, without Zoom links', async () => {
    const { auth } = await signupAndLogin(ctx)
    const res = await available(auth)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.total).toBeGreaterThanOrEqual(5)
    expect(body.page).toBe(1)
    const now = ctx.clock.now().getTime()
    for (const w of body.items) {
      expect(Date.parse(w.endsAt)).toBeGreaterThan(now)
      expect(w.zoomLink).toBeNull()
      expect(w).toMatchObject({
        id: expect.any(String),
        title: expect.any(String),
        speaker: expect.any(String),
        subject: expect.any(String),
        timeZone: expect.stringMatching(/^America\//),
      })
    }
    const starts = body.items.map((w: { startsAt: string }) => Date.parse(w.startsAt))
    expect(starts).toEqual([...starts].sort((a, b) => a - b))
    expect(body.items.map((w: { title: string }) => w.title)).not.toContain(
      'Infection Control Refresher: Precautions That Pass the Exam',
    )
  })

  it('pages in SQL', async () => {
    const { auth } = await signupAndLogin(ctx)
    const all = (await available(auth, '?pageSize=100')).json()
    const second = (await available(auth, '?page=2&pageSize=2')).json()
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: all.total })
    expect(second.items.map((w: { id: string }) => w.id)).toEqual(
      all.items.slice(2, 4).map((w: { id: string }) => w.id),
    )
  })

  it('stops offering a webinar once it is over, and keeps one that is under way', async () => {
    const { auth } = await signupAndLogin(ctx)
    const over = await insertWebinar('Already over', -3, 1)
    const running = await insertWebinar('Under way', -0.5, 1)
    const ids = (await available(auth, '?pageSize=100'))
      .json()
      .items.map((w: { id: string }) => w.id)
    expect(ids).not.toContain(over.id)
    expect(ids).toContain(running.id)
  })
})

describe('POST /api/webinars/:id/enrollment', () => {
  it('enrols: the webinar moves from Find More to Registered, with its Zoom link', async () => {
    const { auth } = await signupAndLogin(ctx)
    const target = (await available(auth)).json().items[0]
    const res = await enroll(auth, target.id)
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      message: 'Enrolled Successfully',
      registration: {
        id: expect.any(String),
        enrolledAt: expect.any(String),
        webinar: {
          id: target.id,
          title: target.title,
          zoomLink: expect.stringMatching(/^https:\/\/zoom\.us\//),
        },
      },
    })

    const afterIds = (await available(auth, '?pageSize=100'))
      .json()
      .items.map((w: { id: string }) => w.id)
    expect(afterIds).not.toContain(target.id)
    const reg = (await registered(auth)).json()
    expect(reg.total).toBe(1)
    expect(reg.items[0].webinar).toMatchObject({ id: target.id, zoomLink: expect.any(String) })
  })

  it('refuses a second enrolment with 409 and keeps one registration row', async () => {
    const { auth, user } = await signupAndLogin(ctx)
    const target = (await available(auth)).json().items[0]
    expect((await enroll(auth, target.id)).statusCode).toBe(201)
    const again = await enroll(auth, target.id)
    expect(again.statusCode).toBe(409)
    expect(again.headers['content-type']).toContain('application/problem+json')
    expect(again.json().detail).toBe('You are already enrolled in this webinar.')

    // Two at once: the unique index lets exactly one through.
    const other = (await available(auth)).json().items[0]
    const both = await Promise.all([enroll(auth, other.id), enroll(auth, other.id)])
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409])
    const rows = await ctx.database.db
      .select()
      .from(webinarRegistrations)
      .where(eq(webinarRegistrations.userId, user.id))
    expect(rows).toHaveLength(2)
  })

  it('refuses a webinar that is over, an unknown id and a malformed id', async () => {
    const { auth } = await signupAndLogin(ctx)
    const over = await insertWebinar('Over', -5, 1)
    const past = await enroll(auth, over.id)
    expect(past.statusCode).toBe(409)
    expect(past.json().detail).toMatch(/already ended/)

    const unknown = await enroll(auth, '00000000-0000-4000-8000-000000000000')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().detail).toBe('Webinar not found.')

    expect((await enroll(auth, 'not-a-uuid')).statusCode).toBe(400)
  })

  it('needs a token', async () => {
    const { auth } = await signupAndLogin(ctx)
    const target = (await available(auth)).json().items[0]
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/webinars/${target.id}/enrollment`,
    })
    expect(res.statusCode).toBe(401)
  })

  it("one student's enrolment does not change another's lists", async () => {
    const a = await signupAndLogin(ctx)
    const b = await signupAndLogin(ctx)
    const target = (await available(a.auth)).json().items[0]
    await enroll(a.auth, target.id)
    expect((await registered(b.auth)).json().total).toBe(0)
    const bIds = (await available(b.auth, '?pageSize=100'))
      .json()
      .items.map((w: { id: string }) => w.id)
    expect(bIds).toContain(target.id)
  })
})

describe('dashboard Upcoming Webinars', () => {
  it("counts the student's registered webinars that are not over", async () => {
    const { auth } = await signupAndLogin(ctx)
    expect((await dashboard(auth)).json().upcomingWebinars).toBe(0)
    const soon = await insertWebinar('Soon', 2, 1)
    const later = await insertWebinar('Later', 48, 1)
    await enroll(auth, soon.id)
    await enroll(auth, later.id)
    expect((await dashboard(auth)).json().upcomingWebinars).toBe(2)
    expect((await registered(auth)).json().total).toBe(2)

    // Four hours on, the first one is over: it leaves the count and the registered list.
    ctx.clock.advance(4 * 3600)
    expect((await dashboard(auth)).json().upcomingWebinars).toBe(1)
    const reg = (await registered(auth)).json()
    expect(reg.items.map((r: { webinar: { id: string } }) => r.webinar.id)).toEqual([later.id])
    ctx.clock.advance(-4 * 3600)
  })
})
