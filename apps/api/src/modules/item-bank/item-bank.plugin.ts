import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../module-deps'
import { itemBankRepository } from './item-bank.repository'
import { itemBankRoutes } from './item-bank.routes'
import { itemBankService } from './item-bank.service'

/** The admin question bank (issue 15 §2): items, versions, statistics, import/export, subjects. */
export const itemBankPlugin: FastifyPluginAsync<ModuleDeps> = async (
  app,
  { database, clock, audit },
) => {
  const items = itemBankService({ repo: itemBankRepository(database.db), audit, clock })
  await app.register(itemBankRoutes, { prefix: '/admin', items })
}
