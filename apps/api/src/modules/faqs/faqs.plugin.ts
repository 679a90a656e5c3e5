import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../module-deps'
import { faqsRoutes } from './faqs.routes'
import { faqsAdminRepository } from './faqs-admin.repository'
import { faqsAdminRoutes } from './faqs-admin.routes'

/** FAQs (/faqs) and their admin (/admin/faqs). */
export const faqsPlugin: FastifyPluginAsync<ModuleDeps> = async (app, { database, audit }) => {
  await app.register(faqsRoutes, { db: database.db })
  await app.register(faqsAdminRoutes, {
    prefix: '/admin',
    repo: faqsAdminRepository(database.db),
    audit,
  })
}
