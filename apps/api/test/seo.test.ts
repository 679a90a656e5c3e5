import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_POSTS } from '../src/seed/public-site'
import { createTestContext, type TestContext } from './helper'

const SITE = 'https://nurseready.example'
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title data-server-meta>NurseReady</title>
    <meta name="description" content="Default description" data-server-meta />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`
/** A Vite manifest: the entry, the public and query layouts, the landing and article pages. */
const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  '_icons.js': { file: 'assets/icons-1.js', imports: ['_react.js'] },
  'src/app/routes/marketing/public-layout.tsx': {
    file: 'assets/public-layout-1.js',
    imports: ['index.html', '_icons.js'],
  },
  'src/app/query-layout.tsx': { file: 'assets/query-layout-1.js', imports: ['_query.js'] },
  '_query.js': { file: 'assets/query-1.js', imports: ['_react.js'] },
  'src/app/routes/marketing/landing-page.tsx': {
    file: 'assets/landing-page-1.js',
    imports: ['index.html', '_icons.js', '_react.js'],
  },
  'src/app/routes/marketing/blog-article-page.tsx': { file: 'assets/blog-article-page-1.js' },
}
const SCRIPT = `export const hello = ${JSON.stringify('x'.repeat(5000))}\n`

let ctx: TestContext
let webDist: string
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'nr-web-'))
  mkdirSync(path.join(webDist, 'assets'))
  writeFileSync(path.join(webDist, 'index.html'), INDEX)
  const js = path.join(webDist, 'assets', 'index-abc123.js')
  writeFileSync(js, SCRIPT)
  writeFileSync(`${js}.br`, brotliCompressSync(SCRIPT))
  writeFileSync(`${js}.gz`, gzipSync(SCRIPT))
  mkdirSync(path.join(webDist, '.vite'))
  writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST))
  ctx = await createTestContext({ WEB_DIST: webDist, PUBLIC_URL: SITE })
})
afterAll(async () => {
  await ctx.close()
  rmSync(webDist, { recursive: true, force: true })
})

const page = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers })

/** The value of a tag's attribute in the server's HTML. */
function attr(html: string, selector: RegExp): string | undefined {
  return selector.exec(html)?.[1]
}
const titleOf = (html: string) => attr(html, /<title[^>]*>([^<]*)<\/title>/)
const descriptionOf = (html: string) => attr(html, /<meta name="description" content="([^"]*)"/)
const canonicalOf = (html: string) => attr(html, /<link rel="canonical" href="([^"]*)"/)
const og = (html: string, p: string) =>
  attr(html, new RegExp(`<meta property="og:${p}" content="([^"]*)"`))

describe('per-page meta in the HTML the server sends', () => {
  it('fills the landing page title, description, canonical and Open Graph tags', async () => {
    const res = await page('/')
    expect(res.statusCode).toBe(200)
    const html = res.body
    expect(titleOf(html)).toBe('NurseReady · NCLEX, REx-PN and CELBAN exam preparation')
    expect(descriptionOf(html)).toContain('4000+ practice questions')
    expect(canonicalOf(html)).toBe(`${SITE}/`)
    expect(og(html, 'title')).toBe(titleOf(html))
    expect(og(html, 'url')).toBe(`${SITE}/`)
    expect(og(html, 'image')).toBe(`${SITE}/og-image.jpg`)
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"')
    // One title and one description: the template's were replaced, not duplicated.
    expect(html.match(/<title/g)).toHaveLength(1)
    expect(html.match(/name="description"/g)).toHaveLength(1)
    expect(html).not.toContain('noindex')
  })

  it('gives every public page its own title, description and canonical URL', async () => {
    const seen = new Set<string>()
    for (const p of [
      '/nclex-rn',
      '/Rexpn',
      '/nclex-pn',
      '/Celban',
      '/blog',
      '/ContactUs',
      '/login',
    ]) {
      const res = await page(p)
      expect(res.statusCode, p).toBe(200)
      const title = titleOf(res.body)!
      expect(title, p).toContain('NurseReady')
      expect(seen.has(title), p).toBe(false)
      seen.add(title)
      expect(descriptionOf(res.body)!.length, p).toBeGreaterThan(50)
      expect(canonicalOf(res.body), p).toBe(`${SITE}${p}`)
    }
    expect(titleOf((await page('/nclex-rn')).body)).toContain('NCLEX-RN')
    expect(titleOf((await page('/ContactUs')).body)).toContain('Contact Us')
  })

  it("fills an article's own title, summary, image and type", async () => {
    const res = await page('/how-the-next-generation-nclex-works')
    expect(res.statusCode).toBe(200)
    expect(titleOf(res.body)).toBe('How the Next Generation NCLEX Works · NurseReady Blog')
    expect(descriptionOf(res.body)).toBe(DEMO_POSTS[0]!.shortDescription.replaceAll('"', '&quot;'))
    expect(canonicalOf(res.body)).toBe(`${SITE}/how-the-next-generation-nclex-works`)
    expect(og(res.body, 'type')).toBe('article')
    expect(og(res.body, 'image')).toBe(`${SITE}/media/public/blog/blog-2-97a6790dc43413d5.jpg`)
  })

  it("preloads the page's own chunks (from the Vite manifest), not those index.html loads", async () => {
    // The landing page does without the query layout (and so the query library) at first.
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1])
    expect(preloads((await page('/')).body)).toEqual([
      '/assets/public-layout-1.js',
      '/assets/icons-1.js',
      '/assets/landing-page-1.js',
    ])
    expect(preloads((await page('/how-the-next-generation-nclex-works')).body)).toEqual([
      '/assets/public-layout-1.js',
      '/assets/icons-1.js',
      '/assets/query-layout-1.js',
      '/assets/query-1.js',
      '/assets/blog-article-page-1.js',
    ])
    expect(preloads((await page('/dashboard')).body)).toEqual([])
    expect(preloads((await page('/no-such-article')).body)).toEqual([])
  })

  it('escapes what it fills in', async () => {
    const res = await page('/prioritization-questions-without-the-guesswork')
    expect(descriptionOf(res.body)).toContain('&quot;which client first&quot;')
    expect(res.body).not.toContain('"which client first"')
  })

  it('answers an unknown path and an unknown slug with the app and HTTP 404, not indexed', async () => {
    for (const p of ['/no-such-article', '/some/deep/path', '/no-such-article/']) {
      const res = await page(p)
      expect(res.statusCode, p).toBe(404)
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.body).toContain('<div id="root">')
      expect(titleOf(res.body)).toBe('Page not found · NurseReady')
      expect(res.body).toContain('<meta name="robots" content="noindex"')
      expect(canonicalOf(res.body)).toBeUndefined()
    }
  })

  it('keeps student pages out of search results', async () => {
    const res = await page('/dashboard')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<meta name="robots" content="noindex"')
  })

  it('still answers unknown API paths with a JSON problem', async () => {
    const res = await page('/api/nothing-here')
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toContain('application/problem+json')
  })
})

