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

  it('two admins demoting each other at once, through both processes, leave one admin', async () => {
    const admin = await login(a.url, 'admin@nurseready.local', 'admin-test-password')
    const email = `second.admin.${Date.now()}@example.com`
    const password = 'a second admin password'
    await call(a.url, 'POST', '/auth/signup', undefined, { name: 'Second Admin', email, password })
    const second = await login(b.url, email, password)
    const promoted = await call(a.url, 'PUT', `/admin/users/${second.user.id}/role`, admin.token, {
      role: 'admin',
    })
    expect(promoted.status).toBe(200)

    const [one, two] = await Promise.all([
      call(a.url, 'PUT', `/admin/users/${second.user.id}/role`, admin.token, { role: 'student' }),
      call(b.url, 'PUT', `/admin/users/${admin.user.id}/role`, second.token, { role: 'student' }),
    ])
    const statuses = [one.status, two.status].sort()
    // One wins; the other is refused: as the last admin (409) or, if its session already lost
    // the role, as no admin at all (403).
    expect(statuses[0]).toBe(200)
    expect([403, 409]).toContain(statuses[1])
    const loser = one.status === 200 ? two : one
    if (loser.status === 409)
      expect(((await loser.json()) as { detail: string }).detail).toBe(
        'This is the last active admin. Promote another admin first.',
      )
    const winner = one.status === 200 ? admin : second
    const admins = await call(a.url, 'GET', '/admin/users?role=admin', winner.token)
    expect(admins.status).toBe(200)
    expect(
      ((await admins.json()) as { items: { email: string }[] }).items.map(
        (u: { email: string }) => u.email,
      ),
    ).toEqual([one.status === 200 ? 'admin@nurseready.local' : email])
  })
})
