import compress from '@fastify/compress'
import rateLimit from '@fastify/rate-limit'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyBaseLogger } from 'fastify'
import fp from 'fastify-plugin'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod'
import type { Config } from '../config'
import { type Counters, rateLimitStore } from '../lib/counters'
import { limitConnectionsPerAddress, serverTimeouts } from './connection-limits'
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './errors'
import { securityHeaders } from './security-headers'
import { registerTextInputGuard } from './text-input'

/** Fastify's trustProxy for TRUST_PROXY: a hop count becomes "trust the nearest n hops". */
function trustProxySetting(value: Config['TRUST_PROXY']) {
  if (typeof value !== 'number') return value
  return (_address: string, hop: number) => hop < value
}

/** The Fastify instance: proxy trust, body limit, timeouts, per-address connections, zod. */
export function createFastify(config: Config, logger: FastifyBaseLogger) {
  const app = Fastify({
    loggerInstance: logger,
    // A hop count trusts that many proxies in front (as proxy-addr counts them); a list trusts
    // those addresses. Either way the client's own X-Forwarded-For entries are not believed.
    trustProxy: trustProxySetting(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    clientErrorHandler,
    ...serverTimeouts(config),
  })
  limitConnectionsPerAddress(
    app.server,
    config.MAX_CONNECTIONS_PER_ADDRESS ?? (config.TRUST_PROXY ? 0 : 100),
    app.log,
  )
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  return app
}

/**
 * What every route shares: problem-details errors, the text-input guard, security headers,
 * rate limits (on `counters`), compression and the OpenAPI document (/api/openapi.json).
 */
export const platform = fp<{ config: Config; counters: Counters }>(
  async (app, { config, counters }) => {
    registerErrorHandling(app)
    registerTextInputGuard(app)

    const secureOrigin = config.PUBLIC_URL.startsWith('https://')
    securityHeaders(app, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameSrc: ["'self'"],
          frameAncestors: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: secureOrigin ? [] : null,
        },
      },
      strictTransportSecurity: secureOrigin,
    })
    await app.register(rateLimit, { global: false, store: rateLimitStore(counters) })
    // gzip/brotli for HTML and JSON; built assets are served from their .br/.gz copies instead.
    await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 })
    await app.register(swagger, {
      openapi: {
        info: { title: 'NurseReady API', version: '1.0.0' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
      transform: jsonSchemaTransform,
    })
    // The browsable reference is off in production unless API_DOCS=true; /api/openapi.json stays.
    if (config.API_DOCS) await app.register(swaggerUi, { routePrefix: '/api/docs' })
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger())
  },
)
