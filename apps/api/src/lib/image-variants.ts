import {
  COVER_FORMATS,
  COVER_WIDTHS,
  type CoverFormat,
  type CoverWidth,
} from '@nurseready/shared/domain/image-variants'
import sharp from 'sharp'
import type { MediaStorage } from './storage'

/**
 * Blog covers in modern formats at the sizes the pages show (packages/shared/src/domain/
 * image-variants.ts names them): `public/blog/<name>.<ext>` gets `<name>-<width>w.<avif|webp|jpg>`
 * beside it, made with sharp (libvips). Never wider than the original.
 */
const ORIGINAL = /^(public\/blog\/[^/]+)\.(?:jpe?g|png|webp)$/i
const VARIANT = /^(public\/blog\/[^/]+)-(\d+)w\.(avif|webp|jpg)$/
const ORIGINAL_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp']

const CONTENT_TYPES: Record<CoverFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
}

/** One resized copy: AVIF and WebP at qualities that keep photos clean, JPEG by mozjpeg. */
export async function renderVariant(image: Buffer, width: CoverWidth, format: CoverFormat) {
  const resized = sharp(image).rotate().resize({ width, withoutEnlargement: true })
  if (format === 'avif') return resized.avif({ quality: 55, effort: 2 }).toBuffer()
  if (format === 'webp') return resized.webp({ quality: 75 }).toBuffer()
  return resized.jpeg({ quality: 78, mozjpeg: true }).toBuffer()
}

/** Writes every resized copy of a cover just stored under `key` (nothing for other keys). */
export async function writeCoverVariants(storage: MediaStorage, key: string, image: Buffer) {
  const base = ORIGINAL.exec(key)?.[1]
  if (!base) return
  for (const width of COVER_WIDTHS) {
    for (const format of COVER_FORMATS) {
      const data = await renderVariant(image, width, format)
      await storage.write(`${base}-${width}w.${format}`, data, CONTENT_TYPES[format])
    }
  }
}

/**
 * Makes one missing copy from its original, for covers stored before copies were made (and the
 * demo covers, made on first request rather than at every start). True when it now exists.
 */
export function ensureCoverVariant(storage: MediaStorage, key: string): Promise<boolean> {
  // Requests for the same copy at once share one encoding.
  let pending = inFlight.get(key)
  if (!pending) {
    pending = makeVariant(storage, key).finally(() => inFlight.delete(key))
    inFlight.set(key, pending)
  }
  return pending
}
const inFlight = new Map<string, Promise<boolean>>()

async function makeVariant(storage: MediaStorage, key: string): Promise<boolean> {
  const m = VARIANT.exec(key)
  if (!m) return false
  const [, base, w, format] = m as unknown as [string, string, string, CoverFormat]
  const width = Number(w) as CoverWidth
  if (!COVER_WIDTHS.includes(width)) return false
  for (const ext of ORIGINAL_EXTENSIONS) {
    const original = `${base}.${ext}`
    if (!(await storage.head(original))) continue
    const chunks: Buffer[] = []
    for await (const chunk of await storage.read(original)) chunks.push(chunk as Buffer)
    const data = await renderVariant(Buffer.concat(chunks), width, format)
    await storage.write(key, data, CONTENT_TYPES[format])
    return true
  }
  return false
}

/**
 * Media whose key can never point at other bytes: an upload's random UUID name, a demo file named
 * for its content (`blog-2-<the first 16 hex digits of its SHA-256>.jpg`, seed/media), and the
 * copies made from either. Cached for a year; other public media for a day.
 */
export const isImmutableMediaKey = (key: string) =>
  /(^|\/)([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[^/]+-[0-9a-f]{16})(-\d+w)?\.[a-z0-9]+$/i.test(
    key,
  )
