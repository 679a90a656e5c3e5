import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../module-deps'
import { devRoutes } from './dev.routes'

/** Development only: the outbox page, when DEV_OUTBOX_PAGE is on and mail goes to the outbox. */
export const devPlugin: FastifyPluginAsync<ModuleDeps> = async (app, { config, mailer }) => {
  if (config.DEV_OUTBOX_PAGE && mailer.kind === 'outbox')
    await app.register(devRoutes, { dataDir: config.DATA_DIR })
}
