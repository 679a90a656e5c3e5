import type { FastifyBaseLogger } from 'fastify'
import { type DestinationStream, pino } from 'pino'
import type { Config } from '../config'

/** Properties of database errors that carry row values: statement parameters, failing rows. */
const VALUE_KEYS = ['params', 'parameters', 'detail', 'queryOptions'] as const

/**
 * pino's error serializer, minus SQL values. Drizzle's DrizzleQueryError spells its parameters
 * into its message ("Failed query: …\nparams: a,b,<password hash>") and so into its stack, and
 * database errors carry them as properties (`params`, `detail: Failing row contains (…)`). The
 * statement text stays: it names the table and columns, never the values.
 */
export function errorSerializer(err: unknown): unknown {
  const out = pino.stdSerializers.err(err as Error) as unknown as Record<string, unknown>
  if (!(err instanceof Error) || !out || typeof out !== 'object') return out
  let message = String(out.message ?? '')
  let stack = String(out.stack ?? '')
  let e: unknown = err
  for (let depth = 0; e instanceof Error && depth < 10; depth++, e = e.cause) {
    const params = (e as { params?: unknown }).params
    if (params === undefined) continue
    const spelled = `params: ${String(params)}`
    message = message.replaceAll(spelled, 'params: [redacted]')
    stack = stack.replaceAll(spelled, 'params: [redacted]')
  }
  out.message = message
  out.stack = stack
  for (const key of VALUE_KEYS) delete out[key]
  return out
}

/**
 * Structured JSON logs; credentials are redacted wherever they might appear, and errors never
 * carry SQL parameter values. `destination` is for tests that read the log.
 */
export function createLogger(
  config: Pick<Config, 'LOG_LEVEL'>,
  destination?: DestinationStream,
): FastifyBaseLogger {
  return pino(
    {
      level: config.LOG_LEVEL,
      serializers: { err: errorSerializer },
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          '*.password',
          '*.token',
          '*.otp',
          '*.resetToken',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  )
}
