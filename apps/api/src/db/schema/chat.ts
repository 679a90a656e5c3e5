import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * One support thread per student. `lastSeq` numbers the thread's messages 1, 2, 3…: it is
 * bumped under the row lock of the insert's transaction, so within a thread the numbers commit
 * in order, and "everything after n" is an exact resume point for the live stream.
 */
export const chatThreads = pgTable(
  'chat_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastSeq: integer('last_seq').notNull().default(0),
    /** The last student message an admin has read (unread = student messages after it). */
    adminReadSeq: integer('admin_read_seq').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_threads_last_message_idx').on(t.lastMessageAt)],
)

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => chatThreads.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    sender: text('sender', { enum: ['student', 'admin'] }).notNull(),
    /** Who wrote it (the student, or the replying admin); kept if that account is removed. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_thread_seq_idx').on(t.threadId, t.seq),
    check('chat_messages_sender_check', sql`${t.sender} in ('student', 'admin')`),
    check('chat_messages_body_check', sql`char_length(${t.body}) between 1 and 2000`),
  ],
)

/**
 * Open live-chat streams, one row per stream, shared by every API process: a user holds at most
 * three. Each process renews its streams' rows on every keep-alive and deletes them when the
 * stream ends; a row whose process died expires (expires_at, epoch ms) a minute later.
 */
export const chatStreamLeases = pgTable(
  'chat_stream_leases',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('chat_stream_leases_user_idx').on(t.userId)],
)
