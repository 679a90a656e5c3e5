import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../module-deps'
import { mediaRoutes } from './media.routes'

/** Media files (/media/*), with range requests; private keys need a signed link. */
export const mediaPlugin: FastifyPluginAsync<ModuleDeps> = async (
  app,
  { storage, secret, clock },
) => {
  await app.register(mediaRoutes, { storage, secret, clock })
}
