import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * Two real API processes (`tsx src/server.ts`) on one PostgreSQL database: the login limits
 * are counted in the database, so they hold whichever process a client reaches.
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

async function reachable(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  try {
    await c.connect()
    await c.end()
    return true
  } catch {
    return false
  }
}
const available = await reachable(serverUrl)
if (!available) console.warn(`rate-limit-processes: skipped, no PostgreSQL at ${serverUrl}`)

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: serverUrl })
  await c.connect()
  try {
    await c.query(sql)
  } finally {
    await c.end()
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
  })
}

type Proc = { child: ChildProcess; url: string; dataDir: string }

async function startServer(databaseUrl: string): Promise<Proc> {
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nr-proc-'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      APP_SECRET: 'shared-secret-of-both-processes-0123456789',
      ADMIN_PASSWORD: 'admin-test-password',
      SEED_DEMO: 'false',
      RATE_LIMIT_AUTH_PER_MINUTE: '4',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (d) => {
    stderr += String(d)
  })
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`)
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { child, url, dataDir }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  child.kill('SIGKILL')
  throw new Error(`server did not start: ${stderr}`)
}

describe.skipIf(!available)('rate limits across two API processes on one PostgreSQL', () => {
  const name = `nr_rl_${randomBytes(6).toString('hex')}`
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  let a: Proc
  let b: Proc

  beforeAll(async () => {
    await admin(`create database ${name}`)
    // Both start together on the empty database (migrations take an advisory lock).
    ;[a, b] = await Promise.all([startServer(url.toString()), startServer(url.toString())])
  }, 90_000)
  afterAll(async () => {
    for (const p of [a, b]) {
      if (!p) continue
      p.child.kill('SIGTERM')
      await new Promise((r) => p.child.once('exit', r))
      rmSync(p.dataDir, { recursive: true, force: true })
    }
    await admin(`drop database if exists ${name} with (force)`)
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
