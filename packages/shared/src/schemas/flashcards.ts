import { z } from 'zod'
import { CARD_TEXT_MAX, FLASHCARD_DECKS, RATINGS, RETENTION } from '../domain/flashcards'
import { ZPage, ZPageQuery } from './common'

export const ZFlashcardDeck = z.enum(FLASHCARD_DECKS)
export const ZFlashcardRating = z.enum(RATINGS)
export const ZFlashcardState = z.enum(['new', 'learning', 'review', 'relearning'])

/** A card as the student sees it. `front` and `back` are HTML (a written card's text escaped). */
export const ZFlashcard = z.object({
  id: z.string().uuid(),
  deck: ZFlashcardDeck,
  kind: z.enum(['question', 'custom']),
  front: z.string(),
  back: z.string(),
  subject: z.string().nullable(),
  state: ZFlashcardState,
  due: z.string(),
  suspended: z.boolean(),
  reps: z.number().int(),
  lapses: z.number().int(),
  lastReview: z.string().nullable(),
  createdAt: z.string(),
})
export type TFlashcard = z.infer<typeof ZFlashcard>

export const ZFlashcardPage = ZPage(ZFlashcard)
export type TFlashcardPage = z.infer<typeof ZFlashcardPage>

export const ZFlashcardListQuery = ZPageQuery.extend({ deck: ZFlashcardDeck.optional() })

export const ZDeckSummary = z.object({
  deck: ZFlashcardDeck,
  name: z.string(),
  total: z.number().int(),
  due: z.number().int(),
  new: z.number().int(),
  suspended: z.number().int(),
})
export type TDeckSummary = z.infer<typeof ZDeckSummary>

export const ZFlashcardOverview = z.object({
  decks: z.array(ZDeckSummary),
  dueTotal: z.number().int(),
  desiredRetention: z.number(),
})
export type TFlashcardOverview = z.infer<typeof ZFlashcardOverview>

export const ZDesiredRetention = z
  .number()
  .min(RETENTION.min, `Desired retention must be between ${RETENTION.min} and ${RETENTION.max}.`)
  .max(RETENTION.max, `Desired retention must be between ${RETENTION.min} and ${RETENTION.max}.`)

export const ZFlashcardSettings = z.object({ desiredRetention: ZDesiredRetention })
export type TFlashcardSettings = z.infer<typeof ZFlashcardSettings>

const cardText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${label}.`)
    .max(max, `The ${label} can be at most ${max} characters.`)

/** A card the student writes, or a card from a question they have answered (by paper position). */
export const ZCreateFlashcardRequest = z.discriminatedUnion('source', [
  z.object({
    source: z.literal('custom'),
    front: cardText(CARD_TEXT_MAX.front, 'front'),
    back: cardText(CARD_TEXT_MAX.back, 'back'),
  }),
  z.object({
    source: z.literal('question'),
    code: z.string().trim().min(1).max(40),
    position: z.number().int().min(1).max(1000),
  }),
])
export type TCreateFlashcardRequest = z.infer<typeof ZCreateFlashcardRequest>

export const ZUpdateFlashcardRequest = z.object({ suspended: z.boolean() })
export const ZFlashcardParams = z.object({ id: z.string().uuid() })

export const ZReviewQuery = z.object({ deck: ZFlashcardDeck.optional() })

/** What one button would do: the card's next due time and the interval in seconds. */
export const ZIntervalPreview = z.object({
  rating: ZFlashcardRating,
  due: z.string(),
  seconds: z.number().int(),
})
export type TIntervalPreview = z.infer<typeof ZIntervalPreview>

/** The next card of a review session (null when none is due) and the four buttons' outcomes. */
export const ZReviewNext = z.object({
  card: ZFlashcard.nullable(),
  previews: z.array(ZIntervalPreview),
  /** Cards due now, this one included. */
  dueCount: z.number().int(),
})
export type TReviewNext = z.infer<typeof ZReviewNext>

export const ZReviewRequest = z.object({ rating: ZFlashcardRating })
export type TReviewRequest = z.infer<typeof ZReviewRequest>

export const ZReviewResult = z.object({
  card: ZFlashcard,
  rating: ZFlashcardRating,
  scheduledDays: z.number().int(),
})
export type TReviewResult = z.infer<typeof ZReviewResult>
