import type { FlashcardDeck } from '@nurseready/shared/domain/flashcards'
import { and, asc, count, desc, eq, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  flashcardReviews,
  flashcardSettings,
  flashcards,
  questions,
  subjects,
} from '../../db/schema/index'
import type { CardColumns } from './scheduler'

export type FlashcardRow = typeof flashcards.$inferSelect
export type ReviewLogRow = typeof flashcardReviews.$inferInsert

/** A card with what its question (if any) shows on the front and back. */
const cardSelect = {
  card: flashcards,
  question: {
    type: questions.type,
    stem: questions.stem,
    options: questions.options,
    answers: questions.answers,
    rows: questions.rows,
    explanation: questions.explanation,
    /** A Next Generation item (null for legacy rows): its card is built from it. */
    item: questions.item,
  },
  subject: subjects.name,
}

export function flashcardsRepository(db: Db) {
  const withQuestion = () =>
    db
      .select(cardSelect)
      .from(flashcards)
      .leftJoin(questions, eq(questions.id, flashcards.questionId))
      .leftJoin(subjects, eq(subjects.id, questions.subjectId))

  const dueNow = (userId: string, now: Date, deck?: FlashcardDeck) =>
    and(
      eq(flashcards.userId, userId),
      eq(flashcards.suspended, false),
      lte(flashcards.due, now),
      deck ? eq(flashcards.deck, deck) : undefined,
    )

  return {
    /**
     * Adds a question's card to a deck, once: a second call finds the first card. Returns the
     * card's id and whether this call created it.
     */
    async addQuestionCard(
      userId: string,
      deck: FlashcardDeck,
      questionId: string,
      state: CardColumns,
      now: Date,
    ) {
      const [row] = await db
        .insert(flashcards)
        .values({ userId, deck, questionId, ...state, createdAt: now })
        .onConflictDoNothing({
          target: [flashcards.userId, flashcards.deck, flashcards.questionId],
        })
        .returning({ id: flashcards.id })
      if (row) return { id: row.id, created: true }
      const [existing] = await db
        .select({ id: flashcards.id })
        .from(flashcards)
        .where(
          and(
            eq(flashcards.userId, userId),
            eq(flashcards.deck, deck),
            eq(flashcards.questionId, questionId),
          ),
        )
      return { id: existing!.id, created: false }
    },

    async addCustomCard(
      userId: string,
      front: string,
      back: string,
      state: CardColumns,
      now: Date,
    ) {
      const [row] = await db
        .insert(flashcards)
        .values({ userId, deck: 'custom', front, back, ...state, createdAt: now })
        .returning({ id: flashcards.id })
      return row!.id
    },

    /** The student's card; another student's id is simply not found. */
    async findCard(userId: string, id: string) {
      const [row] = await withQuestion()
        .where(and(eq(flashcards.id, id), eq(flashcards.userId, userId)))
        .limit(1)
      return row
    },

    async listCards(
      userId: string,
      deck: FlashcardDeck | undefined,
      limit: number,
      offset: number,
    ) {
      const where = and(eq(flashcards.userId, userId), deck ? eq(flashcards.deck, deck) : undefined)
      const [rows, [total]] = await Promise.all([
        withQuestion()
          .where(where)
          .orderBy(desc(flashcards.createdAt), desc(flashcards.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(flashcards).where(where),
      ])
      return { rows, total: total?.n ?? 0 }
    },

    /** The card due longest ago (not suspended), and how many are due now. */
    async nextDue(userId: string, now: Date, deck?: FlashcardDeck) {
      const [rows, [due]] = await Promise.all([
        withQuestion()
          .where(dueNow(userId, now, deck))
          .orderBy(asc(flashcards.due), asc(flashcards.id))
          .limit(1),
        db
          .select({ n: count() })
          .from(flashcards)
          .where(dueNow(userId, now, deck)),
      ])
      return { row: rows[0], dueCount: due?.n ?? 0 }
    },

    /** Per deck: all cards, due now (not suspended), new, suspended. */
    async deckCounts(userId: string, now: Date) {
      const at = sql`${now.toISOString()}::timestamptz`
      return db
        .select({
          deck: flashcards.deck,
          total: count(),
          due: sql<number>`(count(*) filter (where not ${flashcards.suspended} and ${flashcards.due} <= ${at}))::int`,
          new: sql<number>`(count(*) filter (where ${flashcards.state} = 0))::int`,
          suspended: sql<number>`(count(*) filter (where ${flashcards.suspended}))::int`,
        })
        .from(flashcards)
        .where(eq(flashcards.userId, userId))
        .groupBy(flashcards.deck)
    },

    /**
     * Saves a review: the card's new state, only if nobody rated it since it was read (same reps)
     * and it is not suspended, and its log row, in one transaction. False when the card moved on.
     */
    async saveReview(
      userId: string,
      cardId: string,
      expectedReps: number,
      next: CardColumns,
      log: ReviewLogRow,
    ) {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(flashcards)
          .set(next)
          .where(
            and(
              eq(flashcards.id, cardId),
              eq(flashcards.userId, userId),
              eq(flashcards.reps, expectedReps),
              eq(flashcards.suspended, false),
            ),
          )
          .returning({ id: flashcards.id })
        if (updated.length === 0) return false
        await tx.insert(flashcardReviews).values(log)
        return true
      })
    },

    async setSuspended(userId: string, id: string, suspended: boolean) {
      const rows = await db
        .update(flashcards)
        .set({ suspended })
        .where(and(eq(flashcards.id, id), eq(flashcards.userId, userId)))
        .returning({ id: flashcards.id })
      return rows.length > 0
    },

    async deleteCard(userId: string, id: string) {
      const rows = await db
        .delete(flashcards)
        .where(and(eq(flashcards.id, id), eq(flashcards.userId, userId)))
        .returning({ id: flashcards.id })
      return rows.length > 0
    },

    async reviewLog(userId: string, cardId: string) {
      return db
        .select()
        .from(flashcardReviews)
        .where(and(eq(flashcardReviews.userId, userId), eq(flashcardReviews.cardId, cardId)))
        .orderBy(asc(flashcardReviews.reviewedAt))
    },

    async desiredRetention(userId: string): Promise<number | null> {
      const [row] = await db
        .select({ r: flashcardSettings.desiredRetention })
        .from(flashcardSettings)
        .where(eq(flashcardSettings.userId, userId))
      return row?.r ?? null
    },

    async setDesiredRetention(userId: string, desiredRetention: number, now: Date) {
      await db
        .insert(flashcardSettings)
        .values({ userId, desiredRetention, updatedAt: now })
        .onConflictDoUpdate({
          target: flashcardSettings.userId,
          set: { desiredRetention, updatedAt: now },
        })
    },
  }
}

export type FlashcardsRepository = ReturnType<typeof flashcardsRepository>
export type CardWithQuestion = NonNullable<Awaited<ReturnType<FlashcardsRepository['findCard']>>>
