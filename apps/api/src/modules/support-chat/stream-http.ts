import type { FastifyReply, FastifyRequest } from 'fastify'

/** A stream URL carries a ticket: log the path only, never the query string. */
export const pathOnly = (req: FastifyRequest) => ({
  method: req.method,
  url: req.url.split('?')[0],
  remoteAddress: req.ip,
})

/**
 * Takes the response over for a stream, keeping the headers the app's hooks set (security
 * headers); false when the client is already gone.
 */
export function hijackForStream(req: FastifyRequest, reply: FastifyReply) {
  if (req.raw.destroyed) return false
  reply.hijack()
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) reply.raw.setHeader(name, value)
  }
  return true
}
