import { describe, expect, it } from 'vitest'
import { signMediaUrl, verifyMediaSignature } from './signed-url'

const SECRET = 'unit-secret-unit-secret-unit-secret'
const KEY = 'library/videos/anticoagulants.mp4'
const T0 = new Date('2030-05-01T12:00:00.000Z')
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000)

/** The exp and sig of a signed URL. */
function parts(url: string) {
  const q = new URL(url, 'http://x').searchParams
  return { exp: q.get('exp') ?? undefined, sig: q.get('sig') ?? undefined }
}

describe('signed media URLs', () => {
  it('points at /media/<key> and expires ttl seconds after issue', () => {
    const url = signMediaUrl(SECRET, KEY, 600, T0)
    expect(url.startsWith(`/media/${KEY}?`)).toBe(true)
    expect(Number(parts(url).exp)).toBe(T0.getTime() / 1000 + 600)
  })

  it('is valid until its expiry and refused from the expiry second on', () => {
    const { exp, sig } = parts(signMediaUrl(SECRET, KEY, 600, T0))
    expect(verifyMediaSignature(SECRET, KEY, exp, sig, T0)).toBe(true)
    expect(verifyMediaSignature(SECRET, KEY, exp, sig, at(599.999))).toBe(true)
    expect(verifyMediaSignature(SECRET, KEY, exp, sig, at(600))).toBe(false)
    expect(verifyMediaSignature(SECRET, KEY, exp, sig, at(3600))).toBe(false)
  })

  it('cannot be stretched: a later exp with the old signature is refused', () => {
    const { exp, sig } = parts(signMediaUrl(SECRET, KEY, 600, T0))
    const later = String(Number(exp) + 86_400)
    expect(verifyMediaSignature(SECRET, KEY, later, sig, at(700))).toBe(false)
  })

  it('binds the key and the secret', () => {
    const { exp, sig } = parts(signMediaUrl(SECRET, KEY, 600, T0))
    expect(verifyMediaSignature(SECRET, 'library/videos/other.mp4', exp, sig, T0)).toBe(false)
    expect(verifyMediaSignature(`${SECRET}x`, KEY, exp, sig, T0)).toBe(false)
  })

  it('refuses missing or malformed parameters', () => {
    const { exp, sig } = parts(signMediaUrl(SECRET, KEY, 600, T0))
    expect(verifyMediaSignature(SECRET, KEY, undefined, sig, T0)).toBe(false)
    expect(verifyMediaSignature(SECRET, KEY, exp, undefined, T0)).toBe(false)
    expect(verifyMediaSignature(SECRET, KEY, `${exp}.5`, sig, T0)).toBe(false)
    expect(verifyMediaSignature(SECRET, KEY, exp, `${sig}0`, T0)).toBe(false)
  })

  it('encodes each path segment of keys with spaces or unicode', () => {
    const url = signMediaUrl(SECRET, 'library/notes/día 1.pdf', 60, T0)
    expect(url.split('?')[0]).toBe('/media/library/notes/d%C3%ADa%201.pdf')
  })
})
