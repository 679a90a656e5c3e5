import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import multipart from '@fastify/multipart'
import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../module-deps'
import { libraryAdminRepository } from './library-admin.repository'
import { libraryAdminRoutes } from './library-admin.routes'
import { libraryAdminService } from './library-admin.service'
import { liveAdminRepository } from './live-admin.repository'
import { liveAdminRoutes } from './live-admin.routes'
import { liveAdminService } from './live-admin.service'
import { siteAdminRepository } from './site-admin.repository'
import { siteAdminRoutes } from './site-admin.routes'
import { siteAdminService } from './site-admin.service'
import { transactional } from './transactional'

const MB = 1024 * 1024

/**
 * The admin console's content (/api/admin/...): the library (categories, videos and notes with
 * uploads), live teaching (webinars, live-lecture packages, the lecture schedule) and site content
 * (student videos, study calendar files, contact details). Admins only; writes are audited.
 */
export const adminContentPlugin: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const { database, config, storage, audit, clock, secret } = deps
  // Uploads arrive in a folder beside the media, so storing one locally is a rename.
  const tmpRoot = path.join(config.DATA_DIR, 'uploads')
  await mkdir(tmpRoot, { recursive: true })
  const upload = {
    tmpRoot,
    limits: {
      video: config.UPLOAD_VIDEO_MAX_MB * MB,
      pdf: config.UPLOAD_PDF_MAX_MB * MB,
      image: config.UPLOAD_IMAGE_MAX_MB * MB,
    },
  }
  await app.register(multipart)
  const library = libraryAdminService({
    repo: libraryAdminRepository(database.db),
    transaction: transactional(database.db, libraryAdminRepository),
    audit,
    storage,
    clock,
    secret,
    urlTtlSeconds: config.MEDIA_URL_TTL,
  })
  await app.register(libraryAdminRoutes, { prefix: '/admin', library, ...upload })
  const live = liveAdminService({
    repo: liveAdminRepository(database.db),
    transaction: transactional(database.db, liveAdminRepository),
    audit,
    clock,
  })
  await app.register(liveAdminRoutes, { prefix: '/admin', live })
  const site = siteAdminService({
    repo: siteAdminRepository(database.db),
    transaction: transactional(database.db, siteAdminRepository),
    audit,
    storage,
    clock,
    secret,
    urlTtlSeconds: config.MEDIA_URL_TTL,
  })
  await app.register(siteAdminRoutes, { prefix: '/admin', site, ...upload })
}
