import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '../src/lib/logger'
import { seed } from '../src/seed/index'
import { createTestContext, signupAndLogin, type TestContext } from './helper'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

describe('GET /api/faqs', () => {
  it('needs a token, as the spec says', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/faqs' })
    expect(res.statusCode).toBe(401)
    expect(res.json().detail).toBe('Authorization token missing')
  })

  it('lists the seeded FAQs in order, covering the product questions', async () => {
    const { auth } = await signupAndLogin(ctx)
    const res = await ctx.app.inject({ method: 'GET', url: '/api/faqs', headers: auth })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.total).toBeGreaterThanOrEqual(10)
    expect(body.items[0]).toEqual({
      id: expect.any(String),
      question: 'Which question-bank plans can I choose from?',
      answer: expect.stringContaining('$149'),
    })
    const text = JSON.stringify(body.items).toLowerCase()
    for (const topic of ['renew', 'tutor mode', 'timed mode', 'ready', 'refund', 'devices']) {
      expect(text).toContain(topic)
    }
  })

  it('pages in SQL', async () => {
    const { auth } = await signupAndLogin(ctx)
    const all = (
      await ctx.app.inject({ method: 'GET', url: '/api/faqs?pageSize=100', headers: auth })
    ).json()
    const page = (
      await ctx.app.inject({ method: 'GET', url: '/api/faqs?page=2&pageSize=3', headers: auth })
    ).json()
    expect(page).toMatchObject({ page: 2, pageSize: 3, total: all.total })
    expect(page.items).toEqual(all.items.slice(3, 6))
  })

  it('seeding again adds nothing (idempotent)', async () => {
    const { auth } = await signupAndLogin(ctx)
    const before = (await ctx.app.inject({ method: 'GET', url: '/api/faqs', headers: auth })).json()
    const webinarsBefore = (
      await ctx.app.inject({ method: 'GET', url: '/api/webinars?pageSize=100', headers: auth })
    ).json()
    await seed(ctx.database.db, ctx.config, createLogger({ LOG_LEVEL: 'silent' }))
    const after = (await ctx.app.inject({ method: 'GET', url: '/api/faqs', headers: auth })).json()
    const webinarsAfter = (
      await ctx.app.inject({ method: 'GET', url: '/api/webinars?pageSize=100', headers: auth })
    ).json()
    expect(after).toEqual(before)
    expect(webinarsAfter).toEqual(webinarsBefore)
  })
})

describe('OpenAPI', () => {
  it('documents the webinar, chat and FAQ endpoints', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })
    expect(res.statusCode).toBe(200)
    const paths = Object.keys(res.json().paths)
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/webinars',
        '/api/webinars/registered',
        '/api/webinars/{id}/enrollment',
        '/api/chat/messages',
        '/api/chat/events/ticket',
        '/api/chat/events',
        '/api/admin/chat/threads',
        '/api/admin/chat/threads/{id}',
        '/api/admin/chat/threads/{id}/messages',
        '/api/admin/chat/threads/{id}/read',
        '/api/faqs',
      ]),
    )
  })
})
