import { z } from 'zod'
import { defaultDataDir, defaultWebDist } from './paths'

/** Parses "3600", "45s", "30m", "12h" or "30d" into seconds. */
export function parseDuration(value: string): number | null {
  const m = /^(\d+)\s*([smhd]?)$/.exec(value.trim())
  if (!m) return null
  const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[m[2] as '' | 's' | 'm' | 'h' | 'd']
  return Number(m[1]) * unit
}

const duration = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((v, ctx) => {
      const seconds = parseDuration(v)
      if (seconds === null || seconds <= 0) {
        ctx.addIssue({
          code: 'custom',
          message: 'expected seconds or a duration like 30m, 12h, 30d',
        })
        return z.NEVER
      }
      return seconds
    })

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v === 'true' || v === '1'))

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))

/** A boolean whose default depends on NODE_ENV: undefined until loadConfig fills it in. */
const optionalBool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'))

const IPV4_CIDR = /^(\d{1,3})(\.\d{1,3}){3}(\/\d{1,2})?$/
const IPV6_CIDR = /^[0-9a-f:.]+(\/\d{1,3})?$/i
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal']

/**
 * TRUST_PROXY, as Fastify's trustProxy takes it: unset/false (no proxy), a hop count, or a
 * comma-separated list of proxy addresses or CIDRs. `true` (trust every X-Forwarded-For, so any
 * client picks its own address and its own rate-limit budget) is refused.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((raw, ctx): false | number | string[] => {
    const v = raw?.trim() ?? ''
    if (v === '' || v === 'false' || v === '0') return false
    if (v === 'true' || v === 'yes') {
      ctx.addIssue({
        code: 'custom',
        message:
          'true would let any client choose its own address with X-Forwarded-For; give the number of proxies in front of the server (e.g. 1) or their addresses/CIDRs (e.g. 10.0.0.0/8,127.0.0.1)',
      })
      return z.NEVER
    }
    if (/^\d+$/.test(v)) return Number(v)
    const list = v.split(',').map((s) => s.trim())
    const bad = list.filter(
      (s) =>
        !(PROXY_NAMES.includes(s) || IPV4_CIDR.test(s) || (s.includes(':') && IPV6_CIDR.test(s))),
    )
    if (bad.length > 0 || list.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: `expected a hop count or comma-separated proxy addresses/CIDRs; not an address: ${bad.join(', ')}`,
      })
      return z.NEVER
    }
    return list
  })

export const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default(defaultDataDir),
  DATABASE_URL: optionalString.pipe(z.url().optional()),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  SMTP_URL: optionalString.pipe(z.url().optional()),
  MAIL_FROM: z.string().default('NurseReady <no-reply@nurseready.local>'),
  SESSION_TTL: duration('30d'),
  APP_SECRET: optionalString.pipe(z.string().min(32).optional()),
  ADMIN_EMAIL: z.email().default('admin@nurseready.local'),
  ADMIN_PASSWORD: optionalString,
  /** Default: true, but false when NODE_ENV=production (the demo password is public). */
  SEED_DEMO: optionalBool,
  /** Default: on, but off when NODE_ENV=production. */
  DEV_OUTBOX_PAGE: optionalBool,
  /** The browsable API reference at /api/docs. Default: on, but off when NODE_ENV=production. */
  API_DOCS: optionalBool,
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  TRUST_PROXY: trustProxy,
  /** Per account: failed logins allowed in 15 minutes before further attempts answer 429. */
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  /** The timed-test limit. The product's value is the spec's 3600 s; tests may shorten it. */
  TIMED_TEST_SECONDS: z.coerce.number().int().min(5).max(86400).default(3600),
  WEB_DIST: z.string().default(defaultWebDist),
  /**
   * Payments: the built-in TEST MODE checkout or Stripe Checkout. Default: sandbox, except with
   * NODE_ENV=production, where it must be set, and sandbox also needs ALLOW_SANDBOX_PAYMENTS=true.
   */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).optional(),
  /** Staging only: lets PAYMENT_PROVIDER=sandbox run with NODE_ENV=production. */
  ALLOW_SANDBOX_PAYMENTS: bool(false),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Where the Stripe API is (tests point these at a local stand-in); unset: api.stripe.com. */
  STRIPE_API_HOST: optionalString,
  STRIPE_API_PORT: optionalString.pipe(
    z.coerce.number<string | undefined>().int().min(1).max(65535).optional(),
  ),
  STRIPE_API_PROTOCOL: optionalString.pipe(z.enum(['http', 'https']).optional()),
  /** Media files: a folder under DATA_DIR (default) or an S3-compatible bucket. */
  MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
  /** Upload limits of the admin console, in MB (a larger file answers 413). */
  UPLOAD_VIDEO_MAX_MB: z.coerce.number().int().min(1).max(5000).default(500),
  UPLOAD_PDF_MAX_MB: z.coerce.number().int().min(1).max(1000).default(50),
  UPLOAD_IMAGE_MAX_MB: z.coerce.number().int().min(1).max(100).default(5),
  /** Lifetime of signed links to private media (videos, notes, study calendar). */
  MEDIA_URL_TTL: duration('10m'),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  /** An S3-compatible endpoint (MinIO, R2, Spaces...); unset: AWS S3 in S3_REGION. */
  S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  /** Unset: the AWS SDK's default credential chain (environment, profile, instance role). */
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: bool(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Timeouts (docs/deployment.md): the whole request, incl. its body, must arrive within this. */
  REQUEST_TIMEOUT: duration('30s'),
  /** The request line and headers must arrive within this (at most REQUEST_TIMEOUT). */
  HEADERS_TIMEOUT: duration('10s'),
  /** A connection with no traffic either way for this long is closed. */
  CONNECTION_TIMEOUT: duration('60s'),
  /** An idle keep-alive connection is kept this long (above the load balancer's idle timeout). */
  KEEP_ALIVE_TIMEOUT: duration('72s'),
  /** Open connections allowed from one address; 0: no cap. Default 100, or 0 with TRUST_PROXY. */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).optional(),
})

