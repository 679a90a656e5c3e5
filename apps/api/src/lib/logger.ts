import type { FastifyBaseLogger } from 'fastify'
import { pino } from 'pino'
import type { Config } from '../config'

/** Structured JSON logs; credentials are redacted wherever they might appear. */
export function createLogger(config: Pick<Config, 'LOG_LEVEL'>): FastifyBaseLogger {
  return pino({
    level: config.LOG_LEVEL,
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
  })
}
