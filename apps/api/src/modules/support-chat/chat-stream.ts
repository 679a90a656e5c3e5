import type { ServerResponse } from 'node:http'
import type { FastifyBaseLogger } from 'fastify'
import type { ChatService } from './chat.service'

export type StreamOptions = {
  /** Comment line sent this often so proxies keep the connection open. */
  heartbeatMs: number
  /**
   * A stream ends after this long; the client reconnects with a fresh ticket (issued only to a
   * live session, so a logged-out session stops receiving within this time).
   */
  maxLifetimeMs: number
  /** Messages read per catch-up query. */
  batchSize: number
  /** Open streams one user may hold in this process; one more is refused (429). */
  maxPerUser: number
}

export const DEFAULT_STREAM_OPTIONS: StreamOptions = {
  heartbeatMs: 25_000,
  maxLifetimeMs: 5 * 60_000,
  batchSize: 100,
  maxPerUser: 3,
}

/**
 * The open Server-Sent Events streams of this process. Each stream keeps a cursor (the last seq
 * it sent) and, on every change of its thread, sends what the database has after that cursor,
 * one read at a time: nothing is skipped and nothing is sent twice.
 */
export function chatStreams(chat: ChatService, log: FastifyBaseLogger, options: StreamOptions) {
  type Stream = { userId: string; session: string; close: () => void }
  const open = new Set<Stream>()
  const closeWhere = (match: (s: Stream) => boolean) => {
    for (const s of [...open]) if (match(s)) s.close()
  }

  return {
    /** Whether `userId` may open another stream (below maxPerUser in this process). */
    canOpen(userId: string) {
      let count = 0
      for (const s of open) if (s.userId === userId) count += 1
      return count < options.maxPerUser
    },

    /**
     * Starts streaming `userId`'s thread after seq `after` on a hijacked response; `session`
     * names the session whose ticket opened it.
     */
    start(raw: ServerResponse, userId: string, session: string, after: number) {
      let cursor = after
      let closed = false
      let running = false
      let again = false

      const write = (chunk: string) => {
        if (!closed) raw.write(chunk)
      }

      async function pump() {
        if (running) {
          again = true
          return
        }
        running = true
        try {
          do {
            again = false
            const batch = await chat.messagesAfter(userId, cursor, options.batchSize)
            for (const m of batch) {
              if (closed || m.seq <= cursor) continue
              write(`id: ${m.seq}\ndata: ${JSON.stringify(m)}\n\n`)
              cursor = m.seq
            }
            if (batch.length === options.batchSize) again = true
          } while (again && !closed)
        } catch (err) {
          log.error({ err }, 'chat: stream catch-up failed')
          close()
        } finally {
          running = false
        }
      }

      const unsubscribe = chat.subscribe(userId, () => void pump())
      const heartbeat = setInterval(() => write(': keep-alive\n\n'), options.heartbeatMs)
      const lifetime = setTimeout(() => close(), options.maxLifetimeMs)
      heartbeat.unref()
      lifetime.unref()

      function close() {
        if (closed) return
        closed = true
        unsubscribe()
        clearInterval(heartbeat)
        clearTimeout(lifetime)
        open.delete(stream)
        raw.end()
      }
      const stream: Stream = { userId, session, close }
      open.add(stream)
      raw.on('close', close)

      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-store, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      })
      // Subscribed first, then caught up: a change during the first read triggers another read.
      write(`retry: 3000\n: connected after ${after}\n\n`)
      void pump()
    },

    get size() {
      return open.size
    },

    /** Ends every stream (shutdown): clients reconnect, possibly to another process. */
    closeAll() {
      closeWhere(() => true)
    },

    /** Ends the streams opened with tickets of one session (logout). */
    closeSession(session: string) {
      closeWhere((s) => s.session === session)
    },

    /** Ends every stream of one user (password change, all sessions revoked). */
    closeUser(userId: string) {
      closeWhere((s) => s.userId === userId)
    },
  }
}

export type ChatStreams = ReturnType<typeof chatStreams>
