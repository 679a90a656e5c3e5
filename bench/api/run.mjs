// API throughput benchmark (issue 3): node bench/api/run.mjs
// Prepares a PostgreSQL database with 10,000 students and 1,000,000 answered paper items, starts
// the API pinned to core 0, and drives it from core 1 with autocannon: (a) the current question,
// (b) saving an answer, (c) the dashboard counts, (d) the performance dashboard, (e) a Next Gen
// case question, (f) saving a Next Gen answer, beside two reference routes in the same server.
// Env: BENCH_DATABASE_URL (server URL, default postgres://postgres@127.0.0.1:5432/postgres),
// BENCH_DATABASE (its name, default nr_bench), DURATION (s, default 10), CONNECTIONS (default 50), ROUNDS (default 3), SKIP_PREPARE=1,
// ONLY (route names containing any of these comma-separated strings, e.g. ONLY='(b),SELECT'),
// WRITE_START (the first writer question to answer, to reuse a prepared database for (b)).
import { execFileSync, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

const here = fileURLToPath(new URL('.', import.meta.url))
const root = fileURLToPath(new URL('../..', import.meta.url))
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const dbUrl = new URL(serverUrl)
dbUrl.pathname = `/${process.env.BENCH_DATABASE ?? 'nr_bench'}`
const duration = Number(process.env.DURATION ?? 10)
const connections = Number(process.env.CONNECTIONS ?? 50)
const rounds = Number(process.env.ROUNDS ?? 3)
const port = Number(process.env.BENCH_PORT ?? 3999)
const base = `http://127.0.0.1:${port}`
const TOKENS = {
  reader: 'bench-reader-token-0000000000000000000000',
  writer: 'bench-writer-token-0000000000000000000000',
  student: 'bench-student-token-000000000000000000000',
}
const tsx = ['--import', 'tsx']

if (!process.env.SKIP_PREPARE) {
  console.log('preparing the database (10,000 students, 1,000,000 paper items)...')
  console.log(
    execFileSync('node', [...tsx, `${here}prepare.ts`], { cwd: root, encoding: 'utf8' }).trim(),
  )
}

const server = spawn('taskset', ['-c', '0', 'node', ...tsx, `${here}server.ts`], {
  cwd: root,
  env: {
    ...process.env,
    DATABASE_URL: dbUrl.toString(),
    PORT: String(port),
    DATABASE_POOL_SIZE: '10',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
})
await new Promise((resolve, reject) => {
  server.stdout.on('data', (d) => String(d).includes('ready') && resolve())
  server.on('exit', (code) => reject(new Error(`server exited ${code}`)))
})

const client = new pg.Client({ connectionString: dbUrl.toString() })
await client.connect()
const { rows } = await client.query("select id from users where email = 'bench1@example.com'")
const selectId = rows[0].id

const auth = (who) => ({ authorization: `Bearer ${TOKENS[who]}` })
const targets = [
  { name: 'reference: bare route', path: '/bench/bare' },
  { name: 'reference: one indexed SELECT', path: `/bench/select/${selectId}` },
  {
    name: '(a) current question',
    path: '/api/papers/BR00000001/questions/1',
    headers: auth('reader'),
  },
  {
    name: '(b) save an answer',
    method: 'POST',
    answerPaths: true,
    codePrefix: 'BW',
    papers: 3000,
    headers: { ...auth('writer'), 'content-type': 'application/json' },
    // An option of every multiple-choice question (a text that is no option is refused, 400).
    body: { answer: { type: 'mcq', selected: ['o1'] } },
  },
  // Issue 12: a Next Gen case item (its record as at step 6, the public item) and an NGN answer
  // (a select-all scored +/− with scoreItem, the score stored), beside (a) and (b).
  {
    name: '(e) NGN case question',
    path: '/api/papers/BQ00000001/questions/6',
    headers: auth('reader'),
  },
  {
    name: '(f) save an NGN answer',
    method: 'POST',
    answerPaths: true,
    codePrefix: 'BN',
    papers: 1500,
    headers: { ...auth('writer'), 'content-type': 'application/json' },
    body: { answer: { type: 'multi', selected: ['o1', 'o2'] } },
  },
  { name: '(c) dashboard counts', path: '/api/dashboard', headers: auth('reader') },
  // Issue 14 §6: score trend with percentile ranks over all completed papers, per-subject ranks
  // among students (window functions, reused for 60 s), client needs: a student with 5 tests.
  {
    name: '(d) performance dashboard',
    path: '/api/analytics/performance',
    headers: auth('student'),
  },
]

function load(spec) {
  const out = execFileSync(
    'taskset',
    [
      '-c',
      '1',
      'node',
      `${here}load.mjs`,
      JSON.stringify({ url: base, connections, duration, ...spec }),
    ],
    { cwd: root, encoding: 'utf8' },
  )
  return JSON.parse(out.trim().split('\n').pop())
}

/** The next writer question to answer, per set of writer papers (their code prefix). */
const writes = {
  BW: Number(process.env.WRITE_START ?? 0),
  BN: Number(process.env.WRITE_START ?? 0),
}
/** One load run; a writer run moves past the questions it answered. */
function run(t, seconds) {
  const res = load({ ...t, duration: seconds, start: writes[t.codePrefix] ?? 0 })
  if (t.answerPaths) {
    // Requests still in flight when a run ends are not counted: leave a gap of fresh questions.
    writes[t.codePrefix] += res.total + 2000
    console.log(`  (${t.codePrefix} writer questions used so far: ${writes[t.codePrefix]})`)
  }
  return res
}

const only = process.env.ONLY?.split(',')
const selected = only ? targets.filter((t) => only.some((o) => t.name.includes(o))) : targets
const results = Object.fromEntries(selected.map((t) => [t.name, []]))
for (let r = 1; r <= rounds; r++) {
  for (const t of selected) {
    // Warm-up pass for the first round only (the writer on questions of its own).
    if (r === 1) run(t, 2)
    const res = run(t, duration)
    results[t.name].push(res)
    console.log(
      `round ${r} ${t.name}: ${res.rps.toFixed(0)} req/s, p99 ${res.p99} ms, non-2xx ${res.non2xx}`,
    )
  }
}

const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length
const ref = mean(
  (results['reference: one indexed SELECT'] ?? [{ rps: Number.NaN }]).map((x) => x.rps),
)
console.log(
  `\n${connections} connections, ${duration} s x ${rounds} rounds; server on core 0, load on core 1\n`,
)
console.log('| route | req/s (mean of rounds) | p99 ms (worst) | vs one-SELECT route | non-2xx |')
console.log('| --- | --- | --- | --- | --- |')
for (const t of selected) {
  const rs = results[t.name]
  const rps = mean(rs.map((x) => x.rps))
  const p99 = Math.max(...rs.map((x) => x.p99))
  const non2xx = rs.reduce((a, x) => a + x.non2xx, 0)
  console.log(
    `| ${t.name} | ${rps.toFixed(0)} | ${p99} | ${((rps / ref) * 100).toFixed(0)} % | ${non2xx} |`,
  )
}

// Query plans of the routes' statements: index scans expected.
const plans = {
  '(a) paper + item + question': `explain select * from papers p join subjects s on s.id = p.subject_id
    left join paper_items pi on pi.paper_id = p.id and pi.position = 1
    left join questions q on q.id = pi.question_id
    where p.code = 'BR00000001' and p.user_id = (select id from users where email = 'reader@bench.local')`,
  '(c) dashboard aggregate': `explain select count(*), sum(marks_scored) from papers
    where user_id = (select id from users where email = 'bench1@example.com')`,
  'session lookup': `explain select u.id from sessions s join users u on u.id = s.user_id
    where s.token_hash = 'x' and s.expires_at > now()`,
}
for (const [label, q] of Object.entries(plans)) {
  const plan = (await client.query(q)).rows.map((r) => r['QUERY PLAN']).join('\n')
  console.log(`\n${label}:\n${plan}`)
}
await client.end()
server.kill('SIGTERM')
