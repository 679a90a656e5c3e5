import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import rangeParser from 'range-parser'
import type { Clock } from '../../lib/clock'
import { EXPIRED_LINK_DETAIL, expiredLinkPage, wantsHtml } from '../../lib/expired-link-page'
import { ensureCoverVariant, isImmutableMediaKey } from '../../lib/image-variants'
import { verifyMediaSignature } from '../../lib/signed-url'
import { type ByteRange, isSafeKey, type MediaStorage } from '../../lib/storage'

type Options = { storage: MediaStorage; secret: string; clock: Clock }

/** One `bytes=first-last` range (either side may be empty); anything else is ignored. */
const SINGLE_BYTE_RANGE = /^bytes=(\d*)-(\d*)$/

/**
 * Parses a single `bytes=` range with range-parser: null when absent or ignored, 'invalid' when
 * unsatisfiable. RFC 9110 §14.2 lets a server ignore Range: a multi-range request, another unit
 * or a malformed value gets the whole file (200) rather than an error.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'invalid' {
  const m = header ? SINGLE_BYTE_RANGE.exec(header.trim()) : null
  if (!m || (m[1] === '' && m[2] === '')) return null
  // "bytes=5-2": last-pos below first-pos is not a valid range-spec; ignore it.
  if (m[1] !== '' && m[2] !== '' && Number(m[2]) < Number(m[1])) return null
  // A suffix longer than the file selects all of it (range-parser would call it unsatisfiable).
  const spec = m[1] === '' && Number(m[2]) > size ? 'bytes=0-' : `bytes=${m[1]}-${m[2]}`
  const ranges = rangeParser(size, spec)
  if (ranges === -1 || ranges === -2) return 'invalid'
  return { start: ranges[0]!.start, end: ranges[0]!.end }
}

/**
 * GET/HEAD /media/<key>: files from the media storage with HTTP range support (206, Accept-Ranges,
 * Content-Range), so players can seek. Keys under `public/` are open; every other key needs a
 * valid, unexpired signature (403 otherwise: an HTML page for a browser, a JSON problem for others).
 */
export const mediaRoutes: FastifyPluginAsync<Options> = async (app, { storage, secret, clock }) => {
  const forbidden = (reply: FastifyReply, key: string, accept: string | undefined) =>
    wantsHtml(accept)
      ? reply.status(403).type('text/html; charset=utf-8').send(expiredLinkPage(key))
      : reply.status(403).type('application/problem+json').send({
          type: 'about:blank',
          title: 'Forbidden',
          status: 403,
          detail: EXPIRED_LINK_DETAIL,
        })

  app.route<{ Params: { '*': string }; Querystring: { exp?: string; sig?: string } }>({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      let key: string
      try {
        key = decodeURIComponent(request.params['*'])
      } catch {
        return reply.callNotFound()
      }
      if (!isSafeKey(key)) return reply.callNotFound()
      const isPublic = key.startsWith('public/')
      if (
        !isPublic &&
        !verifyMediaSignature(secret, key, request.query.exp, request.query.sig, clock.now())
      ) {
        return forbidden(reply, key, request.headers.accept)
      }
      let info = await storage.head(key)
      // A blog cover's resized copy not made yet (a cover stored before copies existed).
      if (!info && isPublic && (await ensureCoverVariant(storage, key)))
        info = await storage.head(key)
      if (!info) return reply.callNotFound()

      const range = parseRange(request.headers.range, info.size)
      reply
        .header('accept-ranges', 'bytes')
        .header('content-type', info.contentType)
        .header(
          'cache-control',
          !isPublic
            ? 'private, max-age=300'
            : isImmutableMediaKey(key)
              ? 'public, max-age=31536000, immutable'
              : 'public, max-age=86400',
        )
        .header('x-content-type-options', 'nosniff')
      if (range === 'invalid') {
        return reply.status(416).header('content-range', `bytes */${info.size}`).send()
      }
      if (range) {
        reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
          .header('content-length', range.end - range.start + 1)
      } else {
        reply.status(200).header('content-length', info.size)
      }
      if (request.method === 'HEAD') return reply.send()
      return reply.send(await storage.read(key, range ?? undefined))
    },
  })
}
