import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext, uniqueEmail } from './helper'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const signup = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/signup', payload })

describe('POST /api/auth/signup: every field error says what is wrong', () => {
  it('a 3,000-character name is "too long", with the limit, and creates nothing', async () => {
    const email = uniqueEmail()
    const res = await signup({ name: 'A'.repeat(3000), email, password: 'correct-horse-9' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      status: 400,
      detail: 'Name is too long (120 characters at most)',
      errors: { name: ['Name is too long (120 characters at most)'] },
    })
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'correct-horse-9' },
    })
    expect(login.statusCode).toBe(401)
  })

  it('a 120-character name is accepted', async () => {
    const res = await signup({
      name: 'B'.repeat(120),
      email: uniqueEmail(),
      password: 'correct-horse-9',
    })
    expect(res.statusCode).toBe(201)
  })

  it("keeps the spec's messages for an empty name and a malformed email", async () => {
    const empty = await signup({ name: '  ', email: uniqueEmail(), password: 'correct-horse-9' })
    expect(empty.json().errors).toEqual({ name: ['Please enter your name'] })
    const bad = await signup({ name: 'Asha', email: 'not-an-email', password: 'correct-horse-9' })
    expect(bad.json().errors).toEqual({ email: ['Invalid email address'] })
  })

  it('an email over 254 characters is "too long", not "invalid"', async () => {
    const res = await signup({
      name: 'Asha',
      email: `${'a'.repeat(250)}@example.com`,
      password: 'correct-horse-9',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({
      email: ['Email address is too long (254 characters at most)'],
    })
  })
})
