import { createReadStream } from 'node:fs'
import { copyFile, mkdir, rename, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'

export type ByteRange = { start: number; end: number }
export type ObjectInfo = { size: number; contentType: string }

/**
 * Where media files live. Keys are relative paths such as `videos/ecg-basics.mp4`; keys under
 * `public/` are open to everyone, all others are served only through signed URLs.
 */
export type MediaStorage = {
  kind: 'local' | 's3'
  head(key: string): Promise<ObjectInfo | null>
  /** The object's bytes, or just `range` (inclusive) of them. */
  read(key: string, range?: ByteRange): Promise<Readable>
  write(key: string, data: Buffer, contentType?: string): Promise<void>
  /**
   * Stores the file at `sourcePath` (an upload received to a temporary file) under `key`,
   * streamed rather than read into memory; the source may be moved away.
   */
  writeFile(key: string, sourcePath: string, contentType?: string): Promise<void>
}

const TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
}
export const contentTypeOf = (key: string) =>
  TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream'

/** A key is a plain relative path: no `..`, no absolute paths, no backslashes or NULs. */
export function isSafeKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= 512 &&
    !key.startsWith('/') &&
    !/[\\\0]/.test(key) &&
    key.split('/').every((part) => part !== '' && part !== '.' && part !== '..')
  )
}

/** Files under DATA_DIR/media (the embedded default). */
export function localStorage(root: string): MediaStorage {
  const file = (key: string) => {
    if (!isSafeKey(key)) throw new Error('unsafe media key')
    return path.join(root, key)
  }
  return {
    kind: 'local',
    async head(key) {
      if (!isSafeKey(key)) return null
      const s = await stat(file(key)).catch(() => null)
      return s?.isFile() ? { size: s.size, contentType: contentTypeOf(key) } : null
    },
    async read(key, range) {
      return createReadStream(file(key), range ? { start: range.start, end: range.end } : {})
    },
    async write(key, data) {
      await mkdir(path.dirname(file(key)), { recursive: true })
      await writeFile(file(key), data)
    },
    async writeFile(key, sourcePath) {
      const target = file(key)
      await mkdir(path.dirname(target), { recursive: true })
      // A rename when both are on one file system, else a copy (the source is temporary).
      await rename(sourcePath, target).catch(async (err: NodeJS.ErrnoException) => {
        if (err.code !== 'EXDEV') throw err
        await copyFile(sourcePath, target)
      })
    },
  }
}
