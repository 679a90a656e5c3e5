import type { FlashcardRating } from '@nurseready/shared/domain/flashcards'
import { type Card, createEmptyCard, type FSRS, fsrs, type Grade, Rating, State } from 'ts-fsrs'

/**
 * The FSRS scheduler (ts-fsrs, decision 0019): one per desired retention, default parameters,
 * no fuzz (the same ratings at the same times always give the same schedule), short-term
 * learning steps on (1m, 10m; relearning 10m).
 */
const schedulers = new Map<number, FSRS>()
export function schedulerFor(desiredRetention: number): FSRS {
  let s = schedulers.get(desiredRetention)
  if (!s) {
    s = fsrs({ request_retention: desiredRetention, enable_fuzz: false, enable_short_term: true })
    schedulers.set(desiredRetention, s)
  }
  return s
}

export const GRADES: Record<FlashcardRating, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
}

export const STATE_NAMES = {
  [State.New]: 'new',
  [State.Learning]: 'learning',
  [State.Review]: 'review',
  [State.Relearning]: 'relearning',
} as const

/** The memory-state columns of a flashcards row: ts-fsrs's Card, one column per field. */
export type CardColumns = {
  due: Date
  stability: number
  difficulty: number
  elapsedDays: number
  scheduledDays: number
  learningSteps: number
  reps: number
  lapses: number
  state: number
  lastReview: Date | null
}

export function newCardColumns(now: Date): CardColumns {
  return toColumns(createEmptyCard(now))
}

export function toCard(c: CardColumns): Card {
  return {
    due: c.due,
    stability: c.stability,
    difficulty: c.difficulty,
    elapsed_days: c.elapsedDays,
    scheduled_days: c.scheduledDays,
    learning_steps: c.learningSteps,
    reps: c.reps,
    lapses: c.lapses,
    state: c.state as State,
    last_review: c.lastReview ?? undefined,
  }
}

export function toColumns(card: Card): CardColumns {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
  }
}
