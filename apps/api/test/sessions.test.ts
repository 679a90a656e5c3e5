import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../src/db/client'
import {
  createTestContext,
  freshDatabase,
  listeningApp,
  signupAndLogin,
  type TestContext,
} from './helper'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const me = (app: TestContext['app'], auth: { authorization: string }) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: auth })

describe('session cache', () => {
  it('a cached session is revoked at once by logout', async () => {
    const { auth } = await signupAndLogin(ctx)
    expect((await me(ctx.app, auth)).statusCode).toBe(200)
    expect((await me(ctx.app, auth)).statusCode).toBe(200)
    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth })
    expect(out.statusCode).toBe(200)
    expect((await me(ctx.app, auth)).statusCode).toBe(401)
  })

  it('never outlives the session itself', async () => {
    const { auth } = await signupAndLogin(ctx)
    expect((await me(ctx.app, auth)).statusCode).toBe(200)
    ctx.clock.advance(ctx.config.SESSION_TTL + 1)
    expect((await me(ctx.app, auth)).statusCode).toBe(401)
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)('two API processes on one Postgres', () => {
  it('a logout through one process revokes the session cached by the other', async () => {
    const { database: dbA, url, drop } = await freshDatabase()
    const dbB = await openDatabase({ driver: 'postgres', url: url!, poolSize: 3 })
    const a = await listeningApp(dbA)
    const b = await listeningApp(dbB)
    try {
      const email = 'two.sessions@example.com'
      const password = 'pw-two-sessions'
      const payload = { name: 'Two Sessions', email, password }
      expect(
        (await a.app.inject({ method: 'POST', url: '/api/auth/signup', payload })).statusCode,
      ).toBe(201)
      const login = await a.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
      })
      const auth = { authorization: `Bearer ${login.json().token}` }
      // B resolves (and caches) the session.
      expect((await me(b.app, auth)).statusCode).toBe(200)

      expect(
        (await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth })).statusCode,
      ).toBe(200)
      // The NOTIFY reaches B within moments; poll briefly rather than sleep.
      let status = 200
      for (let i = 0; i < 40 && status === 200; i++) {
        status = (await me(b.app, auth)).statusCode
        if (status === 200) await new Promise((r) => setTimeout(r, 50))
      }
      expect(status).toBe(401)
    } finally {
      await a.app.close()
      await b.app.close()
      await dbB.close()
      await dbA.close()
      a.cleanup()
      b.cleanup()
      await drop()
    }
  })
})
