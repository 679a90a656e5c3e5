import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import path from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import {
  ADMIN_CONTENT_TEXTS as T,
  UPLOAD_KINDS,
  type UploadKind,
} from '@nurseready/shared/schemas/admin-content'
import type { FastifyRequest } from 'fastify'
import { AppError } from '../../lib/errors'
import type { MediaStorage } from '../../lib/storage'
import { readMp4Duration } from './mp4-duration'

/** The upload limits in bytes per kind (from config: UPLOAD_*_MAX_MB). */
export type UploadLimits = Record<UploadKind, number>

/** A file field a route accepts. */
export type FileRule = { kind: UploadKind; required: boolean }

/** A file received to a temporary path, checked by its first bytes. */
export type ReceivedFile = {
  path: string
  size: number
  /** The type its content shows (not the one the browser claimed). */
  contentType: string
  extension: string
  /** Seconds, read from an MP4's movie header; null for other files or when unreadable. */
  durationSeconds: number | null
}

/** Signatures of the accepted types: [content type, extension, test on the first 16 bytes]. */
const SIGNATURES: [string, string, (b: Buffer) => boolean][] = [
  ['video/mp4', 'mp4', (b) => b.subarray(4, 8).toString('latin1') === 'ftyp'],
  ['video/webm', 'webm', (b) => b.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))],
  ['application/pdf', 'pdf', (b) => b.subarray(0, 5).toString('latin1') === '%PDF-'],
  ['image/jpeg', 'jpg', (b) => b.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))],
  ['image/png', 'png', (b) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'))],
  [
    'image/webp',
    'webp',
    (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString() === 'WEBP',
  ],
]

/** The accepted type a file's first bytes show, if any. */
export function sniff(head: Buffer, kind: UploadKind): { type: string; extension: string } | null {
  const allowed: readonly string[] = UPLOAD_KINDS[kind].types
  for (const [type, extension, test] of SIGNATURES) {
    if (allowed.includes(type) && head.length >= 12 && test(head)) return { type, extension }
  }
  return null
}

const MB = 1024 * 1024
const tooLarge = (kind: UploadKind, limits: UploadLimits) =>
  new AppError('payload_too_large', T.tooLarge(UPLOAD_KINDS[kind].label, limits[kind] / MB))
const wrongType = (kind: UploadKind) =>
  new AppError('unsupported_media_type', T.wrongType(UPLOAD_KINDS[kind].label))

/**
 * Counts the bytes going through and checks the first ones: fails with 413 past `max` bytes and
 * with 415 when the start of the file is not of the expected kind, so a wrong or oversized file
 * is refused while it streams, not after it was stored.
 */
function guard(kind: UploadKind, limits: UploadLimits, found: { head: Buffer; size: number }) {
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      found.size += chunk.length
      if (found.size > limits[kind]) return done(tooLarge(kind, limits))
      if (found.head.length < 16) {
        found.head = Buffer.concat([found.head, chunk]).subarray(0, 16)
        if (found.head.length >= 16 && !sniff(found.head, kind)) return done(wrongType(kind))
      }
      done(null, chunk)
    },
  })
}

/**
 * Reads a multipart/form-data request: text fields into an object, each file of `rules` streamed
 * to a temporary file (never held in memory), limited by type and size. Call `cleanup()` when done
 * (the stored files were moved or copied by then).
 */
export async function receiveMultipart(
  req: FastifyRequest,
  rules: Record<string, FileRule>,
  limits: UploadLimits,
  tmpRoot: string,
) {
  if (!req.isMultipart()) throw new AppError('unsupported_media_type', T.notMultipart)
  // Refuse at once a body larger than every allowed file together (plus room for the fields).
  const ceiling = Object.values(rules).reduce((n, r) => n + limits[r.kind], MB)
  if (Number(req.headers['content-length'] ?? 0) > ceiling) {
    // Named after the form's main file (the first rule: the video, the PDF).
    throw tooLarge(Object.values(rules)[0]!.kind, limits)
  }
  const dir = await mkdtemp(path.join(tmpRoot, 'upload-'))
  const fields: Record<string, string> = {}
  const files: Record<string, ReceivedFile> = {}
  const cleanup = () => rm(dir, { recursive: true, force: true })
  try {
    const parts = req.parts({
      limits: {
        fileSize: Math.max(...Object.values(rules).map((r) => limits[r.kind])) + 1,
        files: Object.keys(rules).length,
        fields: 30,
        fieldSize: 10_000,
      },
    })
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value)
        continue
      }
      const rule = rules[part.fieldname]
      if (!rule) {
        part.file.resume()
        throw new AppError('bad_request', T.unknownField(part.fieldname))
      }
      // An empty file input arrives as a part with no name and no bytes: no file chosen.
      if (!part.filename) {
        part.file.resume()
        continue
      }
      const claimed = part.mimetype.toLowerCase()
      const allowed: readonly string[] = UPLOAD_KINDS[rule.kind].types
      if (!allowed.includes(claimed) && claimed !== 'application/octet-stream') {
        part.file.resume()
        throw wrongType(rule.kind)
      }
      const found = { head: Buffer.alloc(0), size: 0 }
      const target = path.join(dir, randomUUID())
      await pipeline(part.file, guard(rule.kind, limits, found), createWriteStream(target))
      const type = sniff(found.head, rule.kind)
      if (!type) throw wrongType(rule.kind)
      const durationSeconds = type.type === 'video/mp4' ? await readMp4Duration(target) : null
      if (type.type === 'video/mp4' && durationSeconds === null) throw wrongType(rule.kind)
      files[part.fieldname] = {
        path: target,
        size: found.size,
        contentType: type.type,
        extension: type.extension,
        durationSeconds,
      }
    }
    for (const [name, rule] of Object.entries(rules)) {
      if (rule.required && !files[name])
        throw new AppError(
          'bad_request',
          T.fileRequired(UPLOAD_KINDS[rule.kind].label),
          {},
          {
            [name]: [T.fileRequired(UPLOAD_KINDS[rule.kind].label)],
          },
        )
    }
  } catch (err) {
    await cleanup()
    throw err
  }
  return { fields, files, cleanup }
}

/** Moves a received file into the media store under `<prefix>/<uuid>.<ext>`; returns the key. */
export async function storeUpload(storage: MediaStorage, prefix: string, file: ReceivedFile) {
  const key = `${prefix}/${randomUUID()}.${file.extension}`
  await storage.writeFile(key, file.path, file.contentType)
  return key
}
