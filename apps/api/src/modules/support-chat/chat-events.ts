import type { FastifyBaseLogger } from 'fastify'
import type pg from 'pg'
import type { Database } from '../../db/client'

/**
 * "Something changed in this student's thread": the only event. Listeners then read what is new
 * from the database, so a lost, doubled or reordered notification cannot lose or double a
 * message. Keyed by the thread owner's user id (a thread may not exist yet when one listens).
 */
export type ChatEvents = {
  publish(ownerId: string): Promise<void>
  /** Calls `listener` on each change of the owner's thread, and after a lost connection. */
  subscribe(ownerId: string, listener: () => void): () => void
  close(): Promise<void>
}

export const CHAT_CHANNEL = 'nr_chat'

function listenerRegistry() {
  const listeners = new Map<string, Set<() => void>>()
  return {
    add(key: string, fn: () => void) {
      let set = listeners.get(key)
      if (!set) {
        set = new Set()
        listeners.set(key, set)
      }
      set.add(fn)
      return () => {
        set.delete(fn)
        if (set.size === 0) listeners.delete(key)
      }
    },
    notify(key: string) {
      for (const fn of listeners.get(key) ?? []) fn()
    },
    notifyAll() {
      for (const set of listeners.values()) for (const fn of set) fn()
    },
  }
}

/** One process (PGlite is single-process): an in-memory fan-out is enough. */
export function inProcessChatEvents(): ChatEvents {
  const registry = listenerRegistry()
  return {
    async publish(ownerId) {
      queueMicrotask(() => registry.notify(ownerId))
    },
    subscribe: (ownerId, listener) => registry.add(ownerId, listener),
    async close() {},
  }
}

/**
 * Several API processes on one Postgres: NOTIFY on publish, and one pooled connection per
 * process held in LISTEN. If that connection drops, it is re-opened with back-off and every
 * listener is woken to re-read (notifications sent meanwhile are gone, the rows are not).
 */
export async function postgresChatEvents(
  pool: pg.Pool,
  log: FastifyBaseLogger,
): Promise<ChatEvents> {
  const registry = listenerRegistry()
  let client: pg.PoolClient | null = null
  let closed = false
  let retryTimer: NodeJS.Timeout | undefined
  let attempt = 0

  const onNotification = (msg: pg.Notification) => {
    if (msg.channel === CHAT_CHANNEL && msg.payload) registry.notify(msg.payload)
  }

  async function connect() {
    const c = await pool.connect()
    c.on('notification', onNotification)
    c.on('error', (err) => {
      log.warn({ err }, 'chat: the LISTEN connection failed; reconnecting')
      if (client === c) client = null
      c.release(err)
      scheduleReconnect()
    })
    try {
      await c.query(`LISTEN ${CHAT_CHANNEL}`)
    } catch (err) {
      c.release(err as Error)
      throw err
    }
    client = c
  }

  function scheduleReconnect() {
    if (closed || retryTimer) return
    const delay = Math.min(30_000, 500 * 2 ** attempt)
    attempt += 1
    retryTimer = setTimeout(async () => {
      retryTimer = undefined
      try {
        await connect()
        attempt = 0
        registry.notifyAll()
      } catch (err) {
        log.warn({ err }, 'chat: could not re-open the LISTEN connection')
        scheduleReconnect()
      }
    }, delay)
    retryTimer.unref()
  }

  await connect()
  return {
    async publish(ownerId) {
      await pool.query('select pg_notify($1, $2)', [CHAT_CHANNEL, ownerId])
    },
    subscribe: (ownerId, listener) => registry.add(ownerId, listener),
    async close() {
      closed = true
      clearTimeout(retryTimer)
      const c = client
      client = null
      if (!c) return
      c.off('notification', onNotification)
      try {
        await c.query(`UNLISTEN ${CHAT_CHANNEL}`)
        c.release()
      } catch (err) {
        c.release(err as Error)
      }
    },
  }
}

export function createChatEvents(database: Database, log: FastifyBaseLogger) {
  return database.driver === 'postgres' && database.pool
    ? postgresChatEvents(database.pool, log)
    : Promise.resolve(inProcessChatEvents())
}
