import type { TUser } from '@nurseready/shared/schemas/auth'
import type { EventBus } from '../../lib/event-bus'

type Entry = { user: TUser; until: number }

/**
 * Remembers resolved sessions for a short time so most requests skip the session lookup.
 * Revocation stays immediate: logout and password changes evict here and publish on the event
 * bus (Postgres LISTEN/NOTIFY across processes), which evicts in every process. If that channel
 * drops, every process clears its cache. An entry never outlives its session or `ttlMs`, which
 * bounds staleness for changes made outside these paths (a role change, a deleted account).
 */
export function sessionCache(events: EventBus, ttlMs = 30_000, max = 10_000) {
  const entries = new Map<string, Entry>()
  const evictUser = (userId: string) => {
    for (const [hash, e] of entries) if (e.user.id === userId) entries.delete(hash)
  }
  const unsubscribe = events.subscribe('*', (key) => {
    if (key === null) entries.clear()
    else if (key.startsWith('t:')) entries.delete(key.slice(2))
    else if (key.startsWith('u:')) evictUser(key.slice(2))
  })

  return {
    get(tokenHash: string, now: Date): TUser | null {
      const e = entries.get(tokenHash)
      if (!e) return null
      if (e.until <= now.getTime()) {
        entries.delete(tokenHash)
        return null
      }
      return e.user
    },
    set(tokenHash: string, user: TUser, sessionExpiresAt: Date, now: Date) {
      if (entries.size >= max) entries.delete(entries.keys().next().value!)
      entries.set(tokenHash, {
        user,
        until: Math.min(now.getTime() + ttlMs, sessionExpiresAt.getTime()),
      })
    },
    async revokeToken(tokenHash: string) {
      entries.delete(tokenHash)
      await events.publish(`t:${tokenHash}`)
    },
    async revokeUser(userId: string) {
      evictUser(userId)
      await events.publish(`u:${userId}`)
    },
    close: unsubscribe,
  }
}

export type SessionCache = ReturnType<typeof sessionCache>
