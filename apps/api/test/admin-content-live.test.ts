import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminAuth, auditOf } from './admin-helper'
import { createTestContext, signupAndLogin, type TestContext } from './helper'
import type { Auth } from './question-bank-helper'

let ctx: TestContext
let admin: Auth
let student: { auth: Auth; email: string }

const webinar = {
  title: 'Prioritisation Masterclass',
  speaker: 'Dana Lee, RN',
  subject: 'Management of Care',
  type: 'masterclass',
  date: '2031-12-10',
  startTime: '19:00',
  endTime: '20:30',
  timeZone: 'America/Toronto',
  zoomLink: 'https://zoom.us/j/123456789',
}

beforeAll(async () => {
  ctx = await createTestContext()
  admin = await adminAuth(ctx)
  student = await signupAndLogin(ctx, 'Webinar Student')
})
afterAll(async () => {
  await ctx?.close()
})

const post = (url: string, payload: unknown, auth: Auth = admin) =>
  ctx.app.inject({ method: 'POST', url, headers: auth, payload: payload as object })
const put = (url: string, payload: unknown) =>
  ctx.app.inject({ method: 'PUT', url, headers: admin, payload: payload as object })

describe('webinars', () => {
  it('refuses students (403) and anonymous callers (401)', async () => {
    expect((await post('/api/admin/webinars', webinar, student.auth)).statusCode).toBe(403)
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/webinars' })).statusCode).toBe(
      401,
    )
  })

  it('stores the time entered in the webinar zone and gives it back the same (winter, summer, +05:30)', async () => {
    const winter = await post('/api/admin/webinars', webinar)
    expect(winter.statusCode, winter.body).toBe(201)
    expect(winter.json()).toMatchObject({
      startsAt: '2031-12-11T00:00:00.000Z',
      endsAt: '2031-12-11T01:30:00.000Z',
      timeZone: 'America/Toronto',
      date: '2031-12-10',
      startTime: '19:00',
      endTime: '20:30',
      registrations: 0,
    })
    const summer = await post('/api/admin/webinars', {
      ...webinar,
      title: 'Summer Q&A',
      date: '2031-07-15',
    })
    expect(summer.json()).toMatchObject({
      startsAt: '2031-07-15T23:00:00.000Z',
      date: '2031-07-15',
      startTime: '19:00',
    })
    const kolkata = await post('/api/admin/webinars', {
      ...webinar,
      title: 'Kolkata Morning',
      date: '2031-12-10',
      startTime: '09:00',
      endTime: '10:00',
      timeZone: 'Asia/Kolkata',
    })
    expect(kolkata.json()).toMatchObject({
      startsAt: '2031-12-10T03:30:00.000Z',
      endsAt: '2031-12-10T04:30:00.000Z',
    })

    // The admin list and the student's list show the same instant and zone.
    const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/webinars', headers: admin })
    const mine = list.json().items.find((w: { id: string }) => w.id === winter.json().id)
    expect(mine).toMatchObject({
      date: '2031-12-10',
      startTime: '19:00',
      endTime: '20:30',
      timeZone: 'America/Toronto',
    })
    const forStudent = await ctx.app.inject({
      method: 'GET',
      url: '/api/webinars?pageSize=100',
      headers: student.auth,
    })
    expect(
      forStudent.json().items.find((w: { id: string }) => w.id === winter.json().id),
    ).toMatchObject({
      startsAt: '2031-12-11T00:00:00.000Z',
      timeZone: 'America/Toronto',
      zoomLink: null,
    })
  })

  it('east of UTC on the nights clocks change: the skipped 02:30 is 03:30, the repeated one its first pass', async () => {
    // Berlin, Sunday 26 October 2031: 03:00 CEST becomes 02:00 CET, so 02:30 comes twice.
    const autumn = await post('/api/admin/webinars', {
      ...webinar,
      title: 'Night Shift Q&A',
      date: '2031-10-26',
      startTime: '02:30',
      endTime: '03:30',
      timeZone: 'Europe/Berlin',
    })
    expect(autumn.statusCode, autumn.body).toBe(201)
    expect(autumn.json()).toMatchObject({
      startsAt: '2031-10-26T00:30:00.000Z',
      endsAt: '2031-10-26T02:30:00.000Z',
      date: '2031-10-26',
      startTime: '02:30',
      endTime: '03:30',
    })
    // Sunday 30 March 2031: 02:00 CET becomes 03:00 CEST; 02:30 does not exist that night.
    const spring = await post('/api/admin/webinars', {
      ...webinar,
      title: 'Early Riser Review',
      date: '2031-03-30',
      startTime: '02:30',
      endTime: '04:00',
      timeZone: 'Europe/Berlin',
    })
    expect(spring.statusCode, spring.body).toBe(201)
    expect(spring.json()).toMatchObject({
      startsAt: '2031-03-30T01:30:00.000Z',
      endsAt: '2031-03-30T02:00:00.000Z',
      startTime: '03:30',
      endTime: '04:00',
    })
  })

  it('moves a webinar to another zone, lists who registered, deletes it; each write audited', async () => {
    const created = (
      await post('/api/admin/webinars', {
        ...webinar,
        title: 'Delegation Workshop',
        type: 'workshop',
      })
    ).json()
    const enrol = await post(`/api/webinars/${created.id}/enrollment`, undefined, student.auth)
    expect(enrol.statusCode).toBe(201)
    const who = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/webinars/${created.id}/registrations`,
      headers: admin,
    })
    expect(who.json()).toMatchObject({
      total: 1,
      items: [{ name: 'Webinar Student', email: student.email }],
    })

    const moved = await put(`/api/admin/webinars/${created.id}`, {
      ...webinar,
      title: 'Delegation Workshop',
      type: 'workshop',
      timeZone: 'America/Vancouver',
    })
    expect(moved.json()).toMatchObject({
      startsAt: '2031-12-11T03:00:00.000Z',
      startTime: '19:00',
      registrations: 1,
    })
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/admin/webinars/${created.id}`,
          headers: admin,
        })
      ).statusCode,
    ).toBe(204)

    const audit = await auditOf(ctx, admin, created.id)
    expect(audit.map((e) => e.action)).toEqual([
      'webinar.delete',
      'webinar.update',
      'webinar.create',
    ])
    expect(audit[1]).toMatchObject({
      before: { timeZone: 'America/Toronto', startsAt: '2031-12-11T00:00:00.000Z' },
      after: { timeZone: 'America/Vancouver', startsAt: '2031-12-11T03:00:00.000Z' },
    })
    expect(audit[0]!.before).toMatchObject({ title: 'Delegation Workshop', registrations: 1 })
  })

  it('refuses an unknown zone, an end before the start and a link that is not https (400)', async () => {
    const zone = await post('/api/admin/webinars', { ...webinar, timeZone: 'Mars/Olympus' })
    expect(zone.statusCode).toBe(400)
    expect(zone.json().errors).toEqual({
      timeZone: ['Choose a time zone such as America/Toronto.'],
    })
    const order = await post('/api/admin/webinars', { ...webinar, endTime: '18:00' })
    expect(order.json().errors).toEqual({ endTime: ['The end time must be after the start time.'] })
    const link = await post('/api/admin/webinars', { ...webinar, zoomLink: 'http://zoom.us/j/1' })
    expect(link.json().errors).toEqual({ zoomLink: ['Enter a link starting with https://.'] })
  })
})

