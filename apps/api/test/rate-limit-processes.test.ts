import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiProcess, databaseUrl, pgAdmin, pgAvailable, startApiProcess } from './pg-server'

/**
 * Two real API processes (`tsx src/server.ts`) on one PostgreSQL database: the login limits
 * are counted in the database, so they hold whichever process a client reaches.
 */
const available = await pgAvailable('rate-limit-processes')

type Proc = ApiProcess & { dataDir: string }

async function startServer(databaseUrl: string): Promise<Proc> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nr-proc-'))
  const p = await startApiProcess(dataDir, {
    DATABASE_URL: databaseUrl,
    APP_SECRET: 'shared-secret-of-both-processes-0123456789',
    SEED_DEMO: 'false',
    RATE_LIMIT_AUTH_PER_MINUTE: '4',
  })
  return { ...p, dataDir }
}

describe.skipIf(!available)('rate limits across two API processes on one PostgreSQL', () => {
  const name = `nr_rl_${randomBytes(6).toString('hex')}`
  const url = databaseUrl(name)
  let a: Proc
  let b: Proc

  beforeAll(async () => {
    await pgAdmin(`create database ${name}`)
    // Both start together on the empty database (migrations take an advisory lock).
    ;[a, b] = await Promise.all([startServer(url), startServer(url)])
  }, 90_000)
  afterAll(async () => {
    for (const p of [a, b]) {
      if (!p) continue
      p.child.kill('SIGTERM')
      await new Promise((r) => p.child.once('exit', r))
      rmSync(p.dataDir, { recursive: true, force: true })
    }
    await pgAdmin(`drop database if exists ${name} with (force)`)
  }, 30_000)

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
