import pg from 'pg'
import type { TestContext } from './helper'

// Holding requests between their read and their write on PostgreSQL (race tests of issue 18):
// a connection of the test's own holds a row, and `waiting` sees the requests queue behind it.

/**
 * A connection of its own (not from the app's pool, which the held requests need: two of its
 * five connections listen for notifications).
 */
export async function ownConnection(ctx: TestContext) {
  const client = new pg.Client({ connectionString: ctx.database.pool!.options.connectionString })
  await client.connect()
  return client
}

/** Waits until `n` statements of this database wait on a lock (the held requests). */
export async function waiting(ctx: TestContext, n: number) {
  const client = await ownConnection(ctx)
  try {
    // Up to 40 s: on a loaded machine a request can take seconds to reach its write.
    for (let i = 0; i < 2000; i++) {
      const { rows } = await client.query(
        `select count(*)::int as n from pg_stat_activity
         where datname = current_database() and wait_event_type = 'Lock'`,
      )
      if (rows[0].n >= n) return
      await new Promise((r) => setTimeout(r, 20))
    }
    throw new Error(`fewer than ${n} statements waiting on a lock`)
  } finally {
    await client.end()
  }
}

/**
 * Two requests both past their reads before either writes: the row `lockSql` selects (FOR
 * UPDATE, from a connection of its own) is held until the second waits too, then let go; the
 * first to wait is the first to write.
 */
export async function heldTogether<T>(
  ctx: TestContext,
  lockSql: string,
  params: unknown[],
  first: () => Promise<T>,
  second: () => Promise<T>,
) {
  const hold = await ownConnection(ctx)
  await hold.query('begin')
  await hold.query(lockSql, params)
  let a: Promise<T> | undefined
  let b: Promise<T> | undefined
  try {
    a = first()
    await waiting(ctx, 1)
    b = second()
    await waiting(ctx, 2)
  } finally {
    // Never leave the row held (a slow machine that misses the wait fails its test only).
    await hold.query('commit')
    await hold.end()
  }
  return Promise.all([a!, b!])
}
