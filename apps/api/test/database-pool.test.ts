import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../src/db/client'
import { freshDatabase } from './helper'

const serverUrl = process.env.TEST_DATABASE_URL

describe.skipIf(!serverUrl)('the PostgreSQL pool', () => {
  it('survives an idle connection ended by the server, and the next query opens a new one', async () => {
    const fresh = await freshDatabase()
    const failures: Error[] = []
    const database = await openDatabase({
      driver: 'postgres',
      url: fresh.url!,
      poolSize: 2,
      onIdleError: (err) => failures.push(err),
    })
    const pool = database.pool!
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    try {
      const before = (await pool.query('select pg_backend_pid() as pid')).rows[0].pid as number
      // The connection now sits idle in the pool; the server ends it (as on a restart).
      await admin.query('select pg_terminate_backend($1)', [before])
      await expect.poll(() => failures.length).toBe(1)
      expect(failures[0]!.message).toContain('terminating connection')

      const after = (await pool.query('select pg_backend_pid() as pid')).rows[0].pid as number
      expect(after).not.toBe(before)
    } finally {
      await admin.end()
      await database.close()
      await fresh.database.close()
      await fresh.drop()
    }
  })
})
