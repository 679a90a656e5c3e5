// Load test (issue 10 section 6): npm run load --workspace @nurseready/bench
// Builds the API, starts the built server (apps/api/dist/server.js, NODE_ENV=production) on a
// fresh PostgreSQL database pinned to core 0, signs up STUDENTS students, then runs them for
// DURATION seconds from core 1 (log in, create a test, read and answer its questions, again and
// again), and prints requests, errors, p50/p99 per step, lost answers (acknowledged but not in the
// database), the server's CPU time, and what one login (scrypt) costs in CPU.
// Env: BENCH_DATABASE_URL (server URL, default postgres://postgres@127.0.0.1:5432/postgres),
// STUDENTS (default 200), DURATION (s, default 60), QUESTIONS (per test, default 10),
// SKIP_BUILD=1. Every simulated student comes from 127.0.0.1, so the run lifts the per-address
// login limit (RATE_LIMIT_AUTH_PER_MINUTE, 10 a minute in production) and the per-address
// connection cap (MAX_CONNECTIONS_PER_ADDRESS, 100 by default).
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { hashPassword, verifyPassword } from '../../apps/api/src/lib/crypto.ts'

const here = fileURLToPath(new URL('.', import.meta.url))
const root = fileURLToPath(new URL('../..', import.meta.url))
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const dbUrl = new URL(serverUrl)
dbUrl.pathname = '/nr_load'
const students = Number(process.env.STUDENTS ?? 200)
const duration = Number(process.env.DURATION ?? 60)
const questions = Number(process.env.QUESTIONS ?? 10)
const port = 3997
const base = `http://127.0.0.1:${port}`
const password = 'load-test-password-1'
const dataDir = mkdtempSync(path.join(tmpdir(), 'nr-load-'))

if (!process.env.SKIP_BUILD) {
  console.log('building the API...')
  execFileSync('node', ['scripts/build.mjs'], {
    cwd: path.join(root, 'apps/api'),
    stdio: 'inherit',
  })
}

async function admin(sql) {
  const c = new pg.Client({ connectionString: serverUrl })
  await c.connect()
  await c.query(sql)
  await c.end()
}
await admin('drop database if exists nr_load with (force)')
await admin('create database nr_load')

const server = spawn('taskset', ['-c', '0', 'node', 'apps/api/dist/server.js'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: dbUrl.toString(),
    DATA_DIR: dataDir,
    APP_SECRET: 'load-bench-secret-load-bench-secret-0123',
    ADMIN_PASSWORD: 'load-bench-admin-password',
    // The demo question bank; staging-style sandbox payments (production refuses to start
    // without a payment provider).
    SEED_DEMO: 'true',
    PAYMENT_PROVIDER: 'sandbox',
    ALLOW_SANDBOX_PAYMENTS: 'true',
    // All simulated students come from one address: lift the per-address login limit and the
    // cap on open connections per address (100 by default).
    RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
    MAX_CONNECTIONS_PER_ADDRESS: '0',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
})
const stopServer = () => server.exitCode === null && server.kill('SIGTERM')
process.on('exit', stopServer)
for (let i = 0; ; i++) {
  if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`)
  try {
    if ((await fetch(`${base}/api/health`)).ok) break
  } catch {
    // not up yet
  }
  if (i > 300) throw new Error('server did not start in 60 s')
  await new Promise((r) => setTimeout(r, 200))
}

// The students' accounts, inserted directly (one scrypt hash shared by all: setup, not measured).
const db = new pg.Client({ connectionString: dbUrl.toString() })
await db.connect()
const hash = await hashPassword(password)
await db.query(
  `insert into users (name, email, password_hash)
   select 'Load Student ' || n, 'load.' || n || '@bench.local', $1 from generate_series(0, $2 - 1) n`,
  [hash, students],
)
const subjectIds = (await db.query('select id from subjects order by name')).rows.map((r) => r.id)

/** utime + stime of a process, in seconds (from /proc; clock ticks of 10 ms). */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}
// taskset execs node in its own process: the child's pid is the server's.
const serverPid = server.pid
const cpuBefore = cpuSeconds(serverPid)

console.log(`${students} students for ${duration} s (${questions} questions a test)...`)
const ackFile = path.join(dataDir, 'acknowledged.json')
const out = execFileSync(
  'taskset',
  [
    '-c',
    '1',
    'node',
    `${here}students.mjs`,
    JSON.stringify({ url: base, students, duration, password, questions, subjectIds, ackFile }),
  ],
  { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
)
const result = JSON.parse(out.trim().split('\n').pop())
const serverCpu = cpuSeconds(serverPid) - cpuBefore

// Lost answers: acknowledged (2xx) but not saved.
const acked = JSON.parse(readFileSync(ackFile, 'utf8'))
const { rows } = await db.query(
  `select count(*)::int as saved from unnest($1::text[], $2::int[]) a(code, position)
   join papers p on p.code = a.code
   join paper_items pi on pi.paper_id = p.id and pi.position = a.position and pi.answered_at is not null`,
  [acked.map((a) => a[0]), acked.map((a) => a[1])],
)
const lost = acked.length - rows[0].saved
await db.end()
stopServer()
await new Promise((r) => server.once('exit', r))

// What one login costs: scrypt (N=16384, r=8, p=1) as the server verifies it, on this process.
const logins = 40
const cpu0 = process.cpuUsage()
const wall0 = performance.now()
for (let i = 0; i < logins; i++) await verifyPassword(password, hash)
const cpu = process.cpuUsage(cpu0)
const loginCpuMs = (cpu.user + cpu.system) / 1000 / logins
const loginWallMs = (performance.now() - wall0) / logins

const errorCount = Object.values(result.errors).reduce((a, b) => a + b, 0)
console.log(
  `\n${students} students, ${result.seconds.toFixed(0)} s; server (core 0) and students (core 1) ` +
    'on a shared 2-core machine, PostgreSQL on the same cores\n',
)
console.log(`requests: ${result.requests} (${(result.requests / result.seconds).toFixed(0)}/s)`)
console.log(`errors: ${errorCount}${errorCount ? ` ${JSON.stringify(result.errors)}` : ''}`)
console.log(
  `answers acknowledged: ${result.acknowledged}; lost (acknowledged, not in the database): ${lost}`,
)
console.log(
  `server CPU: ${serverCpu.toFixed(1)} s over ${result.seconds.toFixed(0)} s (${((serverCpu / result.seconds) * 100).toFixed(0)} % of a core)`,
)
console.log('\n| step | requests | p50 ms | p99 ms |\n| --- | --- | --- | --- |')
for (const [step, s] of Object.entries(result.steps))
  console.log(`| ${step} | ${s.count} | ${s.p50} | ${s.p99} |`)
console.log(`| all | ${result.overall.count} | ${result.overall.p50} | ${result.overall.p99} |`)
console.log(
  `\none login: ${loginCpuMs.toFixed(1)} ms of CPU (scrypt N=16384, r=8, p=1; ${loginWallMs.toFixed(1)} ms wall, one at a time)` +
    `\n100 logins/s need ${((loginCpuMs * 100) / 1000).toFixed(1)} CPU cores for scrypt alone`,
)
rmSync(dataDir, { recursive: true, force: true })
await admin('drop database if exists nr_load with (force)')
