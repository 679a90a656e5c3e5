import type pg from 'pg'

/** A fixed-window counter: the count in the window that is running and the ms left in it. */
export type CounterState = { count: number; ttlMs: number }

/**
 * Counters for rate limits. In memory on one process (PGlite), or in PostgreSQL so that every
 * API process of a deployment shares them. Windows are fixed: the first hit starts one of
 * `windowMs`, later hits in it add to it, and the first hit after it ends starts a new one.
 */
export type Counters = {
  /** Adds `by` (default 1) to the key's running window, starting one if none runs. */
  hit(key: string, windowMs: number, nowMs?: number, by?: number): Promise<CounterState>
  /** The running window's state without changing it ({0, 0} when none runs). */
  peek(key: string, nowMs?: number): Promise<CounterState>
  /** Forgets the key (e.g. an account's failed logins once its password was reset). */
  clear(key: string): Promise<void>
  close(): void
}

const SWEEP_MS = 60_000

/** One process's counters, bounded: expired windows are swept, and past `maxKeys` the oldest go. */
export function memoryCounters({ maxKeys = 100_000 } = {}): Counters {
  const windows = new Map<string, { count: number; resetAt: number }>()
  const sweep = () => {
    const now = Date.now()
    for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key)
  }
  const timer = setInterval(sweep, SWEEP_MS)
  timer.unref()
  return {
    async hit(key, windowMs, now = Date.now(), by = 1) {
      let w = windows.get(key)
      if (!w || w.resetAt <= now) {
        windows.delete(key)
        if (windows.size >= maxKeys) {
          sweep()
          // Still full: drop the oldest window (Map keeps insertion order).
          if (windows.size >= maxKeys) windows.delete(windows.keys().next().value!)
        }
        w = { count: 0, resetAt: now + windowMs }
        windows.set(key, w)
      }
      w.count = Math.max(0, w.count + by)
      return { count: w.count, ttlMs: w.resetAt - now }
    },
    async peek(key, now = Date.now()) {
      const w = windows.get(key)
      if (!w || w.resetAt <= now) return { count: 0, ttlMs: 0 }
      return { count: w.count, ttlMs: w.resetAt - now }
    },
    async clear(key) {
      windows.delete(key)
    },
    close() {
      clearInterval(timer)
      windows.clear()
    },
  }
}

/**
 * Counters in the UNLOGGED table rate_counters (migration 0006): one atomic upsert per hit, so
 * concurrent hits from any number of processes each see their own count. Expired rows are
 * deleted once a minute by each process.
 */
export function postgresCounters(pool: pg.Pool, onError?: (err: Error) => void): Counters {
  const timer = setInterval(() => {
    pool
      .query('delete from rate_counters where reset_at <= $1', [Date.now()])
      .catch((err: Error) => onError?.(err))
  }, SWEEP_MS)
  timer.unref()
  return {
    async hit(key, windowMs, now = Date.now(), by = 1) {
      const { rows } = await pool.query<{ count: number; reset_at: string }>({
        name: 'rate_counters_hit',
        text: `insert into rate_counters as c (key, count, reset_at)
               values ($1, greatest($4::int, 0), $2::bigint + $3::bigint)
               on conflict (key) do update set
                 count = case when c.reset_at <= $2::bigint then greatest($4::int, 0)
                              else greatest(c.count + $4::int, 0) end,
                 reset_at = case when c.reset_at <= $2::bigint then $2::bigint + $3::bigint
                                 else c.reset_at end
               returning count, reset_at`,
        values: [key, now, windowMs, by],
      })
      const row = rows[0]!
      return { count: row.count, ttlMs: Number(row.reset_at) - now }
    },
    async peek(key, now = Date.now()) {
      const { rows } = await pool.query<{ count: number; reset_at: string }>(
        'select count, reset_at from rate_counters where key = $1 and reset_at > $2',
        [key, now],
      )
      const row = rows[0]
      return row ? { count: row.count, ttlMs: Number(row.reset_at) - now } : { count: 0, ttlMs: 0 }
    },
    async clear(key) {
      await pool.query('delete from rate_counters where key = $1', [key])
    },
    close() {
      clearInterval(timer)
    },
  }
}

type RouteShape = { method: string | string[]; url?: string }
type StoreResult = { current: number; ttl: number }
type Callback = (err: Error | null, result?: StoreResult) => void

/**
 * A store for @fastify/rate-limit on top of Counters (its custom-store interface: a class whose
 * instances have incr, read and child). Each route with its own limit gets its own key prefix.
 */
export function rateLimitStore(counters: Counters) {
  return class CountersStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'rl:',
    ) {}

    incr(key: string, cb: Callback, timeWindow: number) {
      counters.hit(this.prefix + key, timeWindow).then(
        (s) => cb(null, { current: s.count, ttl: s.ttlMs }),
        (err: Error) => cb(err),
      )
    }

    read(key: string, cb: Callback) {
      counters.peek(this.prefix + key).then(
        (s) => cb(null, { current: s.count, ttl: s.ttlMs }),
        (err: Error) => cb(err),
      )
    }

    /**
     * Each route with its own limit counts separately, as the library's own stores do. At run
     * time the library passes its merged limit options with the route under `routeInfo`; its
     * type declarations say the route itself, so both are read.
     */
    child(routeOptions: RouteShape & { routeInfo?: RouteShape }) {
      const { method, url } = routeOptions.routeInfo ?? routeOptions
      return new CountersStore(routeOptions, `rl:${String(method)}${url ?? ''}:`)
    }
  }
}
