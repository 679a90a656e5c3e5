import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../src/db/client'
import { migrate } from '../src/db/migrate'
import { databaseUrl, pgAdmin, pgAvailable } from './pg-server'

const available = await pgAvailable('migrate-lock')

const name = `nr_migrate_${randomBytes(6).toString('hex')}`
const url = new URL(databaseUrl(name))

const admin = pgAdmin

describe.skipIf(!available)('migrations on PostgreSQL (advisory lock)', () => {
  beforeAll(() => admin(`create database ${name}`))
  afterAll(() => admin(`drop database if exists ${name} with (force)`))

  it('three processes migrating an empty database at once all succeed, each migration once', async () => {
    // Three pools, as three API processes starting together would have.
    const databases = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 2 })),
    )
    try {
      const results = await Promise.allSettled(databases.map((d) => migrate(d)))
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual([
        'ok',
        'ok',
        'ok',
      ])
      const c = new pg.Client({ connectionString: url.toString() })
      await c.connect()
      const applied = await c.query('select hash from drizzle.__drizzle_migrations')
      const distinct = new Set(applied.rows.map((r) => r.hash))
      await c.end()
      expect(applied.rowCount).toBeGreaterThan(0)
      expect(distinct.size).toBe(applied.rowCount)
      // A later start finds nothing to do and still succeeds.
      await migrate(databases[0]!)
    } finally {
      await Promise.all(databases.map((d) => d.close()))
    }
  })
})
