import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from './helper'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

describe('GET /api/health', () => {
  it('reports the process and the database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: { status: 'up', driver: ctx.database.driver },
    })
  })
})

describe('GET /api/contact-details', () => {
  it('is public and returns the seeded details', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/contact-details' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      address: expect.any(String),
      email: expect.stringContaining('@'),
      phone: expect.any(String),
    })
  })
})

describe('unknown API routes', () => {
  it('answer 404 as problem details', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nope' })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toContain('application/problem+json')
    expect(res.json()).toMatchObject({ status: 404, title: 'Not Found' })
  })
})
