import type { TScore } from '@nurseready/shared/domain/ngn-scoring/score-item'
import type {
  TAnsweredQuestion,
  TGiven,
  TSubmitAnswerResponse,
} from '@nurseready/shared/schemas/question-bank'
import { AppError } from '../../lib/errors'
import type { PaperAccess, PaperDeps } from './paper-access'
import { questionOf } from './paper-mappers'
import { isOpen, PAPER_MESSAGES, refusalOf } from './paper-rules'
import type { ItemRow } from './papers.repository'
import { itemOf, scoreAnswer } from './question-items'

/**
 * The marks an answer earns (decision 0019): its points when the item is worth its maximum in
 * the paper (every paper created since NGN scoring); in a paper created before, where a Next Gen
 * item may still be worth its old marks, all of them for full credit, else none.
 */
export function marksAwardedFor(score: TScore, marksPossible: number): number {
  if (score.max === marksPossible) return score.points
  return score.correct ? marksPossible : 0
}

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
      return questionOf(paper, row.item, row.question, row.subject, row.flagged, row.caseStudy)
    },

    async answer(
      userId: string,
      code: string,
      position: number,
      answer: TGiven,
      elapsedSeconds?: number,
    ): Promise<TSubmitAnswerResponse> {
      const row = await paperItem(userId, code, position)
      const now = clock.now()
      const paper = await access.completeIfExpired(row.paper)
      if (!isOpen(paper)) throw new AppError('conflict', refusalOf(paper))
      if (!row.item || !row.question)
        throw new AppError('not_found', PAPER_MESSAGES.questionNotFound)
      if (row.item.answeredAt) throw new AppError('conflict', PAPER_MESSAGES.answered)

      // Graded here with the shared scorer: an invalid response (another type, unknown or
      // repeated ids, more than allowed) is refused with its reason and nothing is saved.
      const scored = scoreAnswer(itemOf(row.question, row.subject), answer)
      if (!scored.ok) {
        const { code, message, ids } = scored.error
        if (code === 'type_mismatch') throw new AppError('bad_request', PAPER_MESSAGES.wrongType)
        throw new AppError('bad_request', ids.length ? `${message}: ${ids.join(', ')}` : message)
      }
      const { score } = scored
      const correct = score.correct
      const marksAwarded = marksAwardedFor(score, row.item.marksPossible)
      // One atomic statement re-checks everything above against concurrent requests.
      const paperStatus = await repo.saveAnswer(
        paper.id,
        row.item.id,
        { answer, score, isCorrect: correct, marksAwarded, elapsedSeconds },
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
        score,
        isCorrect: correct,
        marksAwarded,
        answeredAt: now,
      }
      const answered = { ...paper, status: paperStatus }
      return {
        status: 'complete',
        result:
          paper.mode === 'tutor'
            ? questionOf(answered, item, row.question, row.subject, row.flagged, row.caseStudy)
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
