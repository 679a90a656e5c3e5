import { and, asc, count, desc, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { chatMessages, chatStreamLeases, chatThreads, users } from '../../db/schema/index'

export type ThreadRow = typeof chatThreads.$inferSelect
export type MessageRow = typeof chatMessages.$inferSelect
type Sender = MessageRow['sender']

export function chatRepository(db: Db) {
  return {
    /**
     * Takes one of the user's `max` stream slots for `ttlMs`; false when all are held. The
     * per-user advisory lock serialises concurrent opens from every process, so the count and
     * the insert cannot interleave; expired slots (a process that died) are cleared first.
     */
    async acquireStreamLease(
      userId: string,
      id: string,
      nowMs: number,
      ttlMs: number,
      max: number,
    ) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${userId}, 5))`)
        await tx
          .delete(chatStreamLeases)
          .where(and(eq(chatStreamLeases.userId, userId), lte(chatStreamLeases.expiresAt, nowMs)))
        const [held] = await tx
          .select({ n: count() })
          .from(chatStreamLeases)
          .where(eq(chatStreamLeases.userId, userId))
        if ((held?.n ?? 0) >= max) return false
        await tx.insert(chatStreamLeases).values({ id, userId, expiresAt: nowMs + ttlMs })
        return true
      })
    },

    async renewStreamLease(id: string, expiresAt: number) {
      await db.update(chatStreamLeases).set({ expiresAt }).where(eq(chatStreamLeases.id, id))
    },

    async releaseStreamLease(id: string) {
      await db.delete(chatStreamLeases).where(eq(chatStreamLeases.id, id))
    },

    async findThreadByUser(userId: string): Promise<ThreadRow | undefined> {
      const [row] = await db
        .select()
        .from(chatThreads)
        .where(eq(chatThreads.userId, userId))
        .limit(1)
      return row
    },

    async findThread(threadId: string): Promise<ThreadRow | undefined> {
      const [row] = await db.select().from(chatThreads).where(eq(chatThreads.id, threadId)).limit(1)
      return row
    },

    /**
     * Appends a message to the thread of `ownerId` (the student), creating the thread first when
     * `createThread` is set. The seq bump takes the thread's row lock until commit, so messages
     * of one thread commit in seq order: a reader that has seen n has seen everything before n.
     */
    async append(
      input: {
        ownerId: string
        sender: Sender
        authorId: string
        body: string
        createThread: boolean
      },
      after?: (tx: Pick<Db, 'insert'>, message: MessageRow) => Promise<void>,
    ): Promise<MessageRow | undefined> {
      return db.transaction(async (tx) => {
        if (input.createThread) {
          await tx
            .insert(chatThreads)
            .values({ userId: input.ownerId })
            .onConflictDoNothing({ target: chatThreads.userId })
        }
        const [thread] = await tx
          .update(chatThreads)
          .set({
            lastSeq: sql`${chatThreads.lastSeq} + 1`,
            lastMessageAt: sql`now()`,
            // An admin who replies has read the thread.
            ...(input.sender === 'admin' ? { adminReadSeq: sql`${chatThreads.lastSeq} + 1` } : {}),
          })
          .where(eq(chatThreads.userId, input.ownerId))
          .returning({ id: chatThreads.id, seq: chatThreads.lastSeq })
        if (!thread) return undefined
        const [message] = await tx
          .insert(chatMessages)
          .values({
            threadId: thread.id,
            seq: thread.seq,
            sender: input.sender,
            authorId: input.authorId,
            body: input.body,
          })
          .returning()
        // In the same transaction: the admin's audit entry of a reply.
        if (message) await after?.(tx, message)
        return message
      })
    },

    /** The newest `limit` messages before seq `before` (or the newest), oldest first. */
    async listLatest(threadId: string, before: number | undefined, limit: number) {
      const rows = await db
        .select()
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.threadId, threadId),
            before === undefined ? undefined : lt(chatMessages.seq, before),
          ),
        )
        .orderBy(desc(chatMessages.seq))
        .limit(limit + 1)
      const hasMore = rows.length > limit
      return { rows: rows.slice(0, limit).reverse(), hasMore }
    },

    /** Messages of the user's thread after seq `after`, oldest first (the stream's catch-up). */
    async listAfter(ownerId: string, after: number, limit: number): Promise<MessageRow[]> {
      const rows = await db
        .select({ message: chatMessages })
        .from(chatMessages)
        .innerJoin(chatThreads, eq(chatThreads.id, chatMessages.threadId))
        .where(and(eq(chatThreads.userId, ownerId), gt(chatMessages.seq, after)))
        .orderBy(asc(chatMessages.seq))
        .limit(limit)
      return rows.map((r) => r.message)
    },

    /**
     * Threads with their student, latest message and unread count; latest activity first. `only`
     * narrows the list to one thread, by its id or by its student's.
     */
    async listThreads(limit: number, offset: number, only?: { id: string } | { ownerId: string }) {
      const where = !only
        ? undefined
        : 'id' in only
          ? eq(chatThreads.id, only.id)
          : eq(chatThreads.userId, only.ownerId)
      const [rows, [total]] = await Promise.all([
        db
          .select({
            thread: chatThreads,
            student: { id: users.id, name: users.name, email: users.email },
            last: chatMessages,
            unread: sql<number>`(select count(*) from ${chatMessages} unread
              where unread.thread_id = ${chatThreads.id} and unread.sender = 'student'
                and unread.seq > ${chatThreads.adminReadSeq})`.mapWith(Number),
          })
          .from(chatThreads)
          .innerJoin(users, eq(users.id, chatThreads.userId))
          .leftJoin(
            chatMessages,
            and(
              eq(chatMessages.threadId, chatThreads.id),
              eq(chatMessages.seq, chatThreads.lastSeq),
            ),
          )
          .where(where)
          .orderBy(desc(chatThreads.lastMessageAt), asc(chatThreads.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(chatThreads).where(where),
      ])
      return { rows, total: total?.n ?? 0 }
    },

    /** Whether the user is an admin whose account is not disabled (checked when a stream opens). */
    async isActiveAdmin(userId: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.role, 'admin'), isNull(users.disabledAt)))
        .limit(1)
      return row !== undefined
    },

    /** Marks every message of the thread as read by the admins. */
    async markRead(threadId: string) {
      await db
        .update(chatThreads)
        .set({ adminReadSeq: sql`${chatThreads.lastSeq}` })
        .where(eq(chatThreads.id, threadId))
    },
  }
}

export type ChatRepository = ReturnType<typeof chatRepository>
