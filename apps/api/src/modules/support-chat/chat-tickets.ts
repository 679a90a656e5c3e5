import { randomBytes } from 'node:crypto'
import type { Clock } from '../../lib/clock'
import type { Counters } from '../../lib/counters'
import { hmac, safeEqual } from '../../lib/crypto'

/** How long a stream ticket can be used to open the stream. */
export const STREAM_TICKET_TTL_SECONDS = 60

export type TicketHolder = {
  userId: string
  /** Names the session the ticket was issued to (a keyed hash of it, not the session itself). */
  session: string
}

/**
 * EventSource cannot send an Authorization header, so an authenticated POST issues a
 * short-lived ticket for the stream URL instead of putting the session token there: a ticket
 * seen in a proxy log or browser history is useless a minute later and cannot call the API.
 * `<userId>.<session tag>.<expiry>.<nonce>.<HMAC>`: signed, so any API process can check one another
 * issued; bound to its session, so logging that session out closes the streams it opened; and
 * used once, in any process: a spent ticket is counted in the shared counters (PostgreSQL when
 * there is one) until it expires.
 */
export function chatTickets(
  secret: string,
  clock: Clock,
  counters: Counters,
  /**
   * What the tickets open, signed into each: a student's thread stream ('chat-stream') or the
   * admin inbox stream ('chat-inbox'). A ticket of one scope is refused by the other's route.
   */
  scope: 'chat-stream' | 'chat-inbox' = 'chat-stream',
) {
  const sign = (userId: string, session: string, exp: number, nonce: string) =>
    hmac(secret, `${scope}:${userId}:${session}:${exp}:${nonce}`)
  const sessionTag = (tokenHash: string) => hmac(secret, `chat-session:${tokenHash}`).slice(0, 16)

  function verify(ticket: string): (TicketHolder & { mac: string; exp: number }) | null {
    const [userId, session, expText, nonce, mac, extra] = ticket.split('.')
    if (!userId || !session || !expText || !nonce || !mac || extra !== undefined) return null
    if (!/^\d{1,12}$/.test(expText)) return null
    const exp = Number(expText)
    if (!safeEqual(mac, sign(userId, session, exp, nonce))) return null
    if (exp * 1000 <= clock.now().getTime()) return null
    return { userId, session, mac, exp }
  }

  return {
    sessionTag,
    issue(userId: string, tokenHash: string) {
      const exp = Math.floor(clock.now().getTime() / 1000) + STREAM_TICKET_TTL_SECONDS
      const session = sessionTag(tokenHash)
      // Two tickets issued in the same second differ, so each can be used once.
      const nonce = randomBytes(9).toString('base64url')
      return {
        ticket: `${userId}.${session}.${exp}.${nonce}.${sign(userId, session, exp, nonce)}`,
        expiresInSeconds: STREAM_TICKET_TTL_SECONDS,
      }
    },
    /**
     * The holder of a valid ticket, which is then spent; null when forged, malformed, expired
     * or already used.
     */
    async use(ticket: string): Promise<TicketHolder | null> {
      const valid = verify(ticket)
      if (!valid) return null
      // The first use counts 1; any later use, from any process, counts more and is refused.
      const now = clock.now().getTime()
      const ttlMs = Math.max(1, valid.exp * 1000 - now)
      const spent = await counters.hit(`chat-ticket:${valid.mac}`, ttlMs, now)
      if (spent.count > 1) return null
      return { userId: valid.userId, session: valid.session }
    },
  }
}

export type ChatTickets = ReturnType<typeof chatTickets>
