import { type Database, openDatabase } from '../src/db/client'
import { seed } from '../src/seed/index'
import { freshDatabase, listeningApp } from './helper'

export type ListeningApp = Awaited<ReturnType<typeof listeningApp>>

/**
 * Two API "processes" (each an app with its own pool, listening on its own port) on one fresh,
 * seeded PostgreSQL database, for what must cross processes (LISTEN/NOTIFY, shared leases);
 * `run` also gets A's database (to look at its tables); everything is closed and the database
 * dropped after `run`, whatever happens in it.
 */
export async function withTwoApps(
  run: (a: ListeningApp, b: ListeningApp, database: Database) => Promise<void>,
) {
  const { database: dbA, url, drop } = await freshDatabase()
  const dbB = await openDatabase({ driver: 'postgres', url: url!, poolSize: 3 })
  const a = await listeningApp(dbA)
  const b = await listeningApp(dbB)
  try {
    await seed(dbA.db, a.config, a.app.log)
    await run(a, b, dbA)
  } finally {
    await a.app.close()
    await b.app.close()
    await dbB.close()
    await dbA.close()
    await drop()
    a.cleanup()
    b.cleanup()
  }
}
