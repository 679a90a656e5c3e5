import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { Readable } from 'node:stream'
import { contentTypeOf, isSafeKey, type MediaStorage } from './storage'

export type S3StorageOptions = {
  bucket: string
  region: string
  /** An S3-compatible endpoint (MinIO, Cloudflare R2, DigitalOcean Spaces...). */
  endpoint?: string
  accessKeyId?: string
  secretAccessKey?: string
  /** bucket in the path (http://host/bucket/key) rather than the host name; MinIO needs it. */
  forcePathStyle?: boolean
}

/**
 * Media in an S3-compatible bucket: what several API processes share. Reads go through the API
 * (GetObject with a Range), so the same signed /media URLs and range streaming work as with the
 * local folder, and the bucket itself stays private.
 */
export async function s3Storage(options: S3StorageOptions): Promise<MediaStorage> {
  // Loaded only when configured: the embedded default never pays for the AWS SDK.
  const { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } =
    await import('@aws-sdk/client-s3')
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  })
  const Bucket = options.bucket
  const checked = (key: string) => {
    if (!isSafeKey(key)) throw new Error('unsafe media key')
    return key
  }
  return {
    kind: 's3',
    async head(key) {
      if (!isSafeKey(key)) return null
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket, Key: key }))
        return {
          size: out.ContentLength ?? 0,
          contentType: out.ContentType || contentTypeOf(key),
        }
      } catch (err) {
        if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404) return null
        throw err
      }
    },
    async read(key, range) {
      const out = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: checked(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      )
      const body = out.Body
      if (body instanceof Readable) return body
      if (!body) return Readable.from([])
      // Outside Node's HTTP handler the body is a web stream.
      return Readable.fromWeb(body.transformToWebStream() as Parameters<typeof Readable.fromWeb>[0])
    },
    async write(key, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checked(key),
          Body: data,
          ContentType: contentType ?? contentTypeOf(key),
        }),
      )
    },
    async writeFile(key, sourcePath, contentType) {
      // A single PutObject streams the file (S3 needs its length up front; 5 GB at most).
      const { size } = await stat(sourcePath)
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checked(key),
          Body: createReadStream(sourcePath),
          ContentLength: size,
          ContentType: contentType ?? contentTypeOf(key),
        }),
      )
    },
  }
}
