import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { migrationsFolder } from '../paths'
import type { Database } from './client'

/**
 * The advisory lock key migrations hold (any fixed 64-bit number; this one is "NurseReady
 * migrate" folded into a bigint). Every process of a deployment uses the same key.
 */
export const MIGRATION_LOCK_KEY = 7_239_406_118_512_044_101n

/**
 * Applies the committed drizzle-kit SQL migrations; the same files on PGlite and Postgres.
 * On Postgres several processes may start together (a rolling deploy, N replicas): each takes a
 * session advisory lock on one connection and migrates on that same connection, so one applies
 * the migrations while the others wait, then find nothing left to do.
 */
export async function migrate(database: Database): Promise<void> {
  if (database.driver === 'postgres' && database.pool) {
    const client = await database.pool.connect()
    let failed: Error | undefined
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()])
      try {
        await migratePg(drizzlePg({ client }), { migrationsFolder })
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()])
      }
    } catch (err) {
      failed = err as Error
      throw err
    } finally {
      // A connection that failed mid-way is discarded (it may still hold the lock).
      client.release(failed)
    }
  } else {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder })
  }
}