describe('live-lecture packages and the schedule', () => {
  const pkg = {
    name: 'ReX-PN Live Batch',
    amountCents: 19900,
    currency: 'CAD',
    validityDays: 60,
    features: ['Twice-weekly live classes'],
    courses: ['ReX-PN'],
  }

  it('creates a package students can see, then hides it (active=false); audited', async () => {
    const created = await post('/api/admin/live-packages', pkg)
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json()).toMatchObject({ ...pkg, active: true, sortOrder: 0 })
    const id = created.json().id as string
    const seen = await ctx.app.inject({
      method: 'GET',
      url: '/api/live-lectures/packages',
      headers: student.auth,
    })
    expect(seen.json().items.map((p: { name: string }) => p.name)).toContain('ReX-PN Live Batch')

    const hidden = await put(`/api/admin/live-packages/${id}`, {
      ...pkg,
      amountCents: 17900,
      active: false,
    })
    expect(hidden.json()).toMatchObject({ amountCents: 17900, active: false })
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/live-lectures/packages',
      headers: student.auth,
    })
    expect(after.json().items.map((p: { name: string }) => p.name)).not.toContain(
      'ReX-PN Live Batch',
    )
    const audit = await auditOf(ctx, admin, id)
    expect(audit[0]).toMatchObject({
      action: 'live_package.update',
      before: { amountCents: 19900, active: true },
      after: { amountCents: 17900, active: false },
    })
    const none = await post('/api/admin/live-packages', { ...pkg, courses: [] })
    expect(none.json().errors).toEqual({ courses: ['Choose at least one course.'] })
  })

  it('schedules lectures per course, filters by course, reschedules and cancels; audited', async () => {
    const lecture = {
      lecturerName: 'Priya Nair',
      designation: 'RN, MSN',
      subject: 'Pharmacology',
      courseName: 'ReX-PN',
      startsAt: '2031-03-04T23:00:00.000Z',
      endsAt: '2031-03-05T00:30:00.000Z',
      joinUrl: 'https://zoom.us/j/555',
    }
    const created = await post('/api/admin/live-lectures', lecture)
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json()).toMatchObject(lecture)
    const id = created.json().id as string
    const byCourse = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/live-lectures?course=ReX-PN',
      headers: admin,
    })
    expect(byCourse.json().items.map((l: { id: string }) => l.id)).toContain(id)
    expect(
      byCourse.json().items.every((l: { courseName: string }) => l.courseName === 'ReX-PN'),
    ).toBe(true)
    expect(byCourse.json().courses).toContain('ReX-PN')

    const moved = await put(`/api/admin/live-lectures/${id}`, {
      ...lecture,
      startsAt: '2031-03-05T23:00:00.000Z',
      endsAt: '2031-03-06T00:30:00.000Z',
    })
    expect(moved.json().startsAt).toBe('2031-03-05T23:00:00.000Z')
    const early = await put(`/api/admin/live-lectures/${id}`, {
      ...lecture,
      endsAt: lecture.startsAt,
    })
    expect(early.json().errors).toEqual({ endsAt: ['The end must be after the start.'] })
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/admin/live-lectures/${id}`,
          headers: admin,
        })
      ).statusCode,
    ).toBe(204)
    const audit = await auditOf(ctx, admin, id)
    expect(audit.map((e) => e.action)).toEqual([
      'live_lecture.delete',
      'live_lecture.update',
      'live_lecture.create',
    ])
    expect(audit[1]).toMatchObject({
      before: { startsAt: '2031-03-04T23:00:00.000Z' },
      after: { startsAt: '2031-03-05T23:00:00.000Z' },
    })
  })
})
