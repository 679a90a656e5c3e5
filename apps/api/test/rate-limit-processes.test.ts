import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pgAvailable, startProcessPair } from './pg-server'

/**
 * Two real API processes (`tsx src/server.ts`) on one PostgreSQL database: the login limits
 * are counted in the database, so they hold whichever process a client reaches.
 */
const available = await pgAvailable('rate-limit-processes')

describe.skipIf(!available)('rate limits across two API processes on one PostgreSQL', () => {
  let pair: Awaited<ReturnType<typeof startProcessPair>>
  let a: { url: string }
  let b: { url: string }

  beforeAll(async () => {
    pair = await startProcessPair('nr_rl', { RATE_LIMIT_AUTH_PER_MINUTE: '4' })
    ;({ a, b } = pair)
  }, 90_000)
  afterAll(() => pair?.stop(), 30_000)

  const post = (base: string, route: string, body: object) =>
    fetch(`${base}/api/auth${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  it('refuses the 5th login in a minute from one address, alternating processes', async () => {
    const email = `two.procs.${Date.now()}@example.com`
    const password = 'two processes one limit'
    expect((await post(a.url, '/signup', { name: 'Two', email, password })).status).toBe(201)
    const codes: number[] = []
    for (let i = 0; i < 6; i++) {
      const res = await post(i % 2 === 0 ? a.url : b.url, '/login', { email, password })
      codes.push(res.status)
      if (res.status === 429) {
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
        expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(60)
      }
    }
    expect(codes).toEqual([200, 200, 200, 200, 429, 429])
  })
})
