// Simulated students (run by bench/load/run.mjs, pinned to its own core). Each student loops until
// the time is up: log in, create a 10-question tutor test, then read and answer every question.
// No think time: this is a stress test, not a model of one real student.
// Prints one JSON line of figures; writes the acknowledged answers to spec.ackFile.
import { writeFileSync } from 'node:fs'

const spec = JSON.parse(process.argv[2])
const { url, students, duration, password, questions, subjectIds } = spec
const deadline = Date.now() + duration * 1000

/** Latencies (ms) per step, and errors by step and reason. */
const latencies = { login: [], 'create test': [], 'read question': [], answer: [] }
const errors = {}
let requests = 0
const acknowledged = []

async function call(step, method, path, token, body) {
  const started = performance.now()
  requests += 1
  try {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const json = await res.json().catch(() => null)
    latencies[step].push(performance.now() - started)
    if (!res.ok) {
      const key = `${step}: ${res.status}`
      errors[key] = (errors[key] ?? 0) + 1
      return null
    }
    return json
  } catch (err) {
    const key = `${step}: ${err.cause?.code ?? err.message}`
    errors[key] = (errors[key] ?? 0) + 1
    return null
  }
}

function answerFor(q) {
  switch (q.type) {
    case 'mcq':
      return { type: 'mcq', choice: q.options[0] }
    case 'multi':
      return { type: 'multi', choices: [q.options[0]] }
    case 'blank':
      return { type: 'blank', text: 'an answer' }
    default:
      return { type: 'matrix', rows: q.rows.map((r) => ({ id: r.id, choice: 'indicated' })) }
  }
}

async function student(n) {
  const email = `load.${n}@bench.local`
  let round = 0
  while (Date.now() < deadline) {
    round += 1
    const login = await call('login', 'POST', '/api/auth/login', undefined, { email, password })
    if (!login) continue
    const token = login.token
    const paper = await call('create test', 'POST', '/api/papers', token, {
      style: (n + round) % 2 ? 'traditional' : 'nextgen',
      mode: 'tutor',
      subjectId: subjectIds[(n + round) % subjectIds.length],
      count: questions,
    })
    if (!paper) continue
    for (let p = 1; p <= paper.questionCount && Date.now() < deadline; p++) {
      const q = await call(
        'read question',
        'GET',
        `/api/papers/${paper.code}/questions/${p}`,
        token,
      )
      if (!q) continue
      const saved = await call(
        'answer',
        'POST',
        `/api/papers/${paper.code}/questions/${p}/answer`,
        token,
        { answer: answerFor(q) },
      )
      if (saved) acknowledged.push([paper.code, p])
    }
  }
}

const started = performance.now()
await Promise.all(Array.from({ length: students }, (_, i) => student(i)))
const seconds = (performance.now() - started) / 1000

const pct = (xs, p) => {
  if (!xs.length) return null
  const sorted = [...xs].sort((a, b) => a - b)
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))])
}
const all = Object.values(latencies).flat()
writeFileSync(spec.ackFile, JSON.stringify(acknowledged))
console.log(
  JSON.stringify({
    seconds,
    requests,
    errors,
    acknowledged: acknowledged.length,
    overall: { count: all.length, p50: pct(all, 50), p99: pct(all, 99) },
    steps: Object.fromEntries(
      Object.entries(latencies).map(([k, xs]) => [
        k,
        { count: xs.length, p50: pct(xs, 50), p99: pct(xs, 99) },
      ]),
    ),
  }),
)
