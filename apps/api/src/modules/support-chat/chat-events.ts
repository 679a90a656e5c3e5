import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client'
import { createEventBus, type EventBus } from '../../lib/event-bus'

/**
 * "Something changed in this student's thread": the only event, keyed by the thread owner's user
 * id (a thread may not exist yet when one listens). Listeners then read what is new from the
 * database, so a lost, doubled or reordered notification cannot lose or double a message; after
 * a lost LISTEN connection every listener is woken to re-read.
 */
export type ChatEvents = EventBus

export const CHAT_CHANNEL = 'nr_chat'

export function createChatEvents(database: Database, log: FastifyBaseLogger): Promise<ChatEvents> {
  return createEventBus(database, CHAT_CHANNEL, log)
}