type Parsed = z.infer<typeof ZConfig>
export type Config = Omit<
  Parsed,
  'SEED_DEMO' | 'DEV_OUTBOX_PAGE' | 'API_DOCS' | 'PAYMENT_PROVIDER'
> & {
  PUBLIC_URL: string
  SEED_DEMO: boolean
  DEV_OUTBOX_PAGE: boolean
  API_DOCS: boolean
  PAYMENT_PROVIDER: 'sandbox' | 'stripe'
}

export class ConfigError extends Error {}

/** The only reader of process.env. Throws a ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ZConfig.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const c = parsed.data
  const production = c.NODE_ENV === 'production'
  if (production && !c.PAYMENT_PROVIDER) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENT_PROVIDER must be set when NODE_ENV=production (stripe; sandbox only for staging, with ALLOW_SANDBOX_PAYMENTS=true)',
    )
  }
  if (production && c.PAYMENT_PROVIDER === 'sandbox' && !c.ALLOW_SANDBOX_PAYMENTS) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENT_PROVIDER=sandbox grants plans without payment; with NODE_ENV=production it needs ALLOW_SANDBOX_PAYMENTS=true (staging only)',
    )
  }
  if (c.PAYMENT_PROVIDER === 'stripe' && (!c.STRIPE_SECRET_KEY || !c.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    )
  }
  if (c.MEDIA_STORAGE === 's3' && !c.S3_BUCKET) {
    throw new ConfigError('Invalid configuration:\n  MEDIA_STORAGE=s3 needs S3_BUCKET')
  }
  if (Boolean(c.S3_ACCESS_KEY_ID) !== Boolean(c.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    )
  }
  return {
    ...c,
    PUBLIC_URL: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
    PAYMENT_PROVIDER: c.PAYMENT_PROVIDER ?? 'sandbox',
    SEED_DEMO: c.SEED_DEMO ?? !production,
    DEV_OUTBOX_PAGE: c.DEV_OUTBOX_PAGE ?? !production,
    API_DOCS: c.API_DOCS ?? !production,
  }
}
