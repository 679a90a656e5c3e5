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

const isProduction = process.env.NODE_ENV === 'production'

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
  SEED_DEMO: bool(true),
  DEV_OUTBOX_PAGE: bool(!isProduction),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  TRUST_PROXY: bool(false),
  /** The timed-test limit. The product's value is the spec's 3600 s; tests may shorten it. */
  TIMED_TEST_SECONDS: z.coerce.number().int().min(5).max(86400).default(3600),
  WEB_DIST: z.string().default(defaultWebDist),
  /** Payments: the built-in TEST MODE checkout (default) or Stripe Checkout. */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
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
})

export type Config = z.infer<typeof ZConfig> & { PUBLIC_URL: string }

export class ConfigError extends Error {}

/** The only reader of process.env. Throws a ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ZConfig.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const c = parsed.data
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
  return { ...c, PUBLIC_URL: c.PUBLIC_URL ?? `http://localhost:${c.PORT}` }
}
