import { createHash } from 'node:crypto'
import { PurgeCSS } from 'purgecss'
import purgeFromHtml from 'purgecss-from-html'

/** The rules a rendered page needs from the public stylesheet, for its HTML. */
export type CriticalCss = (html: string) => Promise<string>

const sorted = (values: Iterable<string>) => [...new Set(values)].sort().join(' ')

/**
 * The public stylesheet cut to one rendered page (docs/decisions/0033): PurgeCSS keeps the rules
 * whose selectors can match the page's tags, classes, ids and attributes, read by its HTML
 * extractor (`md:grid-cols-2` and `aria-[current=page]:…` are class names to it), and keeps
 * @font-face, keyframes and custom properties whole. The page inlines the cut; the whole sheet
 * loads before React starts (apps/web/src/hydrate.ts), so what React draws later is styled.
 *
 * A page's cut depends only on what its HTML contains, and pages repeat (the landing page is the
 * same for everyone; the blog list differs by its articles, not by its markup), so cuts are kept
 * by that content, the `max` most recently used. A cut that fails (never seen) falls back to
 * the whole sheet: the page is then as before, larger but styled.
 */
export function criticalCss(css: string, max = 200): CriticalCss {
  const cuts = new Map<string, Promise<string>>()
  return (html) => {
    const found = purgeFromHtml(html)
    const key = createHash('sha256')
      .update(
        [
          sorted(found.tags),
          sorted(found.classes),
          sorted(found.ids),
          sorted(found.attributes.names),
          sorted(found.attributes.values),
        ].join('\n'),
      )
      .digest('base64url')
    const known = cuts.get(key)
    if (known) {
      cuts.delete(key)
      cuts.set(key, known)
      return known
    }
    const cut = new PurgeCSS()
      .purge({
        content: [{ raw: html, extension: 'html' }],
        css: [{ raw: css }],
        extractors: [{ extractor: () => found, extensions: ['html'] }],
        fontFace: false,
        keyframes: false,
        variables: false,
      })
      .then(
        ([result]) => result?.css ?? css,
        () => css,
      )
    cuts.set(key, cut)
    if (cuts.size > max) cuts.delete(cuts.keys().next().value as string)
    return cut
  }
}
