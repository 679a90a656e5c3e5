import type { TUser } from '@nurseready/shared/schemas/auth'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../lib/errors'

declare module 'fastify' {
  interface FastifyRequest {
    user: TUser | null
    sessionTokenHash: string | null
  }
}

export const TOKEN_MISSING = 'Authorization token missing'
export const SESSION_INVALID = 'Your session has expired. Please log in again.'

/** What the hook needs from the auth module: a token's session, or null. */
export type SessionResolver = {
  resolveSession(token: string): Promise<{ user: TUser; tokenHash: string } | null>
}

/** Reads `Authorization: Bearer <token>` on every request and resolves the session, if any. */
export const sessionAuth = fp<{ auth: SessionResolver }>(async (app, { auth }) => {
  app.decorateRequest('user', null)
  app.decorateRequest('sessionTokenHash', null)
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization
    if (!header) return
    const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header)
    if (!match) return
    const session = await auth.resolveSession(match[1]!)
    if (session) {
      request.user = session.user
      request.sessionTokenHash = session.tokenHash
    }
  })
})

/**
 * A valid session is required. Use it as an `onRequest` hook, so an anonymous caller gets 401
 * before the body is even parsed or validated (never a 400 that describes the body's rules).
 */
export async function requireUser(request: FastifyRequest) {
  if (!request.user) {
    throw new AppError(
      'unauthorized',
      request.headers.authorization ? SESSION_INVALID : TOKEN_MISSING,
    )
  }
}

/** The admin role is required (an `onRequest` hook, like requireUser). */
export async function requireAdmin(request: FastifyRequest) {
  await requireUser(request)
  if (request.user!.role !== 'admin') throw new AppError('forbidden', 'Administrators only.')
}

export function currentUser(request: FastifyRequest): TUser {
  if (!request.user) throw new AppError('unauthorized', TOKEN_MISSING)
  return request.user
}
