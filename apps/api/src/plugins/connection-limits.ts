import type { Server } from 'node:http'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config'

type TimeoutConfig = Pick<
  Config,
  'REQUEST_TIMEOUT' | 'HEADERS_TIMEOUT' | 'CONNECTION_TIMEOUT' | 'KEEP_ALIVE_TIMEOUT'
>

/**
 * Fastify server options that bound how long a client may hold a connection without finishing
 * its request (docs/deployment.md, "Timeouts"). Node checks the header and request deadlines
 * every second, so a slow client is cut off (408) within a second of its deadline.
 */
export function serverTimeouts(config: TimeoutConfig) {
  const requestMs = config.REQUEST_TIMEOUT * 1000
  return {
    requestTimeout: requestMs,
    connectionTimeout: config.CONNECTION_TIMEOUT * 1000,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT * 1000,
    http: {
      headersTimeout: Math.min(config.HEADERS_TIMEOUT * 1000, requestMs),
      requestTimeout: requestMs,
      connectionsCheckingInterval: 1000,
    },
  }
}

/**
 * At most `max` open connections from one address (0: no cap): one client cannot hold every
 * socket the process can open, however slowly it sends. Further connections from that address
 * are closed at once. Behind a proxy every connection comes from the proxy, so the cap is off
 * by default there (see config).
 */
export function limitConnectionsPerAddress(
  server: Server,
  max: number,
  log: Pick<FastifyBaseLogger, 'warn'>,
) {
  if (max <= 0) return
  const open = new Map<string, number>()
  let lastWarning = 0
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? 'unknown'
    const count = (open.get(address) ?? 0) + 1
    if (count > max) {
      if (Date.now() - lastWarning > 60_000) {
        lastWarning = Date.now()
        log.warn({ address, max }, 'connections: too many open from one address; refusing more')
      }
      socket.destroy()
      return
    }
    open.set(address, count)
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1
      if (left <= 0) open.delete(address)
      else open.set(address, left)
    })
  })
}
