import type {
  TChatMessage,
  TChatMessageList,
  TChatThreadList,
  TChatThreadSummary,
} from '@nurseready/shared/schemas/chat'
import type { FastifyBaseLogger } from 'fastify'
import { AppError } from '../../lib/errors'
import type { AuditActor, AuditLog } from '../admin/index'
import type { ChatRepository, MessageRow } from './chat.repository'
import type { ChatEvents } from './chat-events'

export const CHAT_TEXTS = {
  threadNotFound: 'Conversation not found.',
  streamExpired: 'This live-update link has expired. Please reconnect.',
  tooManyStreams: 'Live chat is already open in 3 windows. Close one to get live updates here.',
  tooManyInboxStreams:
    'The chat inbox is already live in 3 windows. Close one to get live updates here.',
  ticketMissing: 'Open this stream with a ticket from POST /api/admin/chat/events/ticket.',
} as const

/**
 * The chat bus's keys: a student's user id when their thread has a new message (their own
 * stream and the admins' inbox streams wake), `r:<user id>` when admins read it (only the
 * inbox streams care).
 */
export const readKey = (ownerId: string) => `r:${ownerId}`
export const ownerOfKey = (key: string) => (key.startsWith('r:') ? key.slice(2) : key)

export const THREAD_PAGE_SIZE = 20

export function toChatMessage(m: MessageRow): TChatMessage {
  return {
    id: m.id,
    seq: m.seq,
    sender: m.sender,
    body: m.body,
    createdAt: new Date(m.createdAt).toISOString(),
  }
}

type Deps = {
  repo: ChatRepository
  events: ChatEvents
  log: FastifyBaseLogger
  /** Admin replies are audited. */
  audit?: AuditLog
}

export function chatService({ repo, events, log, audit }: Deps) {
  /** Tells every process's listeners; the message is stored already, so a failure only logs. */
  async function announce(key: string) {
    try {
      await events.publish(key)
    } catch (err) {
      log.error({ err }, 'chat: could not publish a change')
    }
  }

  async function page(threadId: string | undefined, before: number | undefined, limit: number) {
    if (!threadId) return { items: [], hasMore: false } satisfies TChatMessageList
    const { rows, hasMore } = await repo.listLatest(threadId, before, limit)
    return { items: rows.map(toChatMessage), hasMore } satisfies TChatMessageList
  }

  async function summary(threadId: string): Promise<TChatThreadSummary> {
    const { rows } = await repo.listThreads(1, 0, { id: threadId })
    const row = rows[0]
    if (!row) throw new AppError('not_found', CHAT_TEXTS.threadNotFound)
    return toSummary(row)
  }

  return {
    /** The student's own thread: the only one a student can read. */
    async listOwn(userId: string, before: number | undefined, limit: number) {
      return page((await repo.findThreadByUser(userId))?.id, before, limit)
    },

    async sendAsStudent(userId: string, body: string): Promise<TChatMessage> {
      const message = await repo.append({
        ownerId: userId,
        sender: 'student',
        authorId: userId,
        body,
        createThread: true,
      })
      if (!message) throw new Error('chat: the thread was not created')
      await announce(userId)
      return toChatMessage(message)
    },

    /** The stream's catch-up: the user's messages after seq `after`. */
    async messagesAfter(userId: string, after: number, limit: number) {
      return (await repo.listAfter(userId, after, limit)).map(toChatMessage)
    },

    async lastSeq(userId: string) {
      return (await repo.findThreadByUser(userId))?.lastSeq ?? 0
    },

    subscribe: (userId: string, listener: () => void) => events.subscribe(userId, listener),

    /** Every change of every thread (the inbox streams); null after a lost LISTEN connection. */
    subscribeAll: (listener: (key: string | null) => void) => events.subscribe('*', listener),

    /** The summary of a student's thread as the inbox lists it; null before their first message. */
    async summaryOf(ownerId: string): Promise<TChatThreadSummary | null> {
      const { rows } = await repo.listThreads(1, 0, { ownerId })
      return rows[0] ? toSummary(rows[0]) : null
    },

    isActiveAdmin: (userId: string) => repo.isActiveAdmin(userId),

    async listThreads(pageNumber: number, pageSize = THREAD_PAGE_SIZE): Promise<TChatThreadList> {
      const { rows, total } = await repo.listThreads(pageSize, (pageNumber - 1) * pageSize)
      return { items: rows.map(toSummary), total, page: pageNumber, pageSize }
    },

    getThread: summary,

    async listThread(threadId: string, before: number | undefined, limit: number) {
      const thread = await repo.findThread(threadId)
      if (!thread) throw new AppError('not_found', CHAT_TEXTS.threadNotFound)
      return page(thread.id, before, limit)
    },

    async reply(threadId: string, admin: AuditActor, body: string): Promise<TChatMessage> {
      const thread = await repo.findThread(threadId)
      if (!thread) throw new AppError('not_found', CHAT_TEXTS.threadNotFound)
      const message = await repo.append(
        { ownerId: thread.userId, sender: 'admin', authorId: admin.id, body, createThread: false },
        async (tx, m) =>
          audit?.record(
            admin,
            {
              action: 'chat.reply',
              targetType: 'chat_thread',
              targetId: threadId,
              before: null,
              after: { seq: m.seq, body },
            },
            tx,
          ),
      )
      if (!message) throw new AppError('not_found', CHAT_TEXTS.threadNotFound)
      await announce(thread.userId)
      return toChatMessage(message)
    },

    async markRead(threadId: string) {
      const thread = await repo.findThread(threadId)
      if (!thread) throw new AppError('not_found', CHAT_TEXTS.threadNotFound)
      await repo.markRead(threadId)
      // The other admins' inboxes drop the unread count too.
      await announce(readKey(thread.userId))
      return summary(threadId)
    },
  }
}

type ThreadListRow = Awaited<ReturnType<ChatRepository['listThreads']>>['rows'][number]

function toSummary(row: ThreadListRow): TChatThreadSummary {
  return {
    id: row.thread.id,
    student: row.student,
    lastMessage: row.last ? toChatMessage(row.last) : null,
    unreadCount: row.unread,
    updatedAt: new Date(row.thread.lastMessageAt).toISOString(),
  }
}

export type ChatService = ReturnType<typeof chatService>
