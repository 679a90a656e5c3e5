import type { FastifyBaseLogger } from 'fastify'
import type pg from 'pg'
import type { Database } from '../db/client'

/**
 * A tiny pub/sub keyed by strings. Listeners get the key, or null after a lost connection
 * (notifications sent meanwhile are gone: treat null as "anything may have changed").
 */
export type Listener = (key: string | null) => void
export type EventBus = {
  publish(key: string): Promise<void>
  /** Listens to one key, or to every key with '*'. Returns the unsubscribe function. */
  subscribe(key: string, listener: Listener): () => void
  close(): Promise<void>
}

function listenerRegistry() {
  const listeners = new Map<string, Set<Listener>>()
  return {
    add(key: string, fn: Listener) {
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
      for (const fn of listeners.get(key) ?? []) fn(key)
      for (const fn of listeners.get('*') ?? []) fn(key)
    },
    notifyAll() {
      for (const set of listeners.values()) for (const fn of set) fn(null)
    },
  }
}

/** One process (PGlite is single-process): an in-memory fan-out is enough. */
export function inProcessEventBus(): EventBus {
  const registry = listenerRegistry()
  return {
    async publish(key) {
      queueMicrotask(() => registry.notify(key))
    },
    subscribe: (key, listener) => registry.add(key, listener),
    async close() {},
  }
}

/**
 * Several API processes on one Postgres: NOTIFY on publish, and one pooled connection per
 * process held in LISTEN. If that connection drops, it is re-opened with back-off and every
 * listener is called with null.
 */
export async function postgresEventBus(
  pool: pg.Pool,
  channel: string,
  log: FastifyBaseLogger,
): Promise<EventBus> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name: ${channel}`)
  const registry = listenerRegistry()
  let client: pg.PoolClient | null = null
  let closed = false
  let retryTimer: NodeJS.Timeout | undefined
  let attempt = 0
  /** Marks a client as released by close(), so a late error does not release it again. */
  const handlers = new Map<pg.PoolClient, () => void>()

  const onNotification = (msg: pg.Notification) => {
    if (msg.channel === channel && msg.payload) registry.notify(msg.payload)
  }

  async function connect() {
    const c = await pool.connect()
    c.on('notification', onNotification)
    // The handler stays attached for the client's whole life (an 'error' event without a
    // listener would crash the process, e.g. when the server ends the connection during
    // shutdown); `released` makes sure the client goes back to the pool once only.
    let released = false
    const onError = (err: Error) => {
      if (released) return
      released = true
      c.off('notification', onNotification)
      log.warn({ err, channel }, 'events: the LISTEN connection failed; reconnecting')
      if (client === c) client = null
      c.release(err)
      scheduleReconnect()
    }
    c.on('error', onError)
    handlers.set(c, () => {
      released = true
    })
    try {
      await c.query(`LISTEN ${channel}`)
    } catch (err) {
      released = true
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
        log.warn({ err, channel }, 'events: could not re-open the LISTEN connection')
        scheduleReconnect()
      }
    }, delay)
    retryTimer.unref()
  }

  await connect()
  return {
    async publish(key) {
      await pool.query('select pg_notify($1, $2)', [channel, key])
    },
    subscribe: (key, listener) => registry.add(key, listener),
    async close() {
      closed = true
      clearTimeout(retryTimer)
      const c = client
      client = null
      if (!c) return
      c.off('notification', onNotification)
      handlers.get(c)?.()
      handlers.delete(c)
      try {
        await c.query(`UNLISTEN ${channel}`)
        c.release()
      } catch (err) {
        c.release(err as Error)
      }
    },
  }
}

/** Postgres LISTEN/NOTIFY across processes, or in-process fan-out on PGlite. */
export function createEventBus(database: Database, channel: string, log: FastifyBaseLogger) {
  return database.driver === 'postgres' && database.pool
    ? postgresEventBus(database.pool, channel, log)
    : Promise.resolve(inProcessEventBus())
}
