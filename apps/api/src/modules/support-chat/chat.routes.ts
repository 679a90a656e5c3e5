import {
  ZChatMessage,
  ZChatMessageList,
  ZChatMessagesQuery,
  ZChatStreamQuery,
  ZChatStreamTicket,
  ZSendChatMessage,
} from '@nurseready/shared/schemas/chat'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../../lib/errors'
import { currentUser, requireUser } from '../../plugins/auth'
import type { ChatService } from './chat.service'
import { CHAT_TEXTS } from './chat.service'
import type { ChatStreams } from './chat-stream'
import type { ChatTickets } from './chat-tickets'
import { hijackForStream, pathOnly } from './stream-http'

type Options = { chat: ChatService; tickets: ChatTickets; streams: ChatStreams }

/** Messages a student may send per minute. */
const SEND_LIMIT = { max: 20, timeWindow: '1 minute' }
const perUser = (req: FastifyRequest) => req.user?.id ?? req.ip

/** The student's side: their own thread only (no route takes a thread id). */
export const chatRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { chat, tickets, streams },
) => {
  const tags = ['support chat']

  app.get(
    '/chat/messages',
    {
      onRequest: requireUser,
      schema: { tags, querystring: ZChatMessagesQuery, response: { 200: ZChatMessageList } },
    },
    async (req) => chat.listOwn(currentUser(req).id, req.query.before, req.query.limit),
  )

  app.post(
    '/chat/messages',
    {
      onRequest: requireUser,
      config: { rateLimit: { ...SEND_LIMIT, keyGenerator: perUser } },
      schema: { tags, body: ZSendChatMessage, response: { 201: ZChatMessage } },
    },
    async (req, reply) =>
      reply.status(201).send(await chat.sendAsStudent(currentUser(req).id, req.body.body)),
  )

  app.post(
    '/chat/events/ticket',
    {
      onRequest: requireUser,
      config: { rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: perUser } },
      schema: { tags, response: { 200: ZChatStreamTicket } },
    },
    async (req) => tickets.issue(currentUser(req).id, req.sessionTokenHash!),
  )

  app.get(
    '/chat/events',
    {
      logSerializers: { req: pathOnly },
      schema: {
        tags,
        description:
          'Server-Sent Events: each new message of the thread as `id: <seq>` + JSON data. ' +
          'Resumes after the Last-Event-ID header, else after `after`, else from now.',
        querystring: ZChatStreamQuery,
      },
    },
    async (req, reply) => {
      const holder = await tickets.use(req.query.ticket)
      if (!holder) throw new AppError('unauthorized', CHAT_TEXTS.streamExpired)
      const { userId } = holder
      const header = Number(req.headers['last-event-id'])
      const after =
        Number.isInteger(header) && header >= 0
          ? header
          : (req.query.after ?? (await chat.lastSeq(userId)))
      // One of the user's three slots, taken atomically across every process.
      const leaseId = await streams.reserve(userId)
      if (!leaseId) throw new AppError('too_many_requests', CHAT_TEXTS.tooManyStreams)
      if (!hijackForStream(req, reply)) {
        streams.release(leaseId)
        return reply
      }
      streams.start(reply.raw, userId, holder.session, after, leaseId)
    },
  )
}
