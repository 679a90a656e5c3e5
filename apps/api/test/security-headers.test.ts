import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from './helper'

const CSP =
  "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';upgrade-insecure-requests;media-src 'self' blob:;connect-src 'self';frame-src 'self'"

/**
 * The headers every reply carries, whatever route or status; a public page the server rendered
 * alone comes without Cross-Origin-Opener-Policy (ssr-public-pages.test.ts, decision 0031).
 */
const EVERY_REPLY = {
  'content-security-policy': CSP,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
}

describe('security headers on an https site', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext({ PUBLIC_URL: 'https://nurseready.example' })
  })
  afterAll(() => ctx.close())

  it.each([
    ['an API reply', 'GET', '/api/health', 200],
    ['a refused request', 'GET', '/api/dashboard', 401],
    ['an invalid body', 'POST', '/api/auth/login', 400],
    ['an unknown path', 'GET', '/no-such-path/at-all', 404],
  ])('are on %s', async (_, method, url, status) => {
    const res = await ctx.app.inject({ method: method as 'GET', url, payload: {} })
    expect(res.statusCode).toBe(status)
    expect(res.headers).toMatchObject(EVERY_REPLY)
  })
})

describe('security headers on a plain-http site (development)', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext({ PUBLIC_URL: 'http://localhost:3000' })
  })
  afterAll(() => ctx.close())

  it('neither force https nor upgrade requests', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.headers['strict-transport-security']).toBeUndefined()
    expect(res.headers['content-security-policy']).toBe(
      CSP.replace('upgrade-insecure-requests;', ''),
    )
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })
})
