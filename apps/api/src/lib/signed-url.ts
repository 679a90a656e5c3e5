import { hmac, safeEqual } from './crypto'

/**
 * Short-lived links to private media: `/media/<key>?exp=<unix seconds>&sig=<HMAC(key:exp)>`.
 * Issued by the API only to entitled users; the media route checks them without a session, so a
 * <video> or <iframe> can load them.
 */
export function signMediaUrl(secret: string, key: string, ttlSeconds: number, now: Date): string {
  const exp = Math.floor(now.getTime() / 1000) + ttlSeconds
  const sig = hmac(secret, `media:${key}:${exp}`)
  return `/media/${key.split('/').map(encodeURIComponent).join('/')}?exp=${exp}&sig=${sig}`
}

export function verifyMediaSignature(
  secret: string,
  key: string,
  exp: string | undefined,
  sig: string | undefined,
  now: Date,
): boolean {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false
  if (Number(exp) * 1000 <= now.getTime()) return false
  return safeEqual(hmac(secret, `media:${key}:${exp}`), sig)
}
