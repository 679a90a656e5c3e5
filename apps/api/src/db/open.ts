import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config'
import { type Database, openDatabase } from './client'

/** The configured database: Postgres when DATABASE_URL is set, else PGlite in DATA_DIR/db. */
export function openConfiguredDatabase(
  config: Config,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<Database> {
  return config.DATABASE_URL
    ? openDatabase({
        driver: 'postgres',
        url: config.DATABASE_URL,
        poolSize: config.DATABASE_POOL_SIZE,
        onIdleError: (err) =>
          log?.warn({ err }, 'database: an idle connection failed; the pool replaces it'),
      })
    : openDatabase({ driver: 'pglite', dataDir: path.join(config.DATA_DIR, 'db') })
}
