import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, signupAndLogin, type TestContext } from './helper'

let ctx: TestContext
let student: Awaited<ReturnType<typeof signupAndLogin>>

beforeAll(async () => {
  ctx = await createTestContext()
  student = await signupAndLogin(ctx)
})
afterAll(() => ctx.close())

const missing = {
  type: 'about:blank',
  title: 'Unauthorized',
  status: 401,
  detail: 'Authorization token missing',
}

/** Authenticated routes with a body: an anonymous caller learns nothing of the body's rules. */
const bodyRoutes: { method: 'POST' | 'PUT'; url: string }[] = [
  { method: 'POST', url: '/api/papers' },
  { method: 'POST', url: '/api/papers/ABC123/questions/1/answer' },
  { method: 'PUT', url: '/api/papers/ABC123/questions/1/note' },
  { method: 'POST', url: '/api/chat/messages' },
  { method: 'POST', url: '/api/orders' },
  { method: 'POST', url: '/api/admin/blog-posts' },
]

describe('authentication comes before body validation', () => {
  it('answers 401 to an anonymous request with a bad body, not 400', async () => {
    for (const route of bodyRoutes) {
      const res = await ctx.app.inject({ ...route, payload: { nonsense: 1 } })
      expect({ ...route, status: res.statusCode, body: res.json() }).toEqual({
        ...route,
        status: 401,
        body: missing,
      })
    }
  })

  it('answers 401 to an anonymous request whose body is not even JSON', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat/messages',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual(missing)
  })

  it('answers 401 with the expired-session message for an unknown token', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/papers',
      headers: { authorization: `Bearer ${'x'.repeat(43)}` },
      payload: {},
    })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({
      ...missing,
      detail: 'Your session has expired. Please log in again.',
    })
  })

  it('answers 403 to a student on an admin route with a bad body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/blog-posts',
      headers: student.auth,
      payload: { nonsense: 1 },
    })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({
      type: 'about:blank',
      title: 'Forbidden',
      status: 403,
      detail: 'Administrators only.',
    })
  })

  it('still validates the body of a signed-in request (400)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat/messages',
      headers: student.auth,
      payload: { nonsense: 1 },
    })
    expect(res.statusCode).toBe(400)
  })
})
