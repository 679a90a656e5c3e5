import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signMediaUrl } from '../src/lib/signed-url'
import { localStorage } from '../src/lib/storage'
import { createTestContext, TEST_SECRET, type TestContext } from './helper'

let ctx: TestContext
const PDF = Buffer.from('%PDF-1.4 notes')
const BROWSER_ACCEPT =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8'

beforeAll(async () => {
  ctx = await createTestContext()
  const storage = localStorage(path.join(ctx.config.DATA_DIR, 'media'))
  await storage.write('library/notes/acid-base.pdf', PDF)
  await storage.write('library/videos/abg.mp4', PDF)
})
afterAll(() => ctx.close())

const get = (url: string, accept?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: accept ? { accept } : {} })

describe('an expired signed media link', () => {
  it('opened by a browser answers an HTML page that says so, with a link back', async () => {
    const url = signMediaUrl(TEST_SECRET, 'library/notes/acid-base.pdf', 600, ctx.clock.now())
    expect((await get(url, BROWSER_ACCEPT)).statusCode).toBe(200)
    ctx.clock.advance(601)
    const res = await get(url, BROWSER_ACCEPT)
    expect(res.statusCode).toBe(403)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.body).toContain('<title>This link has expired · NurseReady</title>')
    expect(res.body).toContain('<h1>This link has expired</h1>')
    expect(res.body).toContain('<a href="/allNotesCategory">Back to Study Notes</a>')
    expect(res.body).not.toContain('%PDF')
  })

  it('points a video link back to the video lectures', async () => {
    const url = signMediaUrl(TEST_SECRET, 'library/videos/abg.mp4', 60, ctx.clock.now())
    ctx.clock.advance(61)
    const res = await get(url, BROWSER_ACCEPT)
    expect(res.statusCode).toBe(403)
    expect(res.body).toContain('<a href="/lecturesvideosNew">Back to Video Lectures</a>')
  })

  it('still answers API clients and media players with the JSON problem', async () => {
    const url = signMediaUrl(TEST_SECRET, 'library/notes/acid-base.pdf', 60, ctx.clock.now())
    ctx.clock.advance(61)
    for (const accept of [undefined, 'application/json', '*/*']) {
      const res = await get(url, accept)
      expect(res.statusCode, accept).toBe(403)
      expect(res.headers['content-type'], accept).toContain('application/problem+json')
      expect(res.json(), accept).toEqual({
        type: 'about:blank',
        title: 'Forbidden',
        status: 403,
        detail: 'This link has expired or is not valid. Open the item again from the library.',
      })
    }
  })
})
