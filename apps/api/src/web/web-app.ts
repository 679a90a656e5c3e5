import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import fastifyStatic from '@fastify/static'
import fp from 'fastify-plugin'
import { problem } from '../plugins/errors'
import { canonicalPagePath } from './canonical-path'
import { criticalCss } from './critical-css'
import {
  bootScript,
  fillRenderedPage,
  renderIndexHtml,
  stylesheetOf,
  withFontPreload,
  withScriptHash,
} from './index-html'
import { type ArticleLookup, resolvePage } from './page-meta'
import { assetNamed, pagePreloader } from './preload'
import { pageRenderer } from './ssr'

/** Fast settings: the page is a couple of KB and compressed on every request. */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }

type Options = { webDist: string; publicUrl: string; findArticle: ArticleLookup }

/**
 * Serves the built web app: hashed assets cached for a year (the build's .br/.gz copies when the
 * client accepts them), and index.html for pages, with the page's own title, description,
 * canonical URL and Open Graph tags filled in: 200 for app routes and published articles, 404
 * (the app's not-found page) for anything else; a page path in another letter case answers 301
 * to the spec's spelling.
 */
export const webApp = fp<Options>(async (app, { webDist, publicUrl, findArticle }) => {
  const indexFile = path.join(webDist, 'index.html')
  const hasWeb = existsSync(indexFile)
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
        res.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        )
      },
    })
  }
  const template = withFontPreload(
    hasWeb ? readFileSync(indexFile, 'utf8') : '',
    // The latin file of the Inter variable font, our cut of @fontsource-variable/inter's (0032).
    assetNamed(webDist, /^inter-latin-wght-normal-[\w-]+\.woff2$/),
  )
  const stylesheet = stylesheetOf(template)
  // apps/web/src/hydrate.ts, emitted by a plugin of apps/web/vite.config.ts, written inline.
  const bootFile = assetNamed(webDist, /^hydrate-[\w-]+\.js$/)
  const boot = bootFile ? bootScript(readFileSync(path.join(webDist, bootFile), 'utf8')) : null
  const wholeCss = stylesheet ? readFileSync(path.join(webDist, stylesheet), 'utf8') : undefined
  // Each rendered page inlines the rules its HTML uses; the whole sheet loads with React (0033).
  const cutCss = wholeCss === undefined ? null : criticalCss(wholeCss)
  const preload = pagePreloader(webDist)
  const renderPage = await pageRenderer(app, webDist)

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    if (
      pathname.startsWith('/api/') ||
      pathname === '/api' ||
      !hasWeb ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return problem(reply, 404, 'Not found.')
    }
    // /rexpn, /contactus, /Blog: one URL per page, the spec's spelling (query string kept).
    const canonical = canonicalPagePath(pathname)
    if (canonical) {
      const query = request.url.slice(pathname.length)
      return reply.redirect(`${canonical}${query}`, 301)
    }
    const { status, meta, render } = await resolvePage(pathname, publicUrl, findArticle, preload)
    // Public pages arrive rendered, with their data (docs/decisions/0026); the student area is
    // drawn in the browser.
    const page = render ? await renderPage(request.url) : null
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
    if (page) {
      // A public page is sent without Cross-Origin-Opener-Policy: it shows nobody's account, and
      // the policy made Chromium start a new renderer process for it when the tab came from a
      // page without one (docs/decisions/0031). The student area's and the console's pages keep
      // it, and the app loads one of those before it shows an account (app/router.tsx).
      reply.raw.removeHeader('cross-origin-opener-policy')
    }
    // The rendered page's inline boot script, allowed by its hash and by nothing else.
    const csp = reply.raw.getHeader('content-security-policy')
    if (page && boot && typeof csp === 'string')
      reply.header('content-security-policy', withScriptHash(csp, boot.hash))
    // @fastify/compress does not hook the not-found handler: the page is compressed here.
    const shell = renderIndexHtml(template, meta, publicUrl)
    const css = page && cutCss ? await cutCss(shell + page.html) : undefined
    const html = Buffer.from(
      page ? fillRenderedPage(shell, page, { css, boot: boot?.code, stylesheet }) : shell,
    )
    const accepts = String(request.headers['accept-encoding'] ?? '')
    if (/\bbr\b/.test(accepts))
      return reply.header('content-encoding', 'br').send(brotliCompressSync(html, BROTLI))
    if (/\bgzip\b/.test(accepts))
      return reply.header('content-encoding', 'gzip').send(gzipSync(html))
    return reply.send(html)
  })
})
