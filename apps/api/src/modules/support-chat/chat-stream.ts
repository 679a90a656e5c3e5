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
}

export const DEFAULT_STREAM_OPTIONS: StreamOptions = {
  heartbeatMs: 25_000,
  maxLifetimeMs: 5 * 60_000,
  batchSize: 100,
}

/**
 * The open Server-Sent Events streams of this process. Each stream keeps a cursor (the last seq
 * it sent) and, on every change of its thread, sends what the database has after that cursor,
 * one read at a time: nothing is skipped and nothing is sent twice.
 */
export function chatStreams(chat: ChatService, log: FastifyBaseLogger, options: StreamOptions) {
  const open = new Set<() => void>()

  return {
    /** Starts streaming `userId`'s thread after seq `after` on a hijacked response. */
    start(raw: ServerResponse, userId: string, after: number) {
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
        open.delete(close)
        raw.end()
      }
      open.add(close)
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
      for (const close of [...open]) close()
    },
  }
}

export type ChatStreams = ReturnType<typeof chatStreams>
