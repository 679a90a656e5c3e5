import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedMediaFolder } from '../src/paths'
import { DEMO_POSTS } from '../src/seed/public-site'
import { adminAuth } from './admin-helper'
import { createTestContext, type TestContext } from './helper'

/**
 * Blog covers in AVIF, WebP and JPEG at the sizes the pages show (issue 16): made with sharp when
 * a cover is uploaded, or on first request for one stored before (the demo covers).
 */
let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({ SEED_DEMO: 'true' })
})
afterAll(async () => {
  await ctx.close()
})

const get = (url: string) => ctx.app.inject({ method: 'GET', url })

describe('blog cover copies', () => {
  it('an uploaded cover gets AVIF, WebP and JPEG copies 400 and 800 pixels wide, cached for a year', async () => {
    const photo = await sharp({
      create: { width: 1200, height: 675, channels: 3, background: '#0f766e' },
    })
      .jpeg()
      .toBuffer()
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/blog-images',
      headers: { ...(await adminAuth(ctx)), 'content-type': 'image/jpeg' },
      payload: photo,
    })
    expect(res.statusCode, res.body).toBe(201)
    const { url } = res.json() as { url: string }
    expect(url).toMatch(/^\/media\/public\/blog\/[0-9a-f-]{36}\.jpg$/)
    const base = url.slice(0, -'.jpg'.length)

    for (const [suffix, type, format, width] of [
      ['-400w.avif', 'image/avif', 'heif', 400],
      ['-800w.avif', 'image/avif', 'heif', 800],
      ['-400w.webp', 'image/webp', 'webp', 400],
      ['-800w.webp', 'image/webp', 'webp', 800],
      ['-400w.jpg', 'image/jpeg', 'jpeg', 400],
      ['-800w.jpg', 'image/jpeg', 'jpeg', 800],
    ] as const) {
      const copy = await get(`${base}${suffix}`)
      expect(copy.statusCode, suffix).toBe(200)
      expect(copy.headers['content-type']).toBe(type)
      expect(copy.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      const meta = await sharp(copy.rawPayload).metadata()
      expect(meta.format).toBe(format)
      expect(meta.width).toBe(width)
      expect(meta.height).toBe(width === 400 ? 225 : 450)
    }
    // The upload itself is also named for good: cached for a year.
    expect((await get(url)).headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('the demo covers come with their copies, named for their bytes and cached for a year', async () => {
    const copy = await get('/media/public/blog/blog-1-effa75ef4f886896-400w.webp')
    expect(copy.statusCode).toBe(200)
    expect(copy.headers['content-type']).toBe('image/webp')
    expect(copy.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await sharp(copy.rawPayload).metadata()).width).toBe(400)
    // An 800-pixel original is never enlarged.
    const large = await get('/media/public/blog/blog-1-effa75ef4f886896-800w.avif')
    expect((await sharp(large.rawPayload).metadata()).width).toBe(800)
    expect(
      (await get('/media/public/blog/blog-1-effa75ef4f886896.jpg')).headers['cache-control'],
    ).toBe('public, max-age=31536000, immutable')
  })

  it('each demo cover is named for its own bytes (a replaced picture needs a new name)', () => {
    const folder = path.join(seedMediaFolder, 'public', 'blog')
    const covers = DEMO_POSTS.flatMap((p) => (p.image ? [p.image] : []))
    expect(covers).toHaveLength(6)
    for (const url of covers) {
      const name = url.slice('/media/public/blog/'.length)
      const hash = /-([0-9a-f]{16})\.jpg$/.exec(name)?.[1]
      expect(hash, name).toBeDefined()
      const bytes = readFileSync(path.join(folder, name))
      expect(createHash('sha256').update(bytes).digest('hex').slice(0, 16), name).toBe(hash)
    }
  })

  it('other public media that a name does not tie to its bytes are cached for a day', async () => {
    const clip = await get('/media/public/students/student-4.mp4')
    expect(clip.statusCode).toBe(200)
    expect(clip.headers['cache-control']).toBe('public, max-age=86400')
  })

  it('a cover stored before copies existed gets each copy on its first request', async () => {
    const original = await sharp({
      create: { width: 640, height: 360, channels: 3, background: '#134e4a' },
    })
      .png()
      .toBuffer()
    const folder = path.join(ctx.config.DATA_DIR, 'media', 'public', 'blog')
    mkdirSync(folder, { recursive: true })
    writeFileSync(path.join(folder, 'older-cover.png'), original)
    const copy = await get('/media/public/blog/older-cover-800w.avif')
    expect(copy.statusCode).toBe(200)
    expect(copy.headers['content-type']).toBe('image/avif')
    // 640 pixels wide: not enlarged to 800.
    expect(await sharp(copy.rawPayload).metadata()).toMatchObject({ width: 640, height: 360 })
    const small = await get('/media/public/blog/older-cover-400w.jpg')
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 400,
      height: 225,
    })
  })

  it('no copy without an original, nor at a width the pages do not use', async () => {
    expect((await get('/media/public/blog/no-such-cover-400w.avif')).statusCode).toBe(404)
    const base = 'blog-1-effa75ef4f886896'
    expect((await get(`/media/public/blog/${base}-123w.avif`)).statusCode).toBe(404)
    expect((await get(`/media/public/blog/${base}-400w.gif`)).statusCode).toBe(404)
    expect((await get(`/media/public/library/${base}-400w.avif`)).statusCode).toBe(404)
  })
})
