import type { Clock } from '../../lib/clock'
import { hmac, safeEqual } from '../../lib/crypto'

/** How long a stream ticket can be used to open the stream. */
export const STREAM_TICKET_TTL_SECONDS = 60

/**
 * EventSource cannot send an Authorization header, so an authenticated POST issues a
 * short-lived ticket for the stream URL instead of putting the session token there: a ticket
 * seen in a proxy log or browser history is useless a minute later and cannot call the API.
 * Stateless: `<userId>.<expiry>.<HMAC>`, so any API process can check one another issued.
 */
export function chatTickets(secret: string, clock: Clock) {
  const sign = (userId: string, exp: number) => hmac(secret, `chat-stream:${userId}:${exp}`)
  return {
    issue(userId: string) {
      const exp = Math.floor(clock.now().getTime() / 1000) + STREAM_TICKET_TTL_SECONDS
      return {
        ticket: `${userId}.${exp}.${sign(userId, exp)}`,
        expiresInSeconds: STREAM_TICKET_TTL_SECONDS,
      }
    },
    /** The user id the ticket was issued to, or null when forged, malformed or expired. */
    verify(ticket: string): string | null {
      const [userId, expText, mac, extra] = ticket.split('.')
      if (!userId || !expText || !mac || extra !== undefined || !/^\d{1,12}$/.test(expText))
        return null
      const exp = Number(expText)
      if (!safeEqual(mac, sign(userId, exp))) return null
      if (exp * 1000 <= clock.now().getTime()) return null
      return userId
    },
  }
}

export type ChatTickets = ReturnType<typeof chatTickets>
