import { createHash } from 'node:crypto'
import { DEFAULT_SHARE_IMAGE, SITE_NAME } from '@nurseready/shared/constants/page-meta'
import { escapeHtml } from '../lib/html'

export type HtmlMeta = {
  title: string
  description: string
  /** Absolute canonical URL; omitted for pages that are not indexed. */
  canonical?: string
  /** Absolute image URL for link previews; the site's default card otherwise. */
  image?: string
  type?: 'website' | 'article'
  /**
   * An image the page shows first (an article's cover): preloaded so it paints sooner; with the
   * srcset, sizes and type of the copy the page's <picture> picks (AVIF) when it has them.
   */
  preloadImage?: { href: string; srcset?: string; sizes?: string; type?: string }
  /** The page's own script chunks (see preload.ts), fetched together with the entry. */
  preloadScripts?: string[]
  noindex?: boolean
  publishedAt?: string
}

const TITLE = /<title[^>]*>[\s\S]*?<\/title>/i
const DESCRIPTION = /<meta\s+name="description"[^>]*>/i

/**
 * index.html with this page's title, description, canonical URL, Open Graph and Twitter tags,
 * so crawlers and link previews see them without running JavaScript. Every tag carries
 * `data-server-meta`: the web app removes them at start and renders its own per page.
 */
export function renderIndexHtml(template: string, meta: HtmlMeta, publicUrl: string): string {
  const e = escapeHtml
  const image = meta.image ?? new URL(DEFAULT_SHARE_IMAGE, publicUrl).toString()
  const tags = [
    meta.noindex ? '<meta name="robots" content="noindex" data-server-meta>' : '',
    meta.canonical ? `<link rel="canonical" href="${e(meta.canonical)}" data-server-meta>` : '',
    meta.preloadImage ? imagePreload(meta.preloadImage) : '',
    ...(meta.preloadScripts ?? []).map(
      (src) => `<link rel="modulepreload" crossorigin href="${e(src)}" data-server-meta>`,
    ),
    `<meta property="og:site_name" content="${SITE_NAME}" data-server-meta>`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" data-server-meta>`,
    `<meta property="og:title" content="${e(meta.title)}" data-server-meta>`,
    `<meta property="og:description" content="${e(meta.description)}" data-server-meta>`,
    meta.canonical
      ? `<meta property="og:url" content="${e(meta.canonical)}" data-server-meta>`
      : '',
    `<meta property="og:image" content="${e(image)}" data-server-meta>`,
    meta.publishedAt
      ? `<meta property="article:published_time" content="${e(meta.publishedAt)}" data-server-meta>`
      : '',
    '<meta name="twitter:card" content="summary_large_image" data-server-meta>',
    `<meta name="twitter:title" content="${e(meta.title)}" data-server-meta>`,
    `<meta name="twitter:description" content="${e(meta.description)}" data-server-meta>`,
    `<meta name="twitter:image" content="${e(image)}" data-server-meta>`,
  ].filter(Boolean)

  const title = `<title data-server-meta>${e(meta.title)}</title>`
  const description = `<meta name="description" content="${e(meta.description)}" data-server-meta>`
  let html = TITLE.test(template)
    ? template.replace(TITLE, () => title)
    : template.replace('</head>', () => `${title}</head>`)
  html = DESCRIPTION.test(html)
    ? html.replace(DESCRIPTION, () => description)
    : html.replace('</head>', () => `${description}</head>`)
  return html.replace(/\s*<\/head>/, () => `\n    ${tags.join('\n    ')}\n  </head>`)
}

function imagePreload({ href, srcset, sizes, type }: NonNullable<HtmlMeta['preloadImage']>) {
  const e = escapeHtml
  const set = srcset ? ` imagesrcset="${e(srcset)}" imagesizes="${e(sizes ?? '100vw')}"` : ''
  const t = type ? ` type="${e(type)}"` : ''
  return `<link rel="preload" as="image" href="${e(href)}"${set}${t} fetchpriority="high" data-server-meta>`
}

const ROOT = '<div id="root"></div>'
const STYLESHEET = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/

/** The built app's stylesheet link and file, to inline it into server-rendered pages. */
export function stylesheetOf(template: string): string | undefined {
  return STYLESHEET.exec(template)?.[1]
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)"[^>]*>/g

/**
 * A page the server rendered: its HTML in #root (marked `data-ssr`, so the browser hydrates it),
 * the data it was drawn with as a JSON data block (not a script), and the stylesheet inline
 * instead of linked, so the first paint waits for no other file (`style-src` allows inline
 * styles). The page is readable before any JavaScript runs, so its scripts start later: the entry
 * module and the page's modulepreload list move to the boot script (apps/web/src/hydrate.ts),
 * written inline after #root so that it needs no request of its own and is listening before the
 * first paint; the CSP allows it by its hash (`bootScriptHash`, decision 0030).
 */
export function fillRenderedPage(
  html: string,
  page: { html: string; state: string },
  assets: { css?: string; boot?: string; stylesheet?: string },
): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1]
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1] as string)
  // The inline sheet is cut to the page (critical-css.ts): the whole one loads before React.
  const sheet =
    assets.css !== undefined && assets.stylesheet
      ? ` data-stylesheet="${escapeHtml(assets.stylesheet)}"`
      : ''
  const boot =
    entry && assets.boot
      ? `\n    <script data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(modules.join(' '))}"${sheet}>${assets.boot}</script>`
      : ''
  let out = html.replace(
    ROOT,
    () =>
      `<div id="root" data-ssr>${page.html}</div>\n    <script type="application/json" id="ssr-data">${page.state}</script>${boot}`,
  )
  if (boot) out = out.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, '')
  const { css } = assets
  return css === undefined ? out : out.replace(STYLESHEET, () => `<style>${css}</style>`)
}

/**
 * The boot script's source as it is written inline, and its CSP hash source. The script is the
 * build's own minified file; a `</script` in it would end the element early, so it is refused.
 */
export function bootScript(code: string): { code: string; hash: string } {
  if (/<\/script|<!--/i.test(code)) throw new Error('the boot script cannot be written inline')
  return { code, hash: `'sha256-${createHash('sha256').update(code).digest('base64')}'` }
}

/** The CSP with `script-src` also allowing the inline boot script by its hash. */
export function withScriptHash(csp: string, hash: string): string {
  return csp.replace(
    /(^|;)\s*script-src ([^;]*)/,
    (_, start: string, sources: string) => `${start}script-src ${sources} ${hash}`,
  )
}

/** The latin Inter file every page draws its text with, preloaded so it arrives with the HTML. */
export function withFontPreload(template: string, font: string | undefined): string {
  if (!font) return template
  return template.replace(
    /\s*<\/head>/,
    () =>
      `\n    <link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeHtml(font)}">\n  </head>`,
  )
}
