import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../module-deps'
import { accountRepository } from './account.repository'
import { accountRoutes } from './account.routes'
import { accountService } from './account.service'
import { authRoutes } from './auth.routes'

/**
 * Accounts and sessions: signup, login, logout, password reset (/auth/*) and the signed-in
 * student's own account: name, email, password, sessions, deletion (/account/*).
 */
export const authPlugin: FastifyPluginAsync<ModuleDeps> = async (
  app,
  { auth, config, database, mailer, secret, clock, log },
) => {
  await app.register(authRoutes, {
    prefix: '/auth',
    auth,
    authRateLimit: config.RATE_LIMIT_AUTH_PER_MINUTE,
  })
  const account = accountService({
    repo: accountRepository(database.db),
    mailer,
    secret,
    clock,
    log,
    evictUser: auth.evictUser,
  })
  await app.register(accountRoutes, {
    prefix: '/account',
    account,
    authRateLimit: config.RATE_LIMIT_AUTH_PER_MINUTE,
  })
}
