import { z } from 'zod'
import { CHAT_MESSAGE_ERRORS, CHAT_MESSAGE_MAX_LENGTH } from '../domain/chat'
import { ZPage } from './common'

export const ZChatSender = z.enum(['student', 'admin'])
export type TChatSender = z.infer<typeof ZChatSender>

/**
 * One message of a support thread: the student's messages and admin replies (spec "messages"
 * and "reply_messages") in one list. `seq` numbers the thread's messages 1, 2, 3… in time order;
 * the live stream uses it as its event id.
 */
export const ZChatMessage = z.object({
  id: z.string(),
  seq: z.number().int(),
  sender: ZChatSender,
  body: z.string(),
  createdAt: z.string(),
})
export type TChatMessage = z.infer<typeof ZChatMessage>

/** A message to send: trimmed; empty, whitespace-only and over-long texts are refused. */
export const ZSendChatMessage = z.object({
  body: z
    .string({ error: CHAT_MESSAGE_ERRORS.empty })
    .trim()
    .min(1, CHAT_MESSAGE_ERRORS.empty)
    .max(CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGE_ERRORS.tooLong),
})
export type TSendChatMessage = z.infer<typeof ZSendChatMessage>

/** Keyset page of a thread: the newest `limit` messages before `before` (all when absent). */
export const ZChatMessagesQuery = z.object({
  before: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
})
export type TChatMessagesQuery = z.input<typeof ZChatMessagesQuery>

/** Messages oldest first; `hasMore` says older ones exist before the first. */
export const ZChatMessageList = z.object({
  items: z.array(ZChatMessage),
  hasMore: z.boolean(),
})
export type TChatMessageList = z.infer<typeof ZChatMessageList>

/** A short-lived ticket that opens the live stream (EventSource cannot send headers). */
export const ZChatStreamTicket = z.object({
  ticket: z.string(),
  expiresInSeconds: z.number().int(),
})
export type TChatStreamTicket = z.infer<typeof ZChatStreamTicket>

export const ZChatStreamQuery = z.object({
  ticket: z.string().min(1).max(500),
  /** The last message seq the client has; the Last-Event-ID header wins when both are sent. */
  after: z.coerce.number().int().min(0).optional(),
})

/** Admin view of a thread: its student, latest message and unread count. */
export const ZChatThreadSummary = z.object({
  id: z.string(),
  student: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  lastMessage: ZChatMessage.nullable(),
  unreadCount: z.number().int(),
  updatedAt: z.string(),
})
export type TChatThreadSummary = z.infer<typeof ZChatThreadSummary>

export const ZChatThreadList = ZPage(ZChatThreadSummary)
export type TChatThreadList = z.infer<typeof ZChatThreadList>

/** The admin inbox stream's query: its ticket only (it sends state, not a numbered log). */
export const ZChatInboxStreamQuery = ZChatStreamQuery.pick({ ticket: true })

/**
 * One event of the admin inbox stream (each an SSE `data:` line of JSON):
 * - `thread`: a thread changed (a new message from either side, or read by an admin); its whole
 *   summary as the thread list shows it, so an event applied twice or late changes nothing;
 * - `resync`: updates may have been missed (the server lost its LISTEN connection): read again.
 */
export const ZChatInboxEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('thread'), thread: ZChatThreadSummary }),
  z.object({ type: z.literal('resync') }),
])
export type TChatInboxEvent = z.infer<typeof ZChatInboxEvent>
