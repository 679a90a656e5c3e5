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
  return { ...c, PUBLIC_URL: c.PUBLIC_URL ?? `http://localhost:${c.PORT}` }
}
