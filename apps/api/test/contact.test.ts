import { CONTACT_MESSAGES } from '@nurseready/shared/domain/contact'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactLeads } from '../src/db/schema/index'
import { createTestContext, signupAndLogin, type TestContext } from './helper'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

// Each test sends from its own address, so the per-client limit does not mix between tests.
let lastOctet = 10
const newClient = () => `10.1.0.${lastOctet++}`

const valid = {
  name: '  Grace Lee ',
  email: 'Grace.Lee@LakeshoreCollege.ca',
  phone: '+1 (416) 555-0100',
  institution: 'Lakeshore College',
  product: 'NCLEX-RN Question Bank',
  userRange: '101-500',
}

function send(payload: unknown, remoteAddress = newClient()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/contact-requests',
    payload: payload as Record<string, unknown>,
    remoteAddress,
  })
}

describe('POST /api/contact-requests', () => {
  it('stores the lead and answers with the confirmation', async () => {
    const res = await send(valid)
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({ message: CONTACT_MESSAGES.sent })
    const rows = await ctx.database.db.select().from(contactLeads)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      name: 'Grace Lee',
      email: 'grace.lee@lakeshorecollege.ca',
      phone: '+1 (416) 555-0100',
      institution: 'Lakeshore College',
      product: 'NCLEX-RN Question Bank',
      userRange: '101-500',
    })
  })

  it('accepts a request without the optional phone number', async () => {
    const { phone: _phone, ...rest } = valid
    const res = await send({ ...rest, userRange: '500+' })
    expect(res.statusCode).toBe(201)
  })

  it('refuses an empty form with a message for every required field, and stores nothing', async () => {
    const before = (await ctx.database.db.select().from(contactLeads)).length
    const res = await send({})
    expect(res.statusCode).toBe(400)
    const body = res.json()
    expect(body.errors).toEqual({
      name: [CONTACT_MESSAGES.nameRequired],
      email: [CONTACT_MESSAGES.emailRequired],
      institution: [CONTACT_MESSAGES.institutionRequired],
      product: [CONTACT_MESSAGES.productRequired],
      userRange: [CONTACT_MESSAGES.usersRequired],
    })
    expect(body.detail).toBe(CONTACT_MESSAGES.nameRequired)
    expect((await ctx.database.db.select().from(contactLeads)).length).toBe(before)
  })

  it('checks the email, the phone and the two choices', async () => {
    const res = await send({
      ...valid,
      email: 'grace@college',
      phone: 'call me maybe',
      product: 'Type',
      userRange: '1-10',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({
      email: ['Invalid email address'],
      phone: [CONTACT_MESSAGES.invalidPhone],
      product: [CONTACT_MESSAGES.productRequired],
      userRange: [CONTACT_MESSAGES.usersRequired],
    })
  })

  it('refuses over-long values and non-string fields', async () => {
    expect((await send({ ...valid, institution: 'x'.repeat(161) })).json().errors).toEqual({
      institution: [CONTACT_MESSAGES.tooLong],
    })
    expect((await send({ ...valid, name: 42 })).statusCode).toBe(400)
  })

  it('limits each client to 3 requests a minute (429 problem), without storing the 4th', async () => {
    const ip = newClient()
    for (let i = 0; i < 3; i++) expect((await send(valid, ip)).statusCode).toBe(201)
    const before = (await ctx.database.db.select().from(contactLeads)).length
    const fourth = await send({ ...valid, name: 'Fourth' }, ip)
    expect(fourth.statusCode).toBe(429)
    expect(fourth.headers['content-type']).toContain('application/problem+json')
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0)
    expect((await ctx.database.db.select().from(contactLeads)).length).toBe(before)
    // Another visitor is not affected.
    expect((await send(valid, newClient())).statusCode).toBe(201)
  })
})

describe('GET /api/admin/contact-requests', () => {
  it('lists the leads, newest first, for admins only', async () => {
    const anon = await ctx.app.inject({ method: 'GET', url: '/api/admin/contact-requests' })
    expect(anon.statusCode).toBe(401)
    const { auth } = await signupAndLogin(ctx)
    const student = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/contact-requests',
      headers: auth,
    })
    expect(student.statusCode).toBe(403)

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ctx.config.ADMIN_EMAIL, password: 'admin-test-password' },
    })
    await send({ ...valid, name: 'Newest Lead' })
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/contact-requests?pageSize=2',
      headers: { authorization: `Bearer ${login.json().token}` },
    })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.total).toBeGreaterThanOrEqual(6)
    expect(body.items).toHaveLength(2)
    expect(body.items[0]).toMatchObject({ name: 'Newest Lead', product: 'NCLEX-RN Question Bank' })
  })
})

describe('GET /api/student-videos', () => {
  it('is public and lists the four testimonial clips from the media store', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/student-videos' })
    expect(res.statusCode).toBe(200)
    const { items } = res.json()
    expect(items).toHaveLength(4)
    expect(items.map((v: { videoUrl: string }) => v.videoUrl)).toEqual([
      '/media/public/students/student-1.mp4',
      '/media/public/students/student-2.mp4',
      '/media/public/students/student-3.mp4',
      '/media/public/students/student-4.mp4',
    ])
    expect(items[0]).toEqual({
      id: expect.any(String),
      studentName: expect.any(String),
      exam: expect.any(String),
      quote: expect.any(String),
      videoUrl: '/media/public/students/student-1.mp4',
      posterUrl: null,
    })
  })
})