describe('/sitemap.xml and /robots.txt', () => {
  it('lists the public pages and every published article', async () => {
    const res = await page('/sitemap.xml')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('application/xml')
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    for (const p of ['/', '/nclex-rn', '/Rexpn', '/nclex-pn', '/Celban', '/blog', '/ContactUs'])
      expect(locs).toContain(`${SITE}${p}`)
    const { items, total } = (await page('/api/blog-posts?pageSize=100')).json()
    expect(total).toBeGreaterThanOrEqual(6)
    for (const post of items) expect(locs).toContain(`${SITE}/${post.slug}`)
    expect(locs).not.toContain(`${SITE}/dashboard`)
    expect(res.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/)
  })

  it('disallows the student area and points to the sitemap', async () => {
    const res = await page('/robots.txt')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/plain')
    const lines = res.body.split('\n')
    expect(lines).toContain('User-agent: *')
    expect(lines).toContain('Disallow: /dashboard$')
    expect(lines).toContain('Disallow: /api/')
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`)
    expect(lines.some((l) => /^Disallow: \/(blog|nclex-rn|ContactUs)?$/.test(l))).toBe(false)
  })
})

describe('compression', () => {
  it("serves built assets from the build's brotli and gzip copies", async () => {
    const br = await page('/assets/index-abc123.js', { 'accept-encoding': 'br, gzip' })
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['cache-control']).toContain('immutable')
    const gz = await page('/assets/index-abc123.js', { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT)
    const plain = await page('/assets/index-abc123.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(SCRIPT)
  })

  it('compresses the HTML pages too, and preloads an article cover', async () => {
    const res = await page('/how-the-next-generation-nclex-works', { 'accept-encoding': 'gzip' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('gzip')
    const html = gunzipSync(res.rawPayload).toString()
    expect(titleOf(html)).toBe('How the Next Generation NCLEX Works · NurseReady Blog')
    // Its AVIF copies at the article's sizes, as the page's <picture> picks them (issue 16).
    expect(html).toContain(
      '<link rel="preload" as="image" href="/media/public/blog/blog-2-97a6790dc43413d5.jpg" imagesrcset="/media/public/blog/blog-2-97a6790dc43413d5-400w.avif 400w, /media/public/blog/blog-2-97a6790dc43413d5-800w.avif 800w" imagesizes="(min-width: 56rem) 53rem, 100vw" type="image/avif" fetchpriority="high"',
    )
    const missing = await page('/nope', { 'accept-encoding': 'br' })
    expect(missing.statusCode).toBe(404)
    expect(missing.headers['content-encoding']).toBe('br')
  })

  it('compresses JSON answers for clients that accept it', async () => {
    const res = await page('/api/blog-posts/how-the-next-generation-nclex-works', {
      'accept-encoding': 'gzip',
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(res.rawPayload).toString()).slug).toBe(
      'how-the-next-generation-nclex-works',
    )
  })
})
