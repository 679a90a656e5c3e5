import { ZChatInboxStreamQuery, ZChatStreamTicket } from '@nurseready/shared/schemas/chat'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../../lib/errors'
import { currentUser, requireAdmin } from '../../plugins/auth'
import { CHAT_TEXTS, type ChatService } from './chat.service'
import type { ChatStreams } from './chat-stream'
import type { ChatTickets } from './chat-tickets'
import { hijackForStream, pathOnly } from './stream-http'

type Options = { chat: ChatService; tickets: ChatTickets; streams: ChatStreams }

/**
 * The stream authenticates with its ticket (EventSource sends no header). Without one it is
 * an admin route like the others: no token 401, a student 403, and an admin is told to get a
 * ticket (401), so nobody learns more by leaving the ticket out.
 */
async function ticketOrAdmin(req: FastifyRequest) {
  const { ticket } = (req.query ?? {}) as { ticket?: unknown }
  if (typeof ticket === 'string' && ticket !== '') return
  await requireAdmin(req)
  throw new AppError('unauthorized', CHAT_TEXTS.ticketMissing)
}

/** The admins' live inbox: /api/admin/chat/events (see docs/decisions/0029). */
export const chatInboxRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { chat, tickets, streams },
) => {
  const tags = ['support chat (admin)']

  app.post(
    '/events/ticket',
    {
      onRequest: requireAdmin,
      config: {
        rateLimit: {
          max: 60,
          timeWindow: '1 minute',
          keyGenerator: (req: FastifyRequest) => req.user?.id ?? req.ip,
        },
      },
      schema: { tags, response: { 200: ZChatStreamTicket } },
    },
    async (req) => tickets.issue(currentUser(req).id, req.sessionTokenHash!),
  )

  app.get(
    '/events',
    {
      onRequest: ticketOrAdmin,
      logSerializers: { req: pathOnly },
      schema: {
        tags,
        description:
          'Server-Sent Events for the admin inbox: `data:` JSON `{type:"thread",thread}` with the ' +
          'summary of every thread that changes (a new message from either side, or read), or ' +
          '`{type:"resync"}` when changes may have been missed. Ticket from POST /api/admin/chat/events/ticket.',
        querystring: ZChatInboxStreamQuery,
      },
    },
    async (req, reply) => {
      const holder = await tickets.use(req.query.ticket)
      if (!holder) throw new AppError('unauthorized', CHAT_TEXTS.streamExpired)
      // Demoted or disabled since the ticket was issued: no more inbox.
      if (!(await chat.isActiveAdmin(holder.userId)))
        throw new AppError('forbidden', 'Administrators only.')
      const leaseId = await streams.reserve(holder.userId)
      if (!leaseId) throw new AppError('too_many_requests', CHAT_TEXTS.tooManyInboxStreams)
      if (!hijackForStream(req, reply)) {
        streams.release(leaseId)
        return reply
      }
      streams.startInbox(reply.raw, holder.userId, holder.session, leaseId)
    },
  )
}
