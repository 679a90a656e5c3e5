import type { FastifyPluginAsync } from 'fastify'
import type { Database } from '../../db/client'
import type { Clock } from '../../lib/clock'
import { chatRepository } from './chat.repository'
import { chatRoutes } from './chat.routes'
import { chatService } from './chat.service'
import { chatAdminRoutes } from './chat-admin.routes'
import { createChatEvents } from './chat-events'
import { chatStreams, DEFAULT_STREAM_OPTIONS, type StreamOptions } from './chat-stream'
import { chatTickets } from './chat-tickets'

type Options = {
  database: Database
  secret: string
  clock: Clock
  stream?: Partial<StreamOptions>
}

/**
 * Support chat: the student routes under /chat, the admin routes under /admin/chat, and the
 * live stream. Changes travel through Postgres LISTEN/NOTIFY (or in-process on PGlite).
 */
export const supportChat: FastifyPluginAsync<Options> = async (
  app,
  { database, secret, clock, stream },
) => {
  const events = await createChatEvents(database, app.log)
  const chat = chatService({ repo: chatRepository(database.db), events, log: app.log })
  const streams = chatStreams(chat, app.log, { ...DEFAULT_STREAM_OPTIONS, ...stream })
  app.addHook('preClose', async () => streams.closeAll())
  app.addHook('onClose', async () => events.close())

  await app.register(chatRoutes, { chat, tickets: chatTickets(secret, clock), streams })
  await app.register(chatAdminRoutes, { prefix: '/admin/chat', chat })
}
