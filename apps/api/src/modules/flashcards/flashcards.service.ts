import {
  cleanCardText,
  DECK_NAMES,
  FLASHCARD_DECKS,
  type FlashcardDeck,
  type FlashcardRating,
  RATINGS,
  RETENTION,
} from '@nurseready/shared/domain/flashcards'
import type {
  TCreateFlashcardRequest,
  TFlashcard,
  TFlashcardOverview,
  TFlashcardPage,
  TReviewNext,
  TReviewResult,
} from '@nurseready/shared/schemas/flashcards'
import type { Clock } from '../../lib/clock'
import { AppError } from '../../lib/errors'
import type { BillingQueries } from '../billing/index'
import type { QuestionBankQueries } from '../question-bank/index'
import { cardOf } from './flashcard-mappers'
import type { CardWithQuestion, FlashcardsRepository } from './flashcards.repository'
import { GRADES, newCardColumns, schedulerFor, toCard, toColumns } from './scheduler'

export const FLASHCARD_MESSAGES = {
  needsPlan: 'Flashcards come with a question bank plan. Choose a plan on the Subscriptions page.',
  notFound: 'Card not found.',
  questionNotFound: 'Question not found.',
  notAnswered: 'Answer this question first: its card shows the answer.',
  suspended: 'This card is suspended. Unsuspend it to review it.',
  alreadyRated: 'This card was just rated. Load the next card.',
} as const

type Deps = {
  repo: FlashcardsRepository
  billing: BillingQueries
  questionBank: QuestionBankQueries
  clock: Clock
}

