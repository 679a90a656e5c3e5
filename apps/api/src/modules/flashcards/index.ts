import type { Db } from '../../db/client'
import { flashcardsRepository } from './flashcards.repository'
import { newCardColumns } from './scheduler'

/** Flashcards' public interface: what other modules may tell it. */
export type FlashcardQueries = {
  /**
   * A missed question joins the student's Mistakes deck (once: a second miss finds the card),
   * due at once. The question bank calls it where it grades an answer.
   */
  addMistake(userId: string, questionId: string, at: Date): Promise<void>
}

export function flashcardQueries(db: Db): FlashcardQueries {
  const repo = flashcardsRepository(db)
  return {
    async addMistake(userId, questionId, at) {
      await repo.addQuestionCard(userId, 'mistakes', questionId, newCardColumns(at), at)
    },
  }
}
