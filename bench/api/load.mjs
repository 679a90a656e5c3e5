// One autocannon run, printed as JSON. Run pinned to its own core by run.mjs.
import autocannon from 'autocannon'

const spec = JSON.parse(process.argv[2])
let i = spec.start ?? 0
const request = { method: spec.method ?? 'GET', headers: spec.headers ?? {} }
if (spec.body) request.body = JSON.stringify(spec.body)
if (spec.answerPaths) {
  // Each request answers a different unanswered question, and consecutive requests go to
  // different papers (as concurrent students do): request n answers question n / papers + 1 of
  // paper n % papers. Sending them all to one paper would measure waiting for that paper's row
  // lock (every answer updates its counters), which no real student's single tab produces.
  request.setupRequest = (req) => {
    const n = i++
    const paper = n % spec.papers
    const position = Math.floor(n / spec.papers) + 1
    return {
      ...req,
      path: `/api/papers/${spec.codePrefix}${String(paper).padStart(8, '0')}/questions/${position}/answer`,
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
