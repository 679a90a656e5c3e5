import { randomUUID } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../../lib/clock'
import type { ChatService } from './chat.service'
import type { InboxFeed } from './chat-inbox-feed'

/** The shared record of open streams (chat_stream_leases), so the cap holds across processes. */
export type StreamLeases = {
  acquire(userId: string, id: string, nowMs: number, ttlMs: number, max: number): Promise<boolean>
  renew(id: string, expiresAt: number): Promise<void>
  release(id: string): Promise<void>
}

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
  /** Open streams one user may hold across every process; one more is refused (429). */
  maxPerUser: number
  /** How long a stream's lease lives without renewal (each keep-alive renews it). */
  leaseTtlMs: number
}

export const DEFAULT_STREAM_OPTIONS: StreamOptions = {
  heartbeatMs: 25_000,
  maxLifetimeMs: 5 * 60_000,
  batchSize: 100,
  maxPerUser: 3,
  leaseTtlMs: 60_000,
}

/**
 * The open Server-Sent Events streams of this process: students' thread streams and admins'
 * inbox streams, closed alike on logout, revocation and shutdown. A thread stream keeps a cursor
 * (the last seq it sent) and, on every change of its thread, sends what the database has after
 * that cursor, one read at a time: nothing is skipped and nothing is sent twice.
 */
export function chatStreams(
  chat: ChatService,
  inbox: InboxFeed,
  log: FastifyBaseLogger,
  options: StreamOptions,
  leases: StreamLeases,
  clock: Clock,
) {
  type Stream = { userId: string; session: string; close: () => void }
  const releasing = new Set<Promise<void>>()
  const release = (id: string) => {
    const done = leases
      .release(id)
      .catch((err: Error) =>
        log.warn({ err: { message: err.message } }, 'chat: lease release failed'),
      )
      .finally(() => releasing.delete(done))
    releasing.add(done)
  }
  const open = new Set<Stream>()
  const closeWhere = (match: (s: Stream) => boolean) => {
    for (const s of [...open]) if (match(s)) s.close()
  }

  /**
   * An SSE response held open: headers, a keep-alive comment that renews the stream's lease,
   * the lifetime limit, and one close path (client gone, lifetime, revocation, shutdown) that
   * releases the lease and runs the stream's own clean-ups.
   */
  function connect(
    raw: ServerResponse,
    who: Omit<Stream, 'close'> & { leaseId: string },
    hello: string,
  ) {
    let closed = false
    const cleanups: (() => void)[] = []
    const write = (chunk: string) => {
      if (!closed) raw.write(chunk)
    }
    const heartbeat = setInterval(() => {
      write(': keep-alive\n\n')
      leases
        .renew(who.leaseId, clock.now().getTime() + options.leaseTtlMs)
        .catch((err: Error) =>
          log.warn({ err: { message: err.message } }, 'chat: lease renewal failed'),
        )
    }, options.heartbeatMs)
    const lifetime = setTimeout(() => close(), options.maxLifetimeMs)
    heartbeat.unref()
    lifetime.unref()

    function close() {
      if (closed) return
      closed = true
      for (const cleanup of cleanups) cleanup()
      clearInterval(heartbeat)
      clearTimeout(lifetime)
      open.delete(stream)
      release(who.leaseId)
      raw.end()
    }
    const stream: Stream = { userId: who.userId, session: who.session, close }
    open.add(stream)
    raw.on('close', close)

    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-store, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    })
    write(`retry: 3000\n${hello}\n\n`)
    return {
      write,
      close,
      get closed() {
        return closed
      },
      onClose(cleanup: () => void) {
        if (closed) cleanup()
        else cleanups.push(cleanup)
      },
    }
  }

  return {
    /**
     * Takes one of `userId`'s stream slots (shared by every process); null when all are held.
     * The lease id goes to start(); a lease not started is released by the caller's release().
     */
    async reserve(userId: string): Promise<string | null> {
      const id = randomUUID()
      const ok = await leases.acquire(
        userId,
        id,
        clock.now().getTime(),
        options.leaseTtlMs,
        options.maxPerUser,
      )
      return ok ? id : null
    },

    release,

    /**
     * Starts streaming `userId`'s thread after seq `after` on a hijacked response; `session`
     * names the session whose ticket opened it.
     */
    start(raw: ServerResponse, userId: string, session: string, after: number, leaseId: string) {
      let cursor = after
      let running = false
      let again = false

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
              if (conn.closed || m.seq <= cursor) continue
              conn.write(`id: ${m.seq}\ndata: ${JSON.stringify(m)}\n\n`)
              cursor = m.seq
            }
            if (batch.length === options.batchSize) again = true
          } while (again && !conn.closed)
        } catch (err) {
          log.error({ err }, 'chat: stream catch-up failed')
          conn.close()
        } finally {
          running = false
        }
      }

      // Subscribed first, then caught up: a change during the first read triggers another read.
      const conn = connect(raw, { userId, session, leaseId }, `: connected after ${after}`)
      conn.onClose(chat.subscribe(userId, () => void pump()))
      void pump()
    },

    /**
     * Starts an admin's inbox stream on a hijacked response: every thread change as a
     * `thread` event with the thread's summary (see chat-inbox-feed.ts).
     */
    startInbox(raw: ServerResponse, userId: string, session: string, leaseId: string) {
      const conn = connect(raw, { userId, session, leaseId }, ': inbox connected')
      conn.onClose(inbox.add((event) => conn.write(`data: ${JSON.stringify(event)}\n\n`)))
    },

    get size() {
      return open.size
    },

    /** Ends every stream (shutdown): clients reconnect, possibly to another process. */
    async closeAll() {
      closeWhere(() => true)
      await Promise.all([...releasing])
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
