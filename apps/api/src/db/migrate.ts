import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { migrationsFolder } from '../paths'
import type { Database } from './client'

/** Applies the committed drizzle-kit SQL migrations; the same files on PGlite and Postgres. */
export async function migrate(database: Database): Promise<void> {
  if (database.driver === 'postgres') {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder })
  } else {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder })
  }
}
