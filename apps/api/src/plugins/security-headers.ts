import type { FastifyInstance } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'

/**
 * Helmet's security headers (CSP, HSTS, nosniff, frame options...) on every reply. The helmet
 * middleware is built once here and run on each request's raw response; the @fastify/helmet
 * wrapper rebuilt it (re-parsing the CSP directives) on every request, about 6 % of the API's
 * CPU time under load (docs/decisions/0013-security-headers-built-once.md).
 */
export function securityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const apply = helmet(options)
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined))
  })
}
