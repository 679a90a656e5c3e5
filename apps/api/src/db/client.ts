import { PGlite } from '@electric-sql/pglite'
import { type SQL, sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import { lockDataDir } from './data-dir-lock'
import * as schema from './schema/index'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Driver = 'pglite' | 'postgres'

export type Database = {
  db: Db
  driver: Driver
  /** A node-postgres pool when on a server (for LISTEN/NOTIFY and benchmarks), else null. */
  pool: pg.Pool | null
  ping(): Promise<boolean>
  close(): Promise<void>
}

export type DatabaseOptions =
  | {
      driver: 'postgres'
      url: string
      poolSize?: number
      /** Told when an idle pooled connection fails (the pool has already discarded it). */
      onIdleError?: (err: Error) => void
    }
  | { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob }

/** Opens Postgres (node-postgres pool) or embedded PGlite with the same Drizzle schema. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.driver === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 })
    // A connection can end while idle in the pool (a database restart or failover, a backend
    // terminated by an administrator). The pool then discards it and emits 'error', which
    // without a listener would crash the whole process; the next query just opens a new one.
    pool.on('error', (err) => options.onIdleError?.(err))
    const db = drizzlePg({ client: pool, schema }) as unknown as Db
    return {
      db,
      driver: 'postgres',
      pool,
      ping: () => ping(db),
      close: () => pool.end(),
    }
  }
  const release = options.dataDir ? lockDataDir(options.dataDir) : () => {}
  try {
    const client = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
    })
    const db = drizzlePglite({ client, schema }) as unknown as Db
    return {
      db,
      driver: 'pglite',
      pool: null,
      ping: () => ping(db),
      close: async () => {
        await client.close()
        release()
      },
    }
  } catch (err) {
    release()
    throw err
  }
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`)
    return true
  } catch {
    return false
  }
}

/** Runs raw SQL on either driver and returns its rows (both drivers answer `{ rows }`). */
export async function queryRows<T>(
  executor: { execute(query: SQL): Promise<unknown> },
  query: SQL,
): Promise<T[]> {
  const result = (await executor.execute(query)) as { rows: T[] }
  return result.rows
}

const dialect = new PgDialect()

/**
 * Raw SQL as a named prepared statement: parsed and planned once per connection, then only
 * executed (what the query builder's `.prepare(name)` does, for statements it cannot build, such
 * as an update chained through CTEs). Values are `sql.placeholder(name)`s in `query`, given to
 * the returned function; pass them as the types the SQL casts them to.
 */
export function preparedRows<T, V extends Record<string, unknown>>(
  db: Db,
  name: string,
  query: SQL,
) {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false)
  return async (values: V): Promise<T[]> => ((await prepared.execute(values)) as { rows: T[] }).rows
}
