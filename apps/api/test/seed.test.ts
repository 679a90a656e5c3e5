import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../src/db/client'
import { seed } from '../src/seed/index'
import { createTestContext, type TestContext } from './helper'
import { seedBankCounts } from './seed-bank'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

/** Row counts of every table of the app's schema. */
async function tableCounts() {
  const tables = await queryRows<{ name: string }>(
    ctx.database.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )
  const counts: Record<string, number> = {}
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql.raw(`select count(*)::int as n from "${name}"`),
    )
    counts[name] = row!.n
  }
  return counts
}

describe('demo seed', () => {
  it('fills an empty database with the demo content', async () => {
    const counts = await tableCounts()
    expect(counts.users).toBeGreaterThanOrEqual(2)
    // The demo bank's 240 questions plus the growing bank/ folder, counted from the files.
    expect(counts.questions).toBe(seedBankCounts().total)
    expect(counts.subjects).toBe(8)
    expect(counts.site_settings).toBeGreaterThanOrEqual(1)
  })

  it('adds nothing the second time (idempotent)', async () => {
    const before = await tableCounts()
    await seed(ctx.database.db, ctx.config, ctx.app.log)
    expect(await tableCounts()).toEqual(before)
  })
})
