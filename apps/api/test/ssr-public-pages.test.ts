import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootScript } from '../src/web/index-html'
import { createTestContext, type TestContext } from './helper'

/**
 * Public pages arrive rendered (issue 16): the HTML the server sends, read without running any
 * JavaScript, has each page's heading and main text. The web app's real server bundle is built
 * here (vite build --ssr, a few seconds) beside a small stand-in for the client build.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url))
const SITE = 'https://nurseready.example'
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title data-server-meta>NurseReady</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc123.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`
const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  'src/app/routes/marketing/public-layout.tsx': { file: 'assets/public-layout-1.js' },
}
const CSS = 'body{margin:0}.hero{color:#134e4a}'

let ctx: TestContext
let webDist: string
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'nr-ssr-'))
  mkdirSync(path.join(webDist, 'assets'))
  mkdirSync(path.join(webDist, '.vite'))
  writeFileSync(path.join(webDist, 'index.html'), INDEX)
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.css'), CSS)
  writeFileSync(path.join(webDist, 'assets', 'inter-latin-wght-normal-Ab12.woff2'), 'font')
  writeFileSync(path.join(webDist, 'assets', 'hydrate-Cd34.js'), '(()=>{})()')
  writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST))
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      path.join(webDist, '.ssr'),
      '--logLevel',
      'error',
    ],
    { cwd: path.join(root, 'apps/web'), stdio: ['ignore', 'ignore', 'inherit'] },
  )
  ctx = await createTestContext({ WEB_DIST: webDist, PUBLIC_URL: SITE })
}, 180_000)
afterAll(async () => {
  await ctx?.close()
  rmSync(webDist, { recursive: true, force: true })
})

const get = (url: string) => ctx.app.inject({ method: 'GET', url })

/** The part of the page a visitor reads: the text inside #root, tags dropped, entities decoded. */
function rootText(html: string): string {
  const start = html.indexOf('<div id="root"')
  const end = html.indexOf('<script type="application/json" id="ssr-data">')
  expect(start).toBeGreaterThan(-1)
  expect(end).toBeGreaterThan(start)
  return decode(html.slice(start, end).replace(/<[^>]+>/g, ' '))
}
const decode = (s: string) =>
  s
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
const headings = (html: string) =>
  [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) =>
    decode((m[1] ?? '').replace(/<[^>]+>/g, ' ')),
  )
/** The JSON data block the browser hydrates from. */
const ssrData = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="ssr-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '',
  ) as { queries: { queryKey: unknown[]; state: { status: string; data?: unknown } }[] }

