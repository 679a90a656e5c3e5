import { isCorrect, type TAnswer } from '@nurseready/shared/domain/grading'
import type {
  TAnsweredQuestion,
  TSubmitAnswerResponse,
} from '@nurseready/shared/schemas/question-bank'
import { AppError } from '../../lib/errors'
import type { PaperAccess, PaperDeps } from './paper-access'
import { keyOf, questionOf } from './paper-mappers'
import { isOpen, PAPER_MESSAGES, refusalOf } from './paper-rules'
import type { ItemRow } from './papers.repository'

/** A paper's questions: reading one, answering it (graded here, on the server), its note. */
export function paperAnswers({ repo, clock, onMissed }: PaperDeps, access: PaperAccess) {
  async function paperItem(userId: string, code: string, position: number) {
    const row = await repo.findPaperItem(userId, code, position)
    if (!row) throw new AppError('not_found', PAPER_MESSAGES.notFound)
    return row
  }

  return {
    async question(userId: string, code: string, position: number): Promise<TAnsweredQuestion> {
      const row = await paperItem(userId, code, position)
      if (!row.item || !row.question)
        throw new AppError('not_found', PAPER_MESSAGES.questionNotFound)
      const paper = await access.completeIfExpired(row.paper)
      return questionOf(paper, row.item, row.question, row.subject, row.flagged)
    },

    async answer(
      userId: string,
      code: string,
      position: number,
      answer: TAnswer,
      elapsedSeconds?: number,
    ): Promise<TSubmitAnswerResponse> {
      const row = await paperItem(userId, code, position)
      const now = clock.now()
      const paper = await access.completeIfExpired(row.paper)
      if (!isOpen(paper)) throw new AppError('conflict', refusalOf(paper))
      if (!row.item || !row.question)
        throw new AppError('not_found', PAPER_MESSAGES.questionNotFound)
      if (row.item.answeredAt) throw new AppError('conflict', PAPER_MESSAGES.answered)
      if (answer.type !== row.question.type)
        throw new AppError('bad_request', PAPER_MESSAGES.wrongType)

      const correct = isCorrect(keyOf(row.question), answer)
      const marksAwarded = correct ? row.item.marksPossible : 0
      // One atomic statement re-checks everything above against concurrent requests.
      const paperStatus = await repo.saveAnswer(
        paper.id,
        row.item.id,
        { answer, isCorrect: correct, marksAwarded, elapsedSeconds },
        now,
      )
      if (!paperStatus) {
        const latest = await repo.findPaperItem(userId, code, position)
        const current = latest ? await access.completeIfExpired(latest.paper) : paper
        throw new AppError('conflict', refusalOf(current))
      }
      if (!correct) await onMissed?.(userId, row.question.id, now)
      // Tutor mode shows the result at once, with the time the server recorded.
      const saved = paper.mode === 'tutor' ? await repo.findPaperItem(userId, code, position) : null
      const item: ItemRow = {
        ...row.item,
        timeSpentSeconds: saved?.item?.timeSpentSeconds ?? null,
        answer,
        isCorrect: correct,
        marksAwarded,
        answeredAt: now,
      }
      const answered = { ...paper, status: paperStatus }
      return {
        status: 'complete',
        result:
          paper.mode === 'tutor'
            ? questionOf(answered, item, row.question, row.subject, row.flagged)
            : null,
        paperStatus,
      }
    },

    /** Flags or unflags the question at `position` for the student (any paper state). */
    async setFlag(userId: string, code: string, position: number, flagged: boolean) {
      const row = await paperItem(userId, code, position)
      if (!row.item || !row.question)
        throw new AppError('not_found', PAPER_MESSAGES.questionNotFound)
      await repo.setFlag(userId, row.question.id, flagged)
      return { flagged }
    },

    async saveNote(userId: string, code: string, position: number, note: string) {
      const row = await paperItem(userId, code, position)
      if (!row.item) throw new AppError('not_found', PAPER_MESSAGES.questionNotFound)
      await repo.saveNote(row.item.id, note.trim())
    },
  }
}