/** Flashcards: decks, cards, FSRS review sessions (ts-fsrs), and the retention setting. */
export function flashcardsService({ repo, billing, questionBank, clock }: Deps) {
  /** Flashcards need a running question-bank plan (billing's entitlements decide). */
  async function requirePlan(userId: string) {
    if (!(await billing.features(userId, clock.now())).flashcards)
      throw new AppError('forbidden', FLASHCARD_MESSAGES.needsPlan)
  }

  async function retentionOf(userId: string) {
    return (await repo.desiredRetention(userId)) ?? RETENTION.default
  }

  async function ownCard(userId: string, id: string): Promise<CardWithQuestion> {
    const row = await repo.findCard(userId, id)
    if (!row) throw new AppError('not_found', FLASHCARD_MESSAGES.notFound)
    return row
  }

  return {
    async overview(userId: string): Promise<TFlashcardOverview> {
      await requirePlan(userId)
      const [counts, desiredRetention] = await Promise.all([
        repo.deckCounts(userId, clock.now()),
        retentionOf(userId),
      ])
      const decks = FLASHCARD_DECKS.map((deck) => {
        const c = counts.find((r) => r.deck === deck)
        return {
          deck,
          name: DECK_NAMES[deck],
          total: c?.total ?? 0,
          due: c?.due ?? 0,
          new: c?.new ?? 0,
          suspended: c?.suspended ?? 0,
        }
      })
      return { decks, dueTotal: decks.reduce((n, d) => n + d.due, 0), desiredRetention }
    },

    async list(
      userId: string,
      deck: FlashcardDeck | undefined,
      page: number,
      pageSize = 20,
    ): Promise<TFlashcardPage> {
      await requirePlan(userId)
      const { rows, total } = await repo.listCards(userId, deck, pageSize, (page - 1) * pageSize)
      return { items: rows.map(cardOf), total, page, pageSize }
    },

    async card(userId: string, id: string): Promise<TFlashcard> {
      await requirePlan(userId)
      return cardOf(await ownCard(userId, id))
    },

    async create(userId: string, input: TCreateFlashcardRequest): Promise<TFlashcard> {
      await requirePlan(userId)
      const now = clock.now()
      let id: string
      if (input.source === 'custom') {
        const front = cleanCardText(input.front)
        const back = cleanCardText(input.back)
        if (!front || !back)
          throw new AppError('bad_request', 'Enter the front and the back of the card.')
        id = await repo.addCustomCard(userId, front, back, newCardColumns(now), now)
      } else {
        const q = await questionBank.paperQuestion(userId, input.code, input.position)
        if (!q) throw new AppError('not_found', FLASHCARD_MESSAGES.questionNotFound)
        // The back shows the answer: never before the student has answered (or the paper ended).
        if (!q.revealed) throw new AppError('conflict', FLASHCARD_MESSAGES.notAnswered)
        id = (
          await repo.addQuestionCard(userId, 'questions', q.questionId, newCardColumns(now), now)
        ).id
      }
      return cardOf(await ownCard(userId, id))
    },

    async setSuspended(userId: string, id: string, suspended: boolean): Promise<TFlashcard> {
      await requirePlan(userId)
      if (!(await repo.setSuspended(userId, id, suspended)))
        throw new AppError('not_found', FLASHCARD_MESSAGES.notFound)
      return cardOf(await ownCard(userId, id))
    },

    async remove(userId: string, id: string) {
      await requirePlan(userId)
      if (!(await repo.deleteCard(userId, id)))
        throw new AppError('not_found', FLASHCARD_MESSAGES.notFound)
    },

    /** The next due card and what each button would schedule (ts-fsrs's repeat, at now). */
    async next(userId: string, deck?: FlashcardDeck): Promise<TReviewNext> {
      await requirePlan(userId)
      const now = clock.now()
      const [{ row, dueCount }, retention] = await Promise.all([
        repo.nextDue(userId, now, deck),
        retentionOf(userId),
      ])
      if (!row) return { card: null, previews: [], dueCount: 0 }
      const preview = schedulerFor(retention).repeat(toCard(row.card), now)
      return {
        card: cardOf(row),
        dueCount,
        previews: RATINGS.map((rating) => {
          const due = preview[GRADES[rating]].card.due
          return {
            rating,
            due: due.toISOString(),
            seconds: Math.max(0, Math.round((due.getTime() - now.getTime()) / 1000)),
          }
        }),
      }
    },

    /** Rates a card now: ts-fsrs's next state is stored with a review log row. */
    async review(userId: string, id: string, rating: FlashcardRating): Promise<TReviewResult> {
      await requirePlan(userId)
      const row = await ownCard(userId, id)
      if (row.card.suspended) throw new AppError('conflict', FLASHCARD_MESSAGES.suspended)
      const now = clock.now()
      const retention = await retentionOf(userId)
      const before = row.card
      const { card, log } = schedulerFor(retention).next(toCard(before), now, GRADES[rating])
      const saved = await repo.saveReview(userId, id, before.reps, toColumns(card), {
        cardId: id,
        userId,
        rating: log.rating,
        stateBefore: before.state,
        stateAfter: card.state,
        dueBefore: before.due,
        dueAfter: card.due,
        stabilityBefore: before.stability,
        difficultyBefore: before.difficulty,
        stabilityAfter: card.stability,
        difficultyAfter: card.difficulty,
        elapsedDays: log.elapsed_days,
        lastElapsedDays: log.last_elapsed_days,
        // The new interval (the log's own scheduled_days is the one before this review).
        scheduledDays: card.scheduled_days,
        learningSteps: log.learning_steps,
        desiredRetention: retention,
        reviewedAt: log.review,
      })
      if (!saved) throw new AppError('conflict', FLASHCARD_MESSAGES.alreadyRated)
      return {
        card: cardOf(await ownCard(userId, id)),
        rating,
        scheduledDays: card.scheduled_days,
      }
    },

    async setRetention(userId: string, desiredRetention: number) {
      await requirePlan(userId)
      await repo.setDesiredRetention(userId, desiredRetention, clock.now())
      return { desiredRetention }
    },
  }
}

export type FlashcardsService = ReturnType<typeof flashcardsService>
