import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Config } from './config'
import type { Database } from './db/client'
import { type Clock, systemClock } from './lib/clock'
import { memoryCounters, postgresCounters } from './lib/counters'
import { createEventBus } from './lib/event-bus'
import type { Mailer } from './lib/mail'
import { localStorage, type MediaStorage } from './lib/storage'
import { createAuditLog } from './modules/admin/index'
import { createAuth } from './modules/auth/index'
import { billingQueries } from './modules/billing/index'
import { blogQueries } from './modules/blog/index'
import { flashcardQueries } from './modules/flashcards/index'
import type { ModuleDeps } from './modules/module-deps'
import { questionBankQueries } from './modules/question-bank/index'
import { webinarQueries } from './modules/webinars/index'

export type AppDeps = {
  config: Config
  database: Database
  mailer: Mailer
  secret: string
  clock?: Clock
  /** Media files; defaults to the local folder DATA_DIR/media. */
  storage?: MediaStorage
  /** A pino logger; defaults to one built from the config. */
  logger?: FastifyInstance['log']
}

/**
 * The one place the shared pieces are built (counters, the session event bus, the auth service,
 * the modules' public interfaces), closed with the app. Every module plugin gets the result.
 */
export async function moduleDeps(
  app: FastifyInstance,
  {
    config,
    database,
    mailer,
    secret,
    clock = systemClock,
    storage = localStorage(path.join(config.DATA_DIR, 'media')),
  }: AppDeps,
): Promise<ModuleDeps> {
  const log = app.log
  // Rate-limit counters: in PostgreSQL when there is one (shared by every process of the
  // deployment), else in this process's memory (PGlite runs as one process).
  const counters = database.pool
    ? postgresCounters(database.pool, (err) =>
        log.warn({ err: { message: err.message } }, 'rate counter sweep failed'),
      )
    : memoryCounters()
  app.addHook('onClose', async () => counters.close())

  // Session revocations travel between API processes (LISTEN/NOTIFY) to evict cached sessions.
  const sessionEvents = await createEventBus(database, 'nr_sessions', log)
  const { auth, close } = createAuth({
    config,
    database,
    mailer,
    secret,
    clock,
    log,
    counters,
    sessionEvents,
  })
  app.addHook('onClose', async () => {
    close()
    await sessionEvents.close()
  })

  return {
    config,
    database,
    clock,
    secret,
    mailer,
    storage,
    log,
    counters,
    sessionEvents,
    auth,
    billing: billingQueries(database.db, clock),
    webinars: webinarQueries(database.db, clock),
    blog: blogQueries(database.db, clock),
    questionBank: questionBankQueries(database.db, clock, config.TIMED_TEST_SECONDS),
    flashcards: flashcardQueries(database.db),
    audit: createAuditLog(database.db, clock),
  }
}
