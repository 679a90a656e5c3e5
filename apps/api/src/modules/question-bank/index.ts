import type { TCreatePaperResponse } from '@nurseready/shared/schemas/question-bank'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import { paperAccess } from './paper-access'
import { papersRepository } from './papers.repository'
import { practicePapers } from './practice-papers'
import { practicePapersRepository } from './practice-papers.repository'

/** A question row as an item (legacy rows converted on read, decision 0023), for other modules. */
export { itemOf } from './question-items'

/** One question of a student's paper, as other modules (flashcards, highlights) may see it. */
export type PaperQuestion = {
  questionId: string
  paperId: string
  position: number
  /** Answered, or its paper completed: its key and rationale may be shown. */
  revealed: boolean
  stem: string
  explanation: string | null
}

/** The question bank's public interface: what other modules may ask it. */
export type QuestionBankQueries = {
  /** The question at `position` of the student's paper `code`; null when either is not theirs. */
  paperQuestion(userId: string, code: string, position: number): Promise<PaperQuestion | null>
  /** A practice paper of these questions (in this order) for the student. */
  createPracticePaper(
    userId: string,
    questionIds: string[],
    mode: 'tutor' | 'time',
  ): Promise<TCreatePaperResponse>
}

export function questionBankQueries(
  db: Db,
  clock: Clock,
  timedTestSeconds: number,
): QuestionBankQueries {
  const repo = papersRepository(db)
  const access = paperAccess({ repo, clock, timedTestSeconds })
  const practice = practicePapers({
    repo,
    clock,
    timedTestSeconds,
    questions: practicePapersRepository(db),
  })
  return {
    async paperQuestion(userId, code, position) {
      const row = await repo.findPaperItem(userId, code, position)
      if (!row?.item || !row.question) return null
      const paper = await access.completeIfExpired(row.paper)
      return {
        questionId: row.question.id,
        paperId: paper.id,
        position: row.item.position,
        revealed: row.item.answeredAt !== null || paper.status === 'completed',
        stem: row.question.stem,
        explanation: row.question.explanation,
      }
    },
    createPracticePaper: (userId, questionIds, mode) =>
      practice.createFromQuestions(userId, questionIds, mode),
  }
}
