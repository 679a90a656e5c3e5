import type * as xssModule from 'xss'
import xss from 'xss'

// xss is CommonJS: take its members from the default export (named ESM imports fail at run time).
const { FilterXSS, safeAttrValue } = xss as unknown as typeof xssModule

/**
 * Sanitizes admin-written HTML (question stems, explanations, blog content) on save: an
 * allowlist of text-formatting tags, no scripts, styles, event handlers or javascript: links.
 */
const filter = new FilterXSS({
  whiteList: {
    p: [],
    br: [],
    strong: [],
    b: [],
    em: [],
    i: [],
    u: [],
    sub: [],
    sup: [],
    ul: [],
    ol: [],
    li: [],
    h2: [],
    h3: [],
    h4: [],
    blockquote: [],
    table: [],
    thead: [],
    tbody: [],
    tr: [],
    th: ['scope'],
    td: [],
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height'],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object'],
  safeAttrValue(tag, name, value, cssFilter) {
    if ((name === 'href' || name === 'src') && !/^(https?:|\/|#|mailto:)/i.test(value.trim()))
      return ''
    return safeAttrValue(tag, name, value, cssFilter)
  },
})

export function sanitizeHtml(html: string): string {
  return filter.process(html).trim()
}

/** Escapes text for HTML content and quoted attribute values (and XML: the sitemap). */
export const escapeHtml = (s: string) =>
  s
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
