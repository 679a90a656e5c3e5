import type { FastifyInstance } from 'fastify'
import { AppError } from '../lib/errors'

export const BAD_TEXT =
  'The request contains characters that are not allowed in text (a NUL character or an unpaired surrogate).'

/** A lone UTF-16 surrogate: with the `u` flag a paired one is one code point, not a Cs. */
const LONE_SURROGATE = /\p{Cs}/u

/** A NUL (PostgreSQL text cannot hold one) or a lone UTF-16 surrogate (not valid Unicode). */
export function isBadText(value: string): boolean {
  return value.includes('\u0000') || LONE_SURROGATE.test(value)
}

/**
 * True when any string or key in a parsed JSON value is bad text. Iterative, so a deeply nested
 * body cannot overflow the stack.
 */
export function containsBadText(root: unknown): boolean {
  const stack: unknown[] = [root]
  while (stack.length > 0) {
    const value = stack.pop()
    if (typeof value === 'string') {
      if (isBadText(value)) return true
    } else if (Array.isArray(value)) {
      for (const item of value) stack.push(item)
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (isBadText(key)) return true
        stack.push(item)
      }
    }
  }
  return false
}

/** `%00` anywhere in the raw URL (path or query), whatever the case of its hex digits. */
const ENCODED_NUL = /%00/

/**
 * Text PostgreSQL rejects (NUL) or cannot store faithfully (lone surrogates) is refused at the
 * edge with a 400, for every route, zod or not: the raw URL is checked on request, the decoded
 * params and query too, and JSON bodies as they are parsed. Bodies of other types are refused
 * with 415 (text/plain is no longer parsed), except where a route registers its own parser.
 */
export function registerTextInputGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (ENCODED_NUL.test(request.url) || containsBadText(request.query)) {
      throw new AppError('bad_request', BAD_TEXT)
    }
    const params = request.params as Record<string, unknown> | undefined
    if (params && containsBadText(params)) throw new AppError('bad_request', BAD_TEXT)
  })

  const parseJson = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  )
  app.removeContentTypeParser(['application/json', 'text/plain'])
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (err, value) => {
      if (err) return done(err, undefined)
      if (containsBadText(value)) return done(new AppError('bad_request', BAD_TEXT), undefined)
      done(null, value)
    })
  })
}
