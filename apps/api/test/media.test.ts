import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signMediaUrl } from '../src/lib/signed-url'
import { localStorage } from '../src/lib/storage'
import { createTestContext, type TestContext } from './helper'

let ctx: TestContext
const SECRET = 'test-secret-test-secret-test-secret'
const bytes = randomBytes(10_000)

beforeAll(async () => {
  ctx = await createTestContext()
  const storage = localStorage(path.join(ctx.config.DATA_DIR, 'media'))
  await storage.write('public/students/clip.mp4', bytes)
  await storage.write('videos/paid.mp4', bytes)
})
afterAll(() => ctx.close())

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers })

describe('GET /media (range streaming)', () => {
  it('serves a public file whole, announcing range support', async () => {
    const res = await get('/media/public/students/clip.mp4')
    expect(res.statusCode).toBe(200)
    expect(res.headers['accept-ranges']).toBe('bytes')
    expect(res.headers['content-type']).toBe('video/mp4')
    expect(Number(res.headers['content-length'])).toBe(bytes.length)
    expect(res.rawPayload.equals(bytes)).toBe(true)
  })

  it('returns exactly the requested bytes with 206 and Content-Range', async () => {
    const res = await get('/media/public/students/clip.mp4', { range: 'bytes=100-1099' })
    expect(res.statusCode).toBe(206)
    expect(res.headers['content-range']).toBe(`bytes 100-1099/${bytes.length}`)
    expect(Number(res.headers['content-length'])).toBe(1000)
    expect(res.rawPayload.equals(bytes.subarray(100, 1100))).toBe(true)
  })

  it('supports open-ended and suffix ranges', async () => {
    const open = await get('/media/public/students/clip.mp4', { range: 'bytes=9990-' })
    expect(open.statusCode).toBe(206)
    expect(open.rawPayload.equals(bytes.subarray(9990))).toBe(true)
    const suffix = await get('/media/public/students/clip.mp4', { range: 'bytes=-10' })
    expect(suffix.headers['content-range']).toBe(`bytes 9990-9999/${bytes.length}`)
    expect(suffix.rawPayload.equals(bytes.subarray(9990))).toBe(true)
  })

  it('answers 416 for a range past the end', async () => {
    const res = await get('/media/public/students/clip.mp4', { range: 'bytes=20000-20010' })
    expect(res.statusCode).toBe(416)
    expect(res.headers['content-range']).toBe(`bytes */${bytes.length}`)
  })

  it('ignores multi-range, other units and malformed ranges: 200 with the whole file', async () => {
    for (const range of [
      'bytes=0-1,5-6',
      'bytes=0-99, 200-299',
      'items=0-5',
      'bytes=abc',
      'bytes=-',
      'bytes=5-2',
    ]) {
      const res = await get('/media/public/students/clip.mp4', { range })
      expect({ range, status: res.statusCode }).toEqual({ range, status: 200 })
      expect(res.headers['content-range']).toBeUndefined()
      expect(Number(res.headers['content-length'])).toBe(10_000)
      expect(res.rawPayload.equals(bytes)).toBe(true)
    }
  })

  it('answers 404 for a missing file and for path tricks', async () => {
    expect((await get('/media/public/none.mp4')).statusCode).toBe(404)
    expect((await get('/media/public/..%2F..%2Fapp-secret')).statusCode).toBe(404)
    // A dot-segment escape from public/ into a private folder never serves the file.
    const escaped = await get('/media/public/%2e%2e/videos/paid.mp4')
    expect([403, 404]).toContain(escaped.statusCode)
    expect(escaped.rawPayload.includes(bytes.subarray(0, 64))).toBe(false)
  })
})

describe('private media needs a signed URL', () => {
  it('refuses a private file without a signature (403)', async () => {
    const res = await get('/media/videos/paid.mp4')
    expect(res.statusCode).toBe(403)
    expect(res.body).not.toContain(bytes.subarray(0, 16).toString('hex'))
  })

  it('serves it with a valid signature, ranges included', async () => {
    const url = signMediaUrl(SECRET, 'videos/paid.mp4', 300, ctx.clock.now())
    const res = await get(url, { range: 'bytes=0-99' })
    expect(res.statusCode).toBe(206)
    expect(res.rawPayload.equals(bytes.subarray(0, 100))).toBe(true)
  })

  it('refuses an expired signature', async () => {
    const url = signMediaUrl(SECRET, 'videos/paid.mp4', 60, ctx.clock.now())
    ctx.clock.advance(61)
    expect((await get(url)).statusCode).toBe(403)
  })

  it('refuses a forged or moved signature', async () => {
    const url = signMediaUrl(SECRET, 'videos/paid.mp4', 300, ctx.clock.now())
    expect((await get(url.replace(/sig=[^&]+/, 'sig=forged'))).statusCode).toBe(403)
    const other = signMediaUrl(
      'another-secret-another-secret-xx',
      'videos/paid.mp4',
      300,
      ctx.clock.now(),
    )
    expect((await get(other)).statusCode).toBe(403)
    // A signature for one file does not open another.
    const [, query] = url.split('?')
    await localStorage(path.join(ctx.config.DATA_DIR, 'media')).write('videos/other.mp4', bytes)
    expect((await get(`/media/videos/other.mp4?${query}`)).statusCode).toBe(403)
  })
})
