import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import type { Clock } from '../../lib/clock'
import type { Counters } from '../../lib/counters'
import type { EventBus } from '../../lib/event-bus'
import type { Mailer } from '../../lib/mail'
import { authRepository } from './auth.repository'
import { type AuthService, authService } from './auth.service'
import { sessionCache } from './session-cache'

export type { AuthService }

type Deps = {
  config: Config
  database: Database
  mailer: Mailer
  secret: string
  clock: Clock
  log: FastifyBaseLogger
  counters: Counters
  sessionEvents: EventBus
}

/**
 * Auth's public interface: the service that resolves sessions, built once per app (app-deps.ts)
 * with its per-process session cache; `close` stops the cache.
 */
export function createAuth({
  config,
  database,
  mailer,
  secret,
  clock,
  log,
  counters,
  sessionEvents,
}: Deps) {
  const cache = sessionCache(sessionEvents)
  const auth = authService({
    repo: authRepository(database.db),
    mailer,
    secret,
    clock,
    sessionTtlSeconds: config.SESSION_TTL,
    log,
    cache,
    counters,
    loginFailuresPerAccount: config.LOGIN_FAILURES_PER_ACCOUNT,
  })
  return { auth, close: () => cache.close() }
}
