import path from 'node:path'
import compress from '@fastify/compress'
import rateLimit from '@fastify/rate-limit'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyBaseLogger } from 'fastify'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod'
import type { Config } from './config'
import type { Database } from './db/client'
import { type Clock, systemClock } from './lib/clock'
import { memoryCounters, postgresCounters, rateLimitStore } from './lib/counters'
import { createEventBus } from './lib/event-bus'
import { createLogger } from './lib/logger'
import type { Mailer } from './lib/mail'
import { localStorage, type MediaStorage } from './lib/storage'
import { authRepository } from './modules/auth/auth.repository'
import { authRoutes } from './modules/auth/auth.routes'
import { authService } from './modules/auth/auth.service'
import { sessionCache } from './modules/auth/session-cache'
import { billing } from './modules/billing/billing.plugin'
import { hasValidSubscription } from './modules/billing/entitlements'
import { blogRepository } from './modules/blog/blog.repository'
import { blogAdminRoutes, blogRoutes } from './modules/blog/blog.routes'
import { blogService } from './modules/blog/blog.service'
import { devRoutes } from './modules/dev/dev.routes'
import { faqsRoutes } from './modules/faqs/faqs.routes'
import { libraryRepository } from './modules/library/library.repository'
import { libraryRoutes } from './modules/library/library.routes'
import { libraryService } from './modules/library/library.service'
import { marketingRepository } from './modules/marketing/marketing.repository'
import { marketingAdminRoutes, marketingRoutes } from './modules/marketing/marketing.routes'
import { mediaRoutes } from './modules/media/media.routes'
import { papersRepository } from './modules/question-bank/papers.repository'
import { papersRoutes } from './modules/question-bank/papers.routes'
import { papersService } from './modules/question-bank/papers.service'
import { seoRoutes } from './modules/seo/seo.routes'
import { registerWebApp } from './modules/seo/web-app'
import { siteRoutes } from './modules/site/site.routes'
import { supportChat } from './modules/support-chat/chat.plugin'
import { webinarsRepository } from './modules/webinars/webinars.repository'
import { webinarsRoutes } from './modules/webinars/webinars.routes'
import { webinarsService } from './modules/webinars/webinars.service'
import { registerAuth } from './plugins/auth'
import { limitConnectionsPerAddress, serverTimeouts } from './plugins/connection-limits'
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './plugins/errors'
import { securityHeaders } from './plugins/security-headers'
import { registerTextInputGuard } from './plugins/text-input'

export type AppDeps = {
  config: Config
  database: Database
  mailer: Mailer
  secret: string
  clock?: Clock
  /** Media files; defaults to the local folder DATA_DIR/media. */
  storage?: MediaStorage
  /** A pino logger; defaults to one built from the config. */
  logger?: FastifyBaseLogger
}

/** Fastify's trustProxy for TRUST_PROXY: a hop count becomes "trust the nearest n hops". */
function trustProxySetting(value: Config['TRUST_PROXY']) {
  if (typeof value !== 'number') return value
  return (_address: string, hop: number) => hop < value
}

/** The whole HTTP application as a Fastify instance, without listen(): tests inject into it. */
export async function buildApp({
  config,
  database,
  mailer,
  secret,
  clock = systemClock,
  logger,
  storage = localStorage(path.join(config.DATA_DIR, 'media')),
}: AppDeps) {
  const app = Fastify({
    loggerInstance: logger ?? createLogger(config),
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
  // Rate-limit counters: in PostgreSQL when there is one (shared by every process of the
  // deployment), else in this process's memory (PGlite runs as one process).
  const counters = database.pool
    ? postgresCounters(database.pool, (err) =>
        app.log.warn({ err: { message: err.message } }, 'rate counter sweep failed'),
      )
    : memoryCounters()
  app.addHook('onClose', async () => counters.close())
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

  // Session revocations travel between API processes (LISTEN/NOTIFY) to evict cached sessions.
  const sessionEvents = await createEventBus(database, 'nr_sessions', app.log)
  const sessions = sessionCache(sessionEvents)
  app.addHook('onClose', async () => {
    sessions.close()
    await sessionEvents.close()
  })
  const auth = authService({
    repo: authRepository(database.db),
    mailer,
    secret,
    clock,
    sessionTtlSeconds: config.SESSION_TTL,
    log: app.log,
    cache: sessions,
    counters,
    loginFailuresPerAccount: config.LOGIN_FAILURES_PER_ACCOUNT,
  })
  registerAuth(app, auth)
  const webinars = webinarsService({ repo: webinarsRepository(database.db), clock })
  const blog = blogService({ repo: blogRepository(database.db), clock })
  const marketing = marketingRepository(database.db)

  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger())
      await api.register(authRoutes, {
        prefix: '/auth',
        auth,
        authRateLimit: config.RATE_LIMIT_AUTH_PER_MINUTE,
      })
      await api.register(siteRoutes, { database })
      await api.register(papersRoutes, {
        papers: papersService({
          repo: papersRepository(database.db),
          clock,
          timedTestSeconds: config.TIMED_TEST_SECONDS,
        }),
        countUpcomingWebinars: (userId) => webinars.countUpcoming(userId),
      })
      await api.register(webinarsRoutes, { webinars })
      await api.register(faqsRoutes, { db: database.db })
      await api.register(libraryRoutes, {
        library: libraryService({
          repo: libraryRepository(database.db),
          clock,
          secret,
          urlTtlSeconds: config.MEDIA_URL_TTL,
          isSubscribed: (userId, now) => hasValidSubscription(database.db, userId, now),
        }),
      })
      await api.register(supportChat, { database, secret, clock, sessionEvents })
      await api.register(billing, { db: database.db, config, clock })
      await api.register(blogRoutes, { blog })
      await api.register(blogAdminRoutes, { prefix: '/admin', blog })
      await api.register(marketingRoutes, { repo: marketing })
      await api.register(marketingAdminRoutes, { prefix: '/admin', repo: marketing })
    },
    { prefix: '/api' },
  )
  if (config.DEV_OUTBOX_PAGE && mailer.kind === 'outbox')
    await app.register(devRoutes, { dataDir: config.DATA_DIR })

  await app.register(mediaRoutes, { storage, secret, clock })
  await app.register(seoRoutes, {
    publicUrl: config.PUBLIC_URL,
    articles: () => blog.sitemapEntries(),
  })
  registerWebApp(app, {
    webDist: config.WEB_DIST,
    publicUrl: config.PUBLIC_URL,
    findArticle: (slug) => blog.findPublished(slug),
  })
  return app
}
