// One autocannon run, printed as JSON. Run pinned to its own core by run.mjs.
import autocannon from 'autocannon'

const spec = JSON.parse(process.argv[2])
let i = spec.start ?? 0
const request = { method: spec.method ?? 'GET', headers: spec.headers ?? {} }
if (spec.body) request.body = JSON.stringify(spec.body)
if (spec.answerPaths) {
  // Each request answers a different unanswered question: paper code by 100s, then position.
  request.setupRequest = (req) => {
    const n = i++
    return {
      ...req,
      path: `/api/papers/${spec.codePrefix}${String(Math.floor(n / 100)).padStart(8, '0')}/questions/${(n % 100) + 1}/answer`,
    }
  }
} else {
  request.path = spec.path
}
const result = await autocannon({
  url: spec.url,
  connections: spec.connections,
  duration: spec.duration,
  requests: [request],
})
console.log(
  JSON.stringify({
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    total: result.requests.total,
  }),
)
