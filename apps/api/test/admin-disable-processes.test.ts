import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pgAvailable, startProcessPair } from './pg-server'

/**
 * Two real API processes on one PostgreSQL: each caches resolved sessions for up to 30 s. An
 * admin disabling a student through one process ends the student's token in the other at once
 * (the session event bus, LISTEN/NOTIFY, evicts it there), not after the cache's 30 s.
 */
const available = await pgAvailable('admin-disable-processes')

describe.skipIf(!available)('disabling a user across two API processes', () => {
  let pair: Awaited<ReturnType<typeof startProcessPair>>
  let a: { url: string }
  let b: { url: string }

  beforeAll(async () => {
    pair = await startProcessPair('nr_dis', { RATE_LIMIT_AUTH_PER_MINUTE: '1000' })
    ;({ a, b } = pair)
  }, 90_000)
  afterAll(() => pair?.stop(), 30_000)

  const call = (base: string, method: string, route: string, token?: string, body?: object) =>
    fetch(`${base}/api${route}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    })
  const login = async (base: string, email: string, password: string) =>
    (await (await call(base, 'POST', '/auth/login', undefined, { email, password })).json()) as {
      token: string
      user: { id: string }
    }

  it("the student's token stops working in the other process within moments", async () => {
    const email = `disabled.${Date.now()}@example.com`
    const password = 'two processes one session'
    const signup = await call(a.url, 'POST', '/auth/signup', undefined, {
      name: 'Cached Student',
      email,
      password,
    })
    expect(signup.status).toBe(201)
    const student = await login(a.url, email, password)
    // B resolves the session, so it sits in B's cache.
    expect((await call(b.url, 'GET', '/auth/me', student.token)).status).toBe(200)
    expect((await call(b.url, 'GET', '/auth/me', student.token)).status).toBe(200)

    const admin = await login(a.url, 'admin@nurseready.local', 'admin-test-password')
    const started = Date.now()
    const disabled = await call(
      a.url,
      'POST',
      `/admin/users/${student.user.id}/disable`,
      admin.token,
    )
    expect(disabled.status).toBe(200)
    let status = 200
    while (status === 200 && Date.now() - started < 5000) {
      status = (await call(b.url, 'GET', '/auth/me', student.token)).status
      if (status === 200) await new Promise((r) => setTimeout(r, 50))
    }
    expect(status).toBe(401)
    // Well inside the cache's 30 s: the eviction crossed processes.
    expect(Date.now() - started).toBeLessThan(5000)
    expect((await call(a.url, 'GET', '/auth/me', student.token)).status).toBe(401)
  })
})
