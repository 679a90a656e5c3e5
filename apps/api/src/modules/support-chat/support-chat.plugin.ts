import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../module-deps'
import { chatRepository } from './chat.repository'
import { chatRoutes } from './chat.routes'
import { chatService } from './chat.service'
import { chatAdminRoutes } from './chat-admin.routes'
import { createChatEvents } from './chat-events'
import { chatInboxRoutes } from './chat-inbox.routes'
import { inboxFeed } from './chat-inbox-feed'
import { chatStreams, DEFAULT_STREAM_OPTIONS } from './chat-stream'
import { chatTickets } from './chat-tickets'

/**
 * Support chat: the student routes under /chat, the admin routes under /admin/chat, and the
 * live streams (a student's thread; the admins' inbox under /admin/chat/events). Changes travel through Postgres LISTEN/NOTIFY (or in-process on PGlite).
 */
export const supportChatPlugin: FastifyPluginAsync<ModuleDeps> = async (
  app,
  { database, secret, clock, sessionEvents, counters, audit },
) => {
  const events = await createChatEvents(database, app.log)
  const repo = chatRepository(database.db)
  const chat = chatService({ repo, events, log: app.log, audit })
  const streams = chatStreams(
    chat,
    inboxFeed(chat, app.log),
    app.log,
    DEFAULT_STREAM_OPTIONS,
    {
      acquire: (userId, id, now, ttl, max) => repo.acquireStreamLease(userId, id, now, ttl, max),
      renew: (id, expiresAt) => repo.renewStreamLease(id, expiresAt),
      release: (id) => repo.releaseStreamLease(id),
    },
    clock,
  )
  const tickets = chatTickets(secret, clock, counters)
  const inboxTickets = chatTickets(secret, clock, counters, 'chat-inbox')
  // Session revocations (`t:<token hash>` on logout, `u:<user id>` when all of a user's sessions
  // end), from every process: the streams those sessions opened are closed.
  const unsubscribe = sessionEvents.subscribe('*', (key) => {
    // null: the revocation channel dropped and some may be lost; every client reconnects with
    // a fresh ticket, which only a live session gets.
    if (key === null) void streams.closeAll()
    else if (key.startsWith('t:')) streams.closeSession(tickets.sessionTag(key.slice(2)))
    else if (key.startsWith('u:')) streams.closeUser(key.slice(2))
  })
  app.addHook('preClose', async () => {
    unsubscribe()
    await streams.closeAll()
  })
  app.addHook('onClose', async () => events.close())

  await app.register(chatRoutes, { chat, tickets, streams })
  await app.register(chatAdminRoutes, { prefix: '/admin/chat', chat })
  await app.register(chatInboxRoutes, {
    prefix: '/admin/chat',
    chat,
    tickets: inboxTickets,
    streams,
  })
}
