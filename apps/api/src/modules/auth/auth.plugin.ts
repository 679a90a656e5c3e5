import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../module-deps'
import { authRoutes } from './auth.routes'

/** Accounts and sessions: signup, login, logout, password reset (/auth/*). */
export const authPlugin: FastifyPluginAsync<ModuleDeps> = async (app, { auth, config }) => {
  await app.register(authRoutes, {
    prefix: '/auth',
    auth,
    authRateLimit: config.RATE_LIMIT_AUTH_PER_MINUTE,
  })
}
