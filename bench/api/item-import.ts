// Item bank import bench (issue 15 §2): 5,000 items through the admin import (validate the whole
// file, check ids against the bank, write in one transaction) as JSON and as a QTI 3.0 package.
// PGlite in memory by default; BENCH_DATABASE_URL=postgres://… runs it on PostgreSQL (a scratch
// database, which it drops and creates). Run: cd bench && npx tsx api/item-import.ts
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { EXAMPLE_ITEMS } from '@nurseready/shared/items/examples'
import type { TItem } from '@nurseready/shared/items/item'
import pg from 'pg'
import { openDatabase } from '../../apps/api/src/db/client'
import { migrate } from '../../apps/api/src/db/migrate'
import { users } from '../../apps/api/src/db/schema/index'
import { systemClock } from '../../apps/api/src/lib/clock'
import { createAuditLog } from '../../apps/api/src/modules/admin/index'
import {
  exportJson,
  exportQtiPackage,
  importJson,
} from '../../apps/api/src/modules/item-bank/exchange/index'
import { itemBankRepository } from '../../apps/api/src/modules/item-bank/item-bank.repository'
import { itemBankService } from '../../apps/api/src/modules/item-bank/item-bank.service'

const N = Number(process.env.BENCH_ITEMS ?? 5000)
const seedDir = join(import.meta.dirname, '../../apps/api/src/seed/data/ngn')
const base: TItem[] = [...Object.values(EXAMPLE_ITEMS)]
for (const f of readdirSync(seedDir)) {
  const data = JSON.parse(readFileSync(join(seedDir, f), 'utf8'))
  if (Array.isArray(data)) base.push(...data)
}
const make = (prefix: string) =>
  Array.from({ length: N }, (_, i) => {
    const item = base[i % base.length] as TItem
    return { ...item, id: `${prefix}-${i}` }
  })

async function open() {
  const url = process.env.BENCH_DATABASE_URL
  if (!url) return openDatabase({ driver: 'pglite' })
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query('drop database if exists nr_item_bench with (force)')
  await admin.query('create database nr_item_bench')
  await admin.end()
  const u = new URL(url)
  u.pathname = '/nr_item_bench'
  return openDatabase({ driver: 'postgres', url: u.toString() })
}

const database = await open()
await migrate(database)
const [actor] = await database.db
  .insert(users)
  .values({
    name: 'Bench Admin',
    email: 'bench-admin@example.com',
    passwordHash: 'x',
    role: 'admin',
  })
  .returning({ id: users.id, email: users.email })
if (!actor) throw new Error('no admin')
const service = itemBankService({
  repo: itemBankRepository(database.db),
  audit: createAuditLog(database.db, systemClock),
  clock: systemClock,
})
const defaults = {
  style: 'nextgen' as const,
  subject: 'Imported',
  clientNeed: 'management-of-care' as const,
  exams: ['nclex-rn' as const],
}
const time = async <T>(fn: () => Promise<T> | T) => {
  const t0 = performance.now()
  const value = await fn()
  return { value, ms: performance.now() - t0 }
}

const json = exportJson(make('bench-json'))
const validate = await time(() => importJson(json))
const jsonRun = await time(() =>
  service.import(actor, {
    format: 'json',
    content: json,
    onlyValid: false,
    dryRun: false,
    defaults,
    tags: [],
  }),
)
const zip = exportQtiPackage(make('bench-qti'))
const qtiRun = await time(() =>
  service.import(actor, {
    format: 'qti-zip',
    content: Buffer.from(zip).toString('base64'),
    onlyValid: false,
    dryRun: false,
    defaults,
    tags: [],
  }),
)
const row = (what: string, ms: number, extra = '') =>
  console.log(`${what.padEnd(44)} ${(ms / 1000).toFixed(2).padStart(6)} s  ${extra}`)
console.log(
  `item import bench: ${N} items, ${database.driver}, ${(json.length / 1e6).toFixed(1)} MB JSON, ${(zip.length / 1e6).toFixed(1)} MB zip`,
)
row('JSON parse + validate (library only)', validate.ms, `${validate.value.valid} valid`)
row('JSON import: validate + bank check + write', jsonRun.ms, `${jsonRun.value.written} written`)
row(
  'QTI 3.0 package import: unzip + validate + write',
  qtiRun.ms,
  `${qtiRun.value.written} written`,
)
await database.close()
