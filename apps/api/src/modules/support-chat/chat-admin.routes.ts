import {
  ZChatMessage,
  ZChatMessageList,
  ZChatMessagesQuery,
  ZChatThreadList,
  ZChatThreadSummary,
  ZSendChatMessage,
} from '@nurseready/shared/schemas/chat'
import { ZPageQuery } from '@nurseready/shared/schemas/common'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser, requireAdmin } from '../../plugins/auth'
import { CHAT_TEXTS, type ChatService } from './chat.service'

const ZThreadId = z.object({ id: z.uuid(CHAT_TEXTS.threadNotFound) })

/** The admin side of support chat (the admin screens come with the admin console). */
export const chatAdminRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (
  app,
  { chat },
) => {
  app.addHook('onRequest', requireAdmin)
  const tags = ['support chat (admin)']

  app.get(
    '/threads',
    { schema: { tags, querystring: ZPageQuery, response: { 200: ZChatThreadList } } },
    async (req) => chat.listThreads(req.query.page, req.query.pageSize),
  )

  app.get(
    '/threads/:id',
    { schema: { tags, params: ZThreadId, response: { 200: ZChatThreadSummary } } },
    async (req) => chat.getThread(req.params.id),
  )

  app.get(
    '/threads/:id/messages',
    {
      schema: {
        tags,
        params: ZThreadId,
        querystring: ZChatMessagesQuery,
        response: { 200: ZChatMessageList },
      },
    },
    async (req) => chat.listThread(req.params.id, req.query.before, req.query.limit),
  )

  app.post(
    '/threads/:id/messages',
    {
      schema: { tags, params: ZThreadId, body: ZSendChatMessage, response: { 201: ZChatMessage } },
    },
    async (req, reply) =>
      reply.status(201).send(await chat.reply(req.params.id, currentUser(req), req.body.body)),
  )

  app.post(
    '/threads/:id/read',
    { schema: { tags, params: ZThreadId, response: { 200: ZChatThreadSummary } } },
    async (req) => chat.markRead(req.params.id),
  )
}
