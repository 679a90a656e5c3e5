import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { questions } from './question-bank'
import { users } from './users'

/**
 * A student's flashcards (decision 0019). A card is either a question's (front: its stem; back:
 * its answer and rationale, read from the question) or written by the student (front/back text).
 * The FSRS memory state is ts-fsrs's Card, one column per field, so a review is one UPDATE and
 * "due now" is an index range scan.
 */
export const flashcards = pgTable(
  'flashcards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deck: text('deck', { enum: ['mistakes', 'questions', 'custom'] }).notNull(),
    questionId: uuid('question_id').references(() => questions.id, { onDelete: 'cascade' }),
    front: text('front'),
    back: text('back'),
    suspended: boolean('suspended').notNull().default(false),
    // ts-fsrs Card
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull().default(0),
    difficulty: doublePrecision('difficulty').notNull().default(0),
    elapsedDays: integer('elapsed_days').notNull().default(0),
    scheduledDays: integer('scheduled_days').notNull().default(0),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
    state: smallint('state').notNull().default(0),
    lastReview: timestamp('last_review', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A question joins each of a student's decks at most once (the mistakes deck: idempotent).
    uniqueIndex('flashcards_user_deck_question_idx').on(t.userId, t.deck, t.questionId),
    index('flashcards_user_due_idx').on(t.userId, t.due),
    check('flashcards_deck_check', sql`${t.deck} in ('mistakes', 'questions', 'custom')`),
    check(
      'flashcards_source_check',
      sql`(${t.questionId} is not null) or (${t.front} is not null and ${t.back} is not null)`,
    ),
    check('flashcards_state_check', sql`${t.state} between 0 and 3`),
  ],
)

/**
 * Every rating, with the card's state before and after: the review history FSRS optimisers
 * read (rating, state, elapsed days, scheduled days, review time), kept for re-optimising.
 */
export const flashcardReviews = pgTable(
  'flashcard_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => flashcards.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ts-fsrs Rating: 1 again, 2 hard, 3 good, 4 easy. */
    rating: smallint('rating').notNull(),
    stateBefore: smallint('state_before').notNull(),
    stateAfter: smallint('state_after').notNull(),
    dueBefore: timestamp('due_before', { withTimezone: true }).notNull(),
    dueAfter: timestamp('due_after', { withTimezone: true }).notNull(),
    stabilityBefore: doublePrecision('stability_before').notNull(),
    difficultyBefore: doublePrecision('difficulty_before').notNull(),
    stabilityAfter: doublePrecision('stability_after').notNull(),
    difficultyAfter: doublePrecision('difficulty_after').notNull(),
    /** Days since the previous review (0 for the first), as ts-fsrs's log counts them. */
    elapsedDays: integer('elapsed_days').notNull(),
    lastElapsedDays: integer('last_elapsed_days').notNull(),
    /** The interval this review scheduled (days; 0 while in (re)learning steps). */
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    desiredRetention: doublePrecision('desired_retention').notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('flashcard_reviews_card_idx').on(t.cardId, t.reviewedAt),
    index('flashcard_reviews_user_idx').on(t.userId, t.reviewedAt),
    check('flashcard_reviews_rating_check', sql`${t.rating} between 1 and 4`),
  ],
)

/** Per-student scheduler settings. */
export const flashcardSettings = pgTable(
  'flashcard_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    desiredRetention: doublePrecision('desired_retention').notNull().default(0.9),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'flashcard_settings_retention_check',
      sql`${t.desiredRetention} >= 0.7 and ${t.desiredRetention} <= 0.97`,
    ),
  ],
)
