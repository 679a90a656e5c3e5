import {
  ZCaseStudyDetail,
  ZCaseStudyList,
  ZCaseStudyListQuery,
  ZCaseStudyWrite,
  ZClientNeedCount,
  ZItemCreate,
  ZItemDetail,
  ZItemExport,
  ZItemIdParams,
  ZItemImport,
  ZItemImportResult,
  ZItemList,
  ZItemListQuery,
  ZItemUpdate,
  ZSubject,
  ZSubjectWrite,
  ZTagCount,
} from '@nurseready/shared/schemas/item-bank'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser, requireAdmin } from '../../plugins/auth'
import type { ItemBankService } from './item-bank.service'

/** A 5,000-item JSON file is ~10 MB; a zip travels as base64. */
const IMPORT_BODY_LIMIT = 64 * 1024 * 1024

/**
 * /api/admin/items, /case-studies, /subjects, /client-needs, /item-tags: the question bank
 * (admins only).
 */
export const itemBankRoutes: FastifyPluginAsyncZod<{ items: ItemBankService }> = async (
  app,
  { items },
) => {
  app.addHook('onRequest', requireAdmin)
  const tags = ['admin']
  const ZWritten = z.object({ id: z.uuid(), version: z.number().int().optional() })
  const ZStatus = z.object({ id: z.uuid(), status: z.enum(['published', 'archived']) })

  app.get(
    '/items',
    { schema: { tags, querystring: ZItemListQuery, response: { 200: ZItemList } } },
    async (req) => items.list(req.query),
  )
  app.get(
    '/items/:id',
    { schema: { tags, params: ZItemIdParams, response: { 200: ZItemDetail } } },
    async (req) => items.get(req.params.id),
  )
  app.post(
    '/items',
    { schema: { tags, body: ZItemCreate, response: { 201: ZWritten } } },
    async (req, reply) => {
      reply.code(201)
      return items.create(currentUser(req), req.body)
    },
  )
  app.put(
    '/items/:id',
    { schema: { tags, params: ZItemIdParams, body: ZItemUpdate, response: { 200: ZWritten } } },
    async (req) => items.update(currentUser(req), req.params.id, req.body),
  )
  app.post(
    '/items/:id/publish',
    { schema: { tags, params: ZItemIdParams, response: { 200: ZStatus } } },
    async (req) => items.publish(currentUser(req), req.params.id),
  )
  app.post(
    '/items/:id/archive',
    { schema: { tags, params: ZItemIdParams, response: { 200: ZStatus } } },
    async (req) => items.archive(currentUser(req), req.params.id),
  )
  app.delete('/items/:id', { schema: { tags, params: ZItemIdParams } }, async (req, reply) => {
    await items.remove(currentUser(req), req.params.id)
    return reply.code(204).send()
  })
  app.post(
    '/items/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { tags, body: ZItemImport, response: { 200: ZItemImportResult } },
    },
    async (req) => items.import(currentUser(req), req.body),
  )
  app.post('/items/export', { schema: { tags, body: ZItemExport } }, async (req, reply) => {
    const file = await items.export(req.body)
    return reply
      .header('content-type', file.type)
      .header('content-disposition', `attachment; filename="${file.name}"`)
      .send(file.body)
  })
  app.get(
    '/case-studies',
    { schema: { tags, querystring: ZCaseStudyListQuery, response: { 200: ZCaseStudyList } } },
    async (req) => items.caseStudies(req.query),
  )
  app.get(
    '/case-studies/:id',
    { schema: { tags, params: ZItemIdParams, response: { 200: ZCaseStudyDetail } } },
    async (req) => items.caseStudy(req.params.id),
  )
  app.post(
    '/case-studies',
    { schema: { tags, body: ZCaseStudyWrite, response: { 201: ZWritten } } },
    async (req, reply) => {
      reply.code(201)
      return items.createCaseStudy(currentUser(req), req.body)
    },
  )
  app.put(
    '/case-studies/:id',
    { schema: { tags, params: ZItemIdParams, body: ZCaseStudyWrite, response: { 200: ZWritten } } },
    async (req) => items.updateCaseStudy(currentUser(req), req.params.id, req.body),
  )
  app.post(
    '/case-studies/:id/publish',
    { schema: { tags, params: ZItemIdParams, response: { 200: ZStatus } } },
    async (req) => items.publishCaseStudy(currentUser(req), req.params.id),
  )
  app.post(
    '/case-studies/:id/archive',
    { schema: { tags, params: ZItemIdParams, response: { 200: ZStatus } } },
    async (req) => items.archiveCaseStudy(currentUser(req), req.params.id),
  )
  app.get(
    '/client-needs',
    { schema: { tags, response: { 200: z.array(ZClientNeedCount) } } },
    async () => items.clientNeeds(),
  )
  app.get('/item-tags', { schema: { tags, response: { 200: z.array(ZTagCount) } } }, async () =>
    items.tags(),
  )
  app.get('/subjects', { schema: { tags, response: { 200: z.array(ZSubject) } } }, async () =>
    items.subjects(),
  )
  app.post(
    '/subjects',
    { schema: { tags, body: ZSubjectWrite, response: { 201: ZSubject } } },
    async (req, reply) => {
      reply.code(201)
      return items.createSubject(currentUser(req), req.body)
    },
  )
  app.put(
    '/subjects/:id',
    { schema: { tags, params: ZItemIdParams, body: ZSubjectWrite, response: { 200: ZSubject } } },
    async (req) => items.updateSubject(currentUser(req), req.params.id, req.body),
  )
}
