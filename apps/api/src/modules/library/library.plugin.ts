import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../module-deps'
import { libraryRepository } from './library.repository'
import { libraryRoutes } from './library.routes'
import { libraryService } from './library.service'

/** The library: videos, notes and the study calendar; paid files only for entitled students. */
export const libraryPlugin: FastifyPluginAsync<ModuleDeps> = async (
  app,
  { database, clock, secret, config, billing },
) => {
  const library = libraryService({
    repo: libraryRepository(database.db),
    clock,
    secret,
    urlTtlSeconds: config.MEDIA_URL_TTL,
    isSubscribed: (userId, now) => billing.isEntitled(userId, 'plan', now),
  })
  await app.register(libraryRoutes, { library })
}
