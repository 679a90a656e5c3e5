import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../module-deps'
import { faqsRoutes } from './faqs.routes'

/** FAQs (/faqs). */
export const faqsPlugin: FastifyPluginAsync<ModuleDeps> = async (app, { database }) => {
  await app.register(faqsRoutes, { db: database.db })
}
