import path from 'node:path'
import type { Config } from '../config'
import { localStorage, type MediaStorage } from './storage'

/** The media storage the configuration names: MEDIA_STORAGE=local (default) or s3. */
export async function storageFromConfig(config: Config): Promise<MediaStorage> {
  if (config.MEDIA_STORAGE === 'local') return localStorage(path.join(config.DATA_DIR, 'media'))
  const { s3Storage } = await import('./s3-storage')
  return s3Storage({
    bucket: config.S3_BUCKET!,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  })
}
