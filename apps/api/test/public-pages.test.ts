import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from './helper'

const SITE = 'https://nurseready.example'
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title data-server-meta>NurseReady</title>
    <meta name="description" content="Default description" data-server-meta />
  </head>
  <body><div id="root"></div></body>
</html>
`

let ctx: TestContext
let webDist: string
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'nr-web-'))
  writeFileSync(path.join(webDist, 'index.html'), INDEX)
  ctx = await createTestContext({ WEB_DIST: webDist, PUBLIC_URL: SITE })
})
afterAll(async () => {
  await ctx.close()
  rmSync(webDist, { recursive: true, force: true })
})

const get = (url: string) => ctx.app.inject({ method: 'GET', url })
const titleOf = (html: string) => /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]

describe('Terms of Service and Privacy Policy pages', () => {
  it('answer 200 with their own title and canonical URL', async () => {
    const terms = await get('/terms')
    expect(terms.statusCode).toBe(200)
    expect(titleOf(terms.body)).toBe('Terms of Service · NurseReady')
    expect(canonicalOf(terms.body)).toBe(`${SITE}/terms`)
    const privacy = await get('/privacy')
    expect(privacy.statusCode).toBe(200)
    expect(titleOf(privacy.body)).toBe('Privacy Policy · NurseReady')
    expect(canonicalOf(privacy.body)).toBe(`${SITE}/privacy`)
  })

  it('are listed in the sitemap', async () => {
    const res = await get('/sitemap.xml')
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(locs).toContain(`${SITE}/terms`)
    expect(locs).toContain(`${SITE}/privacy`)
  })
})

describe('How readiness works page', () => {
  it('answers 200 with its own title, description, canonical URL and Open Graph tags', async () => {
    const res = await get('/how-readiness-works')
    expect(res.statusCode).toBe(200)
    expect(titleOf(res.body)).toBe('How readiness works: method and accuracy · NurseReady')
    expect(canonicalOf(res.body)).toBe(`${SITE}/how-readiness-works`)
    expect(res.body).toMatch(/<meta name="description" content="How the NurseReady readiness/)
    expect(res.body).toContain(
      '<meta property="og:title" content="How readiness works: method and accuracy · NurseReady"',
    )
    expect(res.body).toContain(`<meta property="og:url" content="${SITE}/how-readiness-works"`)
  })

  it('is listed in the sitemap, and another letter case answers 301 to it', async () => {
    const res = await get('/sitemap.xml')
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(locs).toContain(`${SITE}/how-readiness-works`)
    const upper = await get('/How-Readiness-Works')
    expect(upper.statusCode).toBe(301)
    expect(upper.headers.location).toBe('/how-readiness-works')
  })
})

describe("a page path in another letter case answers 301 to the spec's spelling", () => {
  it.each([
    ['/rexpn', '/Rexpn'],
    ['/REXPN', '/Rexpn'],
    ['/contactus', '/ContactUs'],
    ['/Blog', '/blog'],
    ['/Blog/', '/blog'],
    ['/celban', '/Celban'],
    ['/NCLEX-RN', '/nclex-rn'],
    ['/Terms', '/terms'],
    ['/Dashboard', '/dashboard'],
    ['/allnotescategory', '/allNotesCategory'],
  ])('%s → %s', async (from, to) => {
    const res = await get(from)
    expect(res.statusCode).toBe(301)
    expect(res.headers.location).toBe(to)
  })

  it('keeps the query string', async () => {
    const res = await get('/contactus?from=footer&x=1')
    expect(res.statusCode).toBe(301)
    expect(res.headers.location).toBe('/ContactUs?from=footer&x=1')
  })

  it('leaves the canonical spellings, unknown paths and the API alone', async () => {
    for (const p of ['/Rexpn', '/ContactUs', '/blog', '/blog/']) {
      expect((await get(p)).statusCode, p).toBe(200)
    }
    expect((await get('/no-such-page')).statusCode).toBe(404)
    const api = await get('/api/Health')
    expect(api.statusCode).toBe(404)
    expect(api.headers['content-type']).toContain('application/problem+json')
  })
})
