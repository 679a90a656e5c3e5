import http from 'node:http'

export type SseEvent = { id?: string; data: string }

/**
 * A minimal Server-Sent Events client for tests: connects, parses `id:`/`data:` blocks (comments
 * ignored), and lets a test wait for a number of events. Non-200 answers resolve with their body.
 */
export function openSse(url: string, headers: Record<string, string> = {}) {
  return new Promise<SseClient>((resolve, reject) => {
    const req = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      const client = new SseClient(req, res.statusCode ?? 0, String(res.headers['content-type']))
      res.setEncoding('utf8')
      if (client.status !== 200) {
        let body = ''
        res.on('data', (c: string) => {
          body += c
        })
        res.on('end', () => {
          client.body = body
          resolve(client)
        })
        return
      }
      res.on('data', (chunk: string) => client.feed(chunk))
      res.on('end', () => client.markEnded())
      res.on('error', () => client.markEnded())
      resolve(client)
    })
    req.on('error', reject)
  })
}

export class SseClient {
  events: SseEvent[] = []
  body = ''
  ended = false
  private buffer = ''
  private waiters: (() => void)[] = []

  constructor(
    private readonly req: http.ClientRequest,
    readonly status: number,
    readonly contentType: string,
  ) {}

  feed(chunk: string) {
    this.buffer += chunk
    let end = this.buffer.indexOf('\n\n')
    while (end >= 0) {
      const block = this.buffer.slice(0, end)
      this.buffer = this.buffer.slice(end + 2)
      const event: SseEvent = { data: '' }
      let hasData = false
      for (const line of block.split('\n')) {
        if (line.startsWith('id: ')) event.id = line.slice(4)
        if (line.startsWith('data: ')) {
          event.data += line.slice(6)
          hasData = true
        }
      }
      if (hasData) this.events.push(event)
      end = this.buffer.indexOf('\n\n')
    }
    this.wake()
  }

  markEnded() {
    this.ended = true
    this.wake()
  }

  private wake() {
    for (const w of this.waiters.splice(0)) w()
  }

  /** The parsed JSON data of each event so far. */
  messages<T = { seq: number; body: string; sender: string }>(): T[] {
    return this.events.map((e) => JSON.parse(e.data) as T)
  }

  /** Resolves once `predicate` holds (checked on every event), or rejects after `ms`. */
  async until(predicate: (c: SseClient) => boolean, ms = 5000) {
    const deadline = Date.now() + ms
    while (!predicate(this)) {
      const left = deadline - Date.now()
      if (left <= 0) {
        throw new Error(
          `SSE wait timed out with ${this.events.length} events: ${this.events.map((e) => e.id).join(',')}`,
        )
      }
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left)
        this.waiters.push(() => {
          clearTimeout(t)
          resolve()
        })
      })
    }
  }

  untilCount(n: number, ms?: number) {
    return this.until((c) => c.events.length >= n, ms)
  }

  close() {
    this.req.destroy()
  }
}
