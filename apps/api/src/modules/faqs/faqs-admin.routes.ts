import {
  ZAdminFaq,
  ZAdminFaqList,
  ZFaqInput,
  ZFaqOrder,
  ZFaqParams,
} from '@nurseready/shared/schemas/faqs'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../../lib/errors'
import { currentUser, requireAdmin } from '../../plugins/auth'
import type { AuditLog } from '../admin/index'
import type { FaqsAdminRepository } from './faqs-admin.repository'

export const FAQ_ADMIN_TEXTS = {
  notFound: 'FAQ not found.',
  badOrder: 'The new order must list every FAQ exactly once.',
} as const

/** /api/admin/faqs: list, create, edit, delete and reorder (each write audited). */
export const faqsAdminRoutes: FastifyPluginAsyncZod<{
  repo: FaqsAdminRepository
  audit: AuditLog
}> = async (app, { repo, audit }) => {
  app.addHook('onRequest', requireAdmin)
  const tags = ['faqs', 'admin']
  const record =
    (
      req: Parameters<typeof currentUser>[0],
      action: string,
      before: Record<string, unknown> | null,
      after: Record<string, unknown> | null,
    ) =>
    (tx: Parameters<AuditLog['record']>[2], id: string) =>
      audit.record(currentUser(req), { action, targetType: 'faq', targetId: id, before, after }, tx)

  app.get('/faqs', { schema: { tags, response: { 200: ZAdminFaqList } } }, async () => ({
    items: await repo.all(),
  }))

  app.post(
    '/faqs',
    { schema: { tags, body: ZFaqInput, response: { 201: ZAdminFaq } } },
    async (req, reply) =>
      reply
        .status(201)
        .send(await repo.insert(req.body, record(req, 'faq.create', null, req.body))),
  )

  app.put(
    '/faqs/order',
    { schema: { tags, body: ZFaqOrder, response: { 200: ZAdminFaqList } } },
    async (req) => {
      const current = await repo.all()
      const ids = req.body.ids
      const known = new Set(current.map((f) => f.id))
      if (
        ids.length !== known.size ||
        new Set(ids).size !== ids.length ||
        ids.some((id) => !known.has(id))
      )
        throw new AppError('bad_request', FAQ_ADMIN_TEXTS.badOrder)
      await repo.reorder(
        ids,
        record(req, 'faq.reorder', { ids: current.map((f) => f.id) }, { ids }),
      )
      return { items: await repo.all() }
    },
  )

  app.put(
    '/faqs/:id',
    { schema: { tags, params: ZFaqParams, body: ZFaqInput, response: { 200: ZAdminFaq } } },
    async (req) => {
      const before = await repo.find(req.params.id)
      if (!before) throw new AppError('not_found', FAQ_ADMIN_TEXTS.notFound)
      const row = await repo.update(
        req.params.id,
        req.body,
        record(req, 'faq.update', { question: before.question, answer: before.answer }, req.body),
      )
      if (!row) throw new AppError('not_found', FAQ_ADMIN_TEXTS.notFound)
      return row
    },
  )

  app.delete('/faqs/:id', { schema: { tags, params: ZFaqParams } }, async (req, reply) => {
    const before = await repo.find(req.params.id)
    if (!before) throw new AppError('not_found', FAQ_ADMIN_TEXTS.notFound)
    const removed = await repo.remove(
      req.params.id,
      record(req, 'faq.delete', { question: before.question, answer: before.answer }, null),
    )
    if (!removed) throw new AppError('not_found', FAQ_ADMIN_TEXTS.notFound)
    return reply.status(204).send()
  })
}
