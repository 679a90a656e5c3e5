/**
 * Blog covers in modern formats at the sizes shown (issue 16). For a cover stored at
 * `/media/public/blog/<name>.<jpg|jpeg|png|webp>` the API serves resized copies beside it at
 * `/media/public/blog/<name>-<width>w.<avif|webp|jpg>`, made with sharp when the cover is uploaded
 * (or on first request for an older one); the web app lists them in <picture> srcsets.
 */
export const COVER_WIDTHS = [400, 800] as const
export const COVER_FORMATS = ['avif', 'webp', 'jpg'] as const
export type CoverWidth = (typeof COVER_WIDTHS)[number]
export type CoverFormat = (typeof COVER_FORMATS)[number]

const ORIGINAL = /^(\/media\/public\/blog\/[^/?#]+)\.(?:jpe?g|png|webp)$/i

/** The URL of one resized copy, or null for an image that has none (another address, an SVG). */
export function coverVariantUrl(src: string, width: CoverWidth, format: CoverFormat) {
  const base = ORIGINAL.exec(src)?.[1]
  return base ? `${base}-${width}w.${format}` : null
}

/** `srcset` of a cover in one format ('…-400w.avif 400w, …-800w.avif 800w'), or null. */
export function coverSrcset(src: string, format: CoverFormat): string | null {
  const urls = COVER_WIDTHS.map((w) => coverVariantUrl(src, w, format))
  if (urls.some((u) => u === null)) return null
  return urls.map((u, i) => `${u} ${COVER_WIDTHS[i]}w`).join(', ')
}

/** The `sizes` of the covers as the pages lay them out (blog cards; an article's cover). */
export const COVER_SIZES = {
  card: '(min-width: 1280px) 18rem, (min-width: 640px) 50vw, 100vw',
  article: '(min-width: 56rem) 53rem, 100vw',
} as const
