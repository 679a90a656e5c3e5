import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

/**
 * For tests that need a real PostgreSQL server or real API processes on it: TEST_DATABASE_URL,
 * else the local server CI and this machine run. Those tests skip (with a message) only when no
 * server answers.
 */
export const PG_SERVER_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Whether PostgreSQL answers at PG_SERVER_URL; says so when it does not. */
export async function pgAvailable(label: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: PG_SERVER_URL, connectionTimeoutMillis: 2000 })
  try {
    await c.connect()
    await c.end()
    return true
  } catch {
    console.warn(`${label}: skipped, no PostgreSQL at ${PG_SERVER_URL}`)
    return false
  }
}

/** Runs one statement on the server's maintenance connection (create/drop database). */
export async function pgAdmin(statement: string) {
  const c = new pg.Client({ connectionString: PG_SERVER_URL })
  await c.connect()
  try {
    await c.query(statement)
  } finally {
    await c.end()
  }
}

/** The URL of database `name` on the same server. */
export function databaseUrl(name: string) {
  const url = new URL(PG_SERVER_URL)
  url.pathname = `/${name}`
  return url.toString()
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
  })
}

export type ApiProcess = { child: ChildProcess; url: string }

/**
 * A real API process (`tsx src/server.ts`) on a free port, once /api/health answers. `env` adds
 * to (or overrides) the test defaults: NODE_ENV=test, the data folder, the admin password.
 */
export async function startApiProcess(
  dataDir: string,
  env: Record<string, string>,
): Promise<ApiProcess> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      ADMIN_PASSWORD: 'admin-test-password',
      LOG_LEVEL: 'warn',
      ...env,
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
      if ((await fetch(`${url}/api/health`)).ok) return { child, url }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  child.kill('SIGKILL')
  throw new Error(`server did not start: ${stderr}`)
}

/** Stops the process with `signal` and waits for it to exit (nothing if it already has). */
export async function stopApiProcess(p: ApiProcess | undefined, signal: NodeJS.Signals) {
  if (!p || p.child.exitCode !== null || p.child.signalCode !== null) return
  const exited = new Promise((r) => p.child.once('exit', r))
  p.child.kill(signal)
  await exited
}

/**
 * Two real API processes on one new database of the server, started together (migrations take
 * an advisory lock) with a shared APP_SECRET and no demo content; `env` adds to that. `stop`
 * ends both and drops the database.
 */
export async function startProcessPair(prefix: string, env: Record<string, string>) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  const url = databaseUrl(name)
  await pgAdmin(`create database ${name}`)
  const start = async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'nr-proc-'))
    const p = await startApiProcess(dataDir, {
      DATABASE_URL: url,
      APP_SECRET: 'shared-secret-of-both-processes-0123456789',
      SEED_DEMO: 'false',
      ...env,
    })
    return { ...p, dataDir }
  }
  const [a, b] = await Promise.all([start(), start()])
  return {
    a,
    b,
    async stop() {
      for (const p of [a, b]) {
        await stopApiProcess(p, 'SIGTERM')
        rmSync(p.dataDir, { recursive: true, force: true })
      }
      await pgAdmin(`drop database if exists ${name} with (force)`)
    },
  }
}
