import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../src/db/client'
import { migrate } from '../src/db/migrate'

/**
 * On PGlite, migrate once and save the data folder; each test file then starts from a copy
 * (~0.5 s instead of a full start-up and migration). On Postgres (TEST_DATABASE_URL), each
 * test file creates its own database instead (see helper.ts).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return
  const dir = mkdtempSync(path.join(tmpdir(), 'nr-test-'))
  const database = await openDatabase({ driver: 'pglite' })
  await migrate(database)
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } })
    .$client
  const dump = await client.dumpDataDir('none')
  const file = path.join(dir, 'migrated.tar')
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  await database.close()
  project.provide('pgliteDump', file)
  return () => rmSync(dir, { recursive: true, force: true })
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string
  }
}