describe('public pages arrive rendered', () => {
  it('the landing page: hero heading and text, header and footer, in the HTML', async () => {
    const res = await get('/')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<div id="root" data-ssr>')
    expect(headings(res.body)).toEqual(['Walk into your nursing licensing exam ready to pass.'])
    const text = rootText(res.body)
    expect(text).toContain(
      'Practise with Traditional and Next Generation questions, learn from Canadian RN instructors in live classes, and track your readiness until you are sure.',
    )
    expect(text).toContain('Start preparing')
    // The footer's contact details come from the API, already in the HTML.
    expect(text).toContain('support@nurseready.ca')
    expect(text).toContain('+1 (416) 555-0142')
  })

  it('the course page shows the question bank plans with their prices', async () => {
    const res = await get('/nclex-rn')
    expect(res.statusCode).toBe(200)
    expect(headings(res.body)).toEqual(['NCLEX-RN preparation'])
    const text = rootText(res.body)
    expect(text).toContain('1 Month NCLEX Question Bank 99 CAD 28 days of access')
    expect(text).toContain('3 Months NCLEX Question Bank 149 CAD')
    expect(text).toContain('6 Months NCLEX Question Bank 199 CAD')
    expect(text).not.toContain('Loading plans...')
  })

  it('the blog list shows the newest articles of its page', async () => {
    const first = rootText((await get('/blog')).body)
    expect(first).toContain('How the Next Generation NCLEX Works')
    expect(first).toContain('A Six Week NCLEX Study Plan for Busy Nurses')
    expect(first).toContain('Prioritization Questions Without the Guesswork')
    const second = await get('/blog?page=2')
    expect(second.statusCode).toBe(200)
    expect(headings(second.body)).toEqual(['Blog'])
    expect(rootText(second.body)).not.toContain('How the Next Generation NCLEX Works')
  })

  it('an article: its title and its body in the HTML, its data beside it for hydration', async () => {
    const res = await get('/how-the-next-generation-nclex-works')
    expect(res.statusCode).toBe(200)
    expect(headings(res.body)).toEqual(['How the Next Generation NCLEX Works'])
    const text = rootText(res.body)
    expect(text).toContain('By the NurseReady instructors · November 10, 2026')
    expect(text).toContain(
      'Since April 2023 every NCLEX-RN and NCLEX-PN candidate writes the Next Generation NCLEX (NGN) .',
    )
    expect(text).toContain('What the exam is trying to measure')
    // The article's HTML is in the data block too, with every '<' escaped: nothing in it can
    // close the <script> element.
    const block = /id="ssr-data">([\s\S]*?)<\/script>/.exec(res.body)?.[1] ?? ''
    expect(block).not.toContain('<')
    const article = ssrData(res.body).queries.find((q) =>
      q.queryKey.includes('how-the-next-generation-nclex-works'),
    )
    expect(article?.state.status).toBe('success')
    expect(JSON.stringify(article?.state.data)).toContain('<h2>What the exam is trying to measure')
  })

  it.each([
    ['/login', 'Welcome back'],
    ['/signup', 'Create your account'],
    ['/forgotpassword', 'Reset your password'],
    ['/ContactUs', 'Contact Us'],
    ['/Rexpn', 'REx-PN and CPNRE preparation'],
    ['/nclex-pn', 'NCLEX PN'],
    ['/terms', 'Terms of Service'],
    ['/how-readiness-works', 'How readiness works'],
    ['/compareplans', 'Compare plans'],
  ])('%s arrives with its heading', async (url, h1) => {
    const res = await get(url)
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<div id="root" data-ssr>')
    expect(headings(res.body)).toEqual([h1])
  })

  it('the contact page has the form and the company address', async () => {
    const text = rootText((await get('/ContactUs')).body)
    expect(text).toContain('100 King Street West, Suite 5600, Toronto, ON M5X 1C9, Canada')
    expect((await get('/ContactUs')).body).toMatch(/<form[^>]*>/)
  })

  it('an unknown address: 404 with the not-found page drawn', async () => {
    const res = await get('/no-such-page')
    expect(res.statusCode).toBe(404)
    expect(headings(res.body)).toEqual(["We couldn't find that page"])
    expect(rootText(res.body)).toContain('Blog not found')
    const deeper = await get('/no/such/page')
    expect(deeper.statusCode).toBe(404)
    expect(headings(deeper.body)).toEqual(["We couldn't find that page"])
  })

  it('the student area is not rendered on the server', async () => {
    const res = await get('/dashboard')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<div id="root"></div>')
    expect(res.body).not.toContain('id="ssr-data"')
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js">')
    expect(res.body).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-abc123.css">',
    )
    // No inline script there, so no hash in its CSP.
    expect(res.headers['content-security-policy']).toContain("script-src 'self';")
  })

  it('a rendered public page comes without Cross-Origin-Opener-Policy; the student area, the console and the API keep it', async () => {
    // docs/decisions/0031: the public pages show nobody's account.
    for (const url of ['/', '/login', '/blog', '/no-such-page']) {
      const res = await get(url)
      expect(res.body, url).toContain('<div id="root" data-ssr>')
      expect(res.headers['cross-origin-opener-policy'], url).toBeUndefined()
      // Every other security header stays.
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN')
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin')
    }
    for (const url of ['/dashboard', '/admin', '/admin/users', '/api/health']) {
      const res = await get(url)
      expect(res.body, url).not.toContain('data-ssr')
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin')
    }
  })

  it('the stylesheet and the boot script are inline, the font preloaded, the app modules wait', async () => {
    const res = await get('/')
    // Cut to the page (decision 0033): the body's rule stays, `.hero` (no element has it) goes.
    expect(res.body).toContain('<style>body{margin:0}</style>')
    expect(res.body).not.toContain('rel="stylesheet"')
    expect(res.body).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-wght-normal-Ab12.woff2">',
    )
    expect(res.body).not.toContain('<script type="module"')
    expect(res.body).not.toContain('rel="modulepreload"')
    // The boot script is written after the data block, with the modules it starts.
    expect(res.body).toMatch(
      /<script type="application\/json" id="ssr-data">.*<\/script>\n {4}<script data-entry="\/assets\/index-abc123\.js" data-preload="\/assets\/react-1\.js[^"]*" data-stylesheet="\/assets\/index-abc123\.css">\(\(\)=>\{\}\)\(\)<\/script>\n {2}<\/body>/,
    )
    expect(res.body).not.toContain('hydrate-Cd34.js')
    // The page's head tags are still the server's (docs/decisions/0009).
    expect(res.body).toContain(`<link rel="canonical" href="${SITE}/" data-server-meta>`)
    // The CSP allows that one inline script by its hash (sha256 of `(()=>{})()`), and no other.
    expect(res.headers['content-security-policy']).toContain(
      "script-src 'self' 'sha256-+JUiFHYpIbT2S3PilXs15NFfhr2N9tugMLX51TFoHGc=';",
    )
    expect(res.body.match(/<script(?![^>]*(src=|type="application\/json"))[^>]*>/g)).toHaveLength(1)
  })
})

describe('the inline boot script', () => {
  it('is refused when its text would end the script element early', () => {
    expect(() => bootScript('x="</script><img src=x>"')).toThrow(
      'the boot script cannot be written inline',
    )
    expect(() => bootScript('x="<!--"')).toThrow('the boot script cannot be written inline')
    expect(bootScript('(()=>{})()').hash).toBe(
      "'sha256-+JUiFHYpIbT2S3PilXs15NFfhr2N9tugMLX51TFoHGc='",
    )
  })
})
